// Issue #39: a drawn review's relative time ("3 minutes ago") may have moved on by the time the
// browser hydrates the drawing. React must adopt the drawn card as it is, not report a mismatch
// and redraw the part (#418).
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { ReviewWire } from '@baeum/shared';
import { ReviewCard } from './ReviewCard';

const CREATED = Date.UTC(2026, 0, 5, 3, 0, 0);
const MINUTE = 60_000;

const review = {
  review_id: 3,
  id: 3,
  user_name: 'learner',
  score: 5,
  progress: 40,
  pros_content: 'good',
  photo_list: [],
  blocked: 'N',
  helpful_yn: 'N',
  created_at: new Date(CREATED).toISOString(),
} as unknown as ReviewWire;

afterEach(() => jest.restoreAllMocks());

it('hydrates a drawn review whose relative time moved on since the drawing, without a mismatch', async () => {
  const tree = (
    <MemoryRouter>
      <ReviewCard review={review} onToggleHelpful={() => {}} />
    </MemoryRouter>
  );
  const now = jest.spyOn(Date, 'now').mockReturnValue(CREATED + 3 * MINUTE + 59_500);
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const drawn = container.querySelector('article')!;

  now.mockReturnValue(CREATED + 4 * MINUTE + 500);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toEqual([]);
  // The drawn card, adopted.
  expect(container.querySelector('article')).toBe(drawn);
  container.remove();
});
