// What the issue 36 screen tests share: a fresh class of the demo coach made through the API
// (screens mount with ./render).
import { createStudioClass, fetchCategories, fetchSubCategories } from '@baeum/shared';
import type { StudioClassFields } from '@baeum/shared';

/** The first category and its first sub-category (as the form lists them). */
export async function firstCategory() {
  const [category] = await fetchCategories();
  const [sub] = await fetchSubCategories(category!.category);
  return { category: category!, sub: sub! };
}

let made = 0;

/** A new draft class of the signed-in coach. */
export async function makeClass(fields: Partial<StudioClassFields> = {}) {
  const { category, sub } = await firstCategory();
  made += 1;
  return createStudioClass({
    title: `테스트 클래스 ${Date.now() % 100000}-${made}`,
    summary: '한 줄 소개',
    description: '소개',
    category: category.category,
    sub_category: sub.sub_category,
    photo: null,
    price: 30000,
    discount: 0,
    months: 5,
    ...fields,
  });
}
