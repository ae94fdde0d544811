import { REVIEW_SORTS } from '@baeum/shared';
import type { ReviewListFilter, ReviewSort } from '@baeum/shared';

/** The review list's filter as the address bar keeps it: `?sort=helpful&photo=Y&score=5`. */
export function readReviewFilter(params: URLSearchParams): Required<ReviewListFilter> {
  const sort = params.get('sort');
  const score = Number(params.get('score'));
  return {
    sort: (REVIEW_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ReviewSort)
      : 'latest',
    photoOnly: params.get('photo') === 'Y',
    score: Number.isInteger(score) && score >= 1 && score <= 5 ? score : 0,
  };
}

/** The search params for a filter; defaults are left out so the plain list has a plain URL. */
export function reviewFilterParams(filter: Required<ReviewListFilter>): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.sort !== 'latest') params.set('sort', filter.sort);
  if (filter.photoOnly) params.set('photo', 'Y');
  if (filter.score) params.set('score', String(filter.score));
  return params;
}
