// Issue #39: a drawn post's relative time ("3 minutes ago") may have moved on by the time the
// browser hydrates the drawing (a second later, or a cached drawing a few seconds old). React
// must adopt the drawn byline as it is, not report a mismatch and redraw the part (#418).
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { FeedItemWire } from '@baeum/shared';
import { PostByline } from './PostByline';

const CREATED = Date.UTC(2026, 0, 5, 3, 0, 0);
const MINUTE = 60_000;

const post = {
  user_id: 7,
  comment_id: 11,
  user_photo: '',
  user_name: 'writer',
  created_at: new Date(CREATED).toISOString(),
  content: 'post',
  like_cnt: 0,
  reply_cnt: 0,
} as FeedItemWire;

afterEach(() => jest.restoreAllMocks());

it('hydrates a drawn byline whose relative time moved on since the drawing, without a mismatch', async () => {
  const tree = <PostByline post={post} author="writer" name="writer" avatarSize={40} />;
  const now = jest.spyOn(Date, 'now').mockReturnValue(CREATED + 3 * MINUTE + 59_500);
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const drawn = container.querySelector('time')!;
  const drawnText = drawn.textContent;

  now.mockReturnValue(CREATED + 4 * MINUTE + 500);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toEqual([]);
  // The drawn node, adopted as drawn.
  expect(container.querySelector('time')).toBe(drawn);
  expect(drawn.textContent).toBe(drawnText);
  container.remove();
});
