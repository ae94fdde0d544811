// The notices (README "Data"): one page of `GET notice?page`.
import { fetchNotices, queryOptions } from '@baeum/shared';

export const noticesQuery = (page: number) =>
  queryOptions({ queryKey: ['notices', page], queryFn: () => fetchNotices(page) });
