/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The header's alarm badge against the reference API: the unread count is a query of its own
// (no copy in an atom), and a visitor has no alarm link at all.
import { screen } from '@testing-library/react';
import { anonymousUser, fetchNewsCount } from '@baeum/shared';
import { signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderInApp } from '@baeum/shared/testing/render';
import { Header } from './Header';
import { messages } from '../messages';

useReferenceApi();

it("shows the signed-in member's unread notifications from the news count", async () => {
  const user = await signInLearner();
  const unread = (await fetchNewsCount()).news_unread_count;
  expect(unread).toBeGreaterThan(0); // the seed leaves the demo learner some unread
  renderInApp(<Header hideSearch />, { user, where: false });
  const link = await screen.findByRole('link', { name: messages.nav.alarmWithCount(unread) });
  expect(link).toHaveAttribute('href', '/my/notifications');
  expect(link).toHaveTextContent(unread > 99 ? '99+' : String(unread));
});

it('has no alarm link for a visitor', () => {
  renderInApp(<Header hideSearch />, { user: anonymousUser, where: false });
  expect(screen.queryByRole('link', { name: /^알림/ })).not.toBeInTheDocument();
});
