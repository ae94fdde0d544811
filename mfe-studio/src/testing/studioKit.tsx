// What the issue 36 screen tests share: the studio's routes rendered for a user at a path (the
// current location shown in `where`), and a fresh class of the demo coach made through the API.
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  AppProviders,
  createStore,
  createStudioClass,
  fetchCategories,
  fetchSubCategories,
  userAtom,
} from '@baeum/shared';
import type { Store, StudioClassFields, UserInfo } from '@baeum/shared';
import Routes from '../Routes';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

export function renderAt(path: string, user: UserInfo): Store {
  const store = createStore();
  store.set(userAtom, user);
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes />
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

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
