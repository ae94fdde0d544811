/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Follow and block from the FeedOption sheet are the shared mutations (#34): the author's cached
// profile (what /user/:id shows, one query cache) changes with the feed, against the reference API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clearToken,
  createFeedPost,
  fetchFeedDetail,
  getQueryClient,
  profileQueries,
} from '@baeum/shared';
import { signIn, signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { seededLearner as seeded } from '@baeum/shared/testing/fixtures';
import { renderAt } from '../../testing/render';
import { messages } from '../../messages';

useReferenceApi();

it("follows the author from the feed, and the author's cached profile follows too", async () => {
  const content = `프로필도 팔로우 ${Date.now()}`;
  await signIn(seeded(454));
  const { comment_id: id } = await createFeedPost({ content, section: 'work' });
  const { user_name: name, user_id: authorId } = await fetchFeedDetail(id);
  clearToken();
  const user = await signInLearner();
  renderAt('/community?section=work', user);
  // The author's profile was seen earlier in the visit (it is in the cache).
  const profile = profileQueries.one(authorId);
  await getQueryClient().fetchQuery(profile);
  expect(getQueryClient().getQueryData(profile.queryKey)?.friend_yn).toBe('N');

  const link = await screen.findByRole('link', { name: content });
  const article = link.closest('article')!;
  await userEvent.click(
    within(article).getByRole('button', { name: `${name}님의 게시글 더 보기` }),
  );
  const sheet = await screen.findByRole('dialog', { name: '게시글 더 보기' });
  await userEvent.click(within(sheet).getByRole('button', { name: `${name}님 팔로우` }));

  await waitFor(() => expect(getQueryClient().getQueryData(profile.queryKey)?.friend_yn).toBe('Y'));
  expect(await screen.findByText(messages.option.followed(name))).toBeInTheDocument();
  await waitFor(async () => expect((await fetchFeedDetail(id)).friend_status).toBe('Y'));
});
