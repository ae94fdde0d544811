/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// /my/bookmarks and /my/recent against the reference API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anonymousUser,
  clearToken,
  fetchBookmarks,
  fetchCategoryClasses,
  fetchRecentClasses,
  toastAtom,
  toggleBookmark,
} from '@baeum/shared';
import { signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { seededLearner, storeWith } from '../testing/members';
import { renderApp } from '../testing/renderApp';

useReferenceApi();

const cardsIn = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('article');
const titles = (name: string) =>
  cardsIn(name).map((card) => within(card).getByRole('heading').textContent);

async function bookmarkedIds(userId: number): Promise<number[]> {
  return (await fetchBookmarks(userId, { limit: 50 })).map((c) => c.class_id);
}

/** Gives the signed-in learner at least `count` bookmarks. */
async function bookmarkUpTo(userId: number, count: number): Promise<void> {
  const have = new Set(await bookmarkedIds(userId));
  for (let category = 1; have.size < count; category++) {
    const { classList } = await fetchCategoryClasses({ category, limit: 30 });
    for (const c of classList) {
      if (have.size >= count) break;
      if (have.has(c.class_id)) continue;
      await toggleBookmark(c.class_id, 'add');
      have.add(c.class_id);
    }
  }
}

describe('/my/bookmarks', () => {
  it('shows 20 a page; taking a bookmark off removes its card at once, and 더 보기 then skips no card', async () => {
    const user = await signIn(seededLearner(310));
    await bookmarkUpTo(user.id!, 23);
    const before = await fetchBookmarks(user.id!, { limit: 50 });
    renderApp('/my/bookmarks', storeWith(user));

    await screen.findByRole('list', { name: '찜한 클래스' });
    expect(cardsIn('찜한 클래스')).toHaveLength(20);
    expect(titles('찜한 클래스')).toEqual(before.slice(0, 20).map((c) => c.class_name));

    const [gone] = before;
    await userEvent.click(screen.getByRole('button', { name: `${gone!.class_name} 찜하기` }));
    expect(screen.queryByRole('heading', { name: gone!.class_name })).toBeNull();
    await waitFor(async () => expect(await bookmarkedIds(user.id!)).not.toContain(gone!.class_id));

    await userEvent.click(screen.getByRole('button', { name: '찜한 클래스 더 보기' }));
    await waitFor(() => expect(cardsIn('찜한 클래스')).toHaveLength(before.length - 1));
    expect(titles('찜한 클래스')).toEqual(before.slice(1).map((c) => c.class_name));
    expect(screen.queryByRole('button', { name: '찜한 클래스 더 보기' })).toBeNull();
  });

  it('puts the card back in its place, with a toast, when the server fails', async () => {
    const user = await signIn(seededLearner(311));
    await bookmarkUpTo(user.id!, 3);
    const { store } = renderApp('/my/bookmarks', storeWith(user));
    await screen.findByRole('list', { name: '찜한 클래스' });
    const shown = titles('찜한 클래스');

    clearToken();
    await userEvent.click(screen.getByRole('button', { name: `${shown[1]} 찜하기` }));
    // (That it leaves at once is the test above: here the refusal can come back before a check.)
    await waitFor(() => expect(store.get(toastAtom)?.message).toBeTruthy());
    await waitFor(() => expect(titles('찜한 클래스')).toEqual(shown));
    expect(store.get(toastAtom)?.message).toBe('찜을 해제하지 못했어요. 잠시 후 다시 시도해주세요');
  });

  it('sends a visitor to log in first', async () => {
    renderApp('/my/bookmarks', storeWith({ ...anonymousUser }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Fmy%2Fbookmarks');
  });
});

describe('/my/recent', () => {
  it('shows recently viewed classes, latest first; a card opens its class; its bookmark toggles at once, as the server records', async () => {
    const user = await signIn(seededLearner(100));
    const recent = await fetchRecentClasses(user.id!, { limit: 20 });
    expect(recent.length).toBeGreaterThan(0);
    renderApp('/my/recent', storeWith(user));

    await screen.findByRole('list', { name: '최근 본 클래스' });
    expect(titles('최근 본 클래스')).toEqual(recent.map((c) => c.class_name));

    const first = recent[0]!;
    const toggle = screen.getByRole('button', { name: `${first.class_name} 찜하기` });
    const was = toggle.getAttribute('aria-pressed') === 'true';
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', String(!was));
    await waitFor(async () =>
      expect((await bookmarkedIds(user.id!)).includes(first.class_id)).toBe(!was),
    );
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', String(was));
    await waitFor(async () =>
      expect((await bookmarkedIds(user.id!)).includes(first.class_id)).toBe(was),
    );

    await userEvent.click(screen.getByRole('link', { name: first.class_name }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/class/${first.class_id}`);
  });

  it('says so when nothing was viewed yet', async () => {
    const user = await signIn(seededLearner(400));
    expect(await fetchRecentClasses(user.id!)).toHaveLength(0);
    renderApp('/my/recent', storeWith(user));
    expect(await screen.findByText('최근 본 클래스가 없어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '클래스 둘러보기' })).toHaveAttribute('href', '/');
  });
});
