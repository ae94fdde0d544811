// The coach's sales (README "Data"), per period and class.
import { fetchStudioSales, queryOptions } from '@baeum/shared';
import type { SalesPeriod } from '@baeum/shared';

export const salesQuery = (period: SalesPeriod, classId: number | null) =>
  queryOptions({
    queryKey: ['studio', 'sales', period, classId],
    queryFn: () => fetchStudioSales({ period, classId }),
    placeholderData: (previous) => previous,
  });
