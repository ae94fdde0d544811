/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The header's alarm badge against the reference API: the unread count is a query of its own
// (no copy in an atom), and a visitor has no alarm link at all. While the page is open, the tab's
// notification stream (a fake EventSource here) counts the badge up.
import { act, screen, waitFor } from '@testing-library/react';
import { anonymousUser, fetchNewsCount, getToken } from '@baeum/shared';
import { FakeEventSource, useFakeEventSource } from '@baeum/shared/testing/fakeEventSource';
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

describe('the live badge (one notification stream per signed-in tab)', () => {
  useFakeEventSource();

  it('counts up when the stream brings a notification, without a reload or a poll', async () => {
    const user = await signInLearner();
    const unread = (await fetchNewsCount()).news_unread_count;
    const { unmount } = renderInApp(<Header hideSearch />, { user, where: false });
    await screen.findByRole('link', { name: messages.nav.alarmWithCount(unread) });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    // A one-minute ticket in the address, never the member's token.
    expect(stream.url).toMatch(/\/api\/v3\/notify\/stream\?ticket=/);
    expect(stream.url).not.toContain(getToken()!);

    act(() =>
      stream.send(
        'notification',
        {
          notification: { id: 987654, read_status: 'N', push_type: 7, title: '후기 답글' },
          unread_count: unread + 1,
        },
        '987654',
      ),
    );
    const link = await screen.findByRole('link', {
      name: messages.nav.alarmWithCount(unread + 1),
    });
    expect(link).toHaveTextContent(unread + 1 > 99 ? '99+' : String(unread + 1));
    unmount();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens no stream for a visitor', async () => {
    renderInApp(<Header hideSearch />, { user: anonymousUser, where: false });
    await screen.findByRole('link', { name: messages.nav.login });
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
