/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
// Not a React hook (it registers jest's beforeAll/afterAll); renamed so the hooks lint agrees.
import { deferred, useTestServer as withTestServer } from '@baeum/shared/testing/setup';
import type { Reply } from '@baeum/shared/testing/server';
import { anonymousUser, unloadedUser, userAtom } from '@baeum/shared';
import type { ClassCardData, CurrentUserWire } from '@baeum/shared';
import { CLASS_ALARMS_STORAGE_KEY } from '../features/class-alarm/alarmStorage';
import {
  IOS_APP,
  currentPath,
  learner,
  makeClass,
  renderRoutes,
} from '../features/class-alarm/testing';

const server = withTestServer();
// Real sockets on a shared CI machine: the first answer of a file can take over a second.
configure({ asyncUtilTimeout: 5000 });

const drawing = makeClass(7, { class_name: '왕초보를 위한 아이패드 드로잉' });
const excel = makeClass(12, { class_name: '30일 완성 엑셀 실무' });

function me(fields: Partial<CurrentUserWire> = {}): Reply {
  const wire: CurrentUserWire = {
    user_id: 1,
    user_info: { user_name: '김배움' },
    user_photo: '',
    email: 'learner@baeum.test',
    phone: '010-1234-5678',
    coach_yn: 'N',
    class_list: [drawing, excel],
    registered_class_list: [drawing, excel],
    management_class_list: [],
    ...fields,
  };
  return { body: { code: 200, data: wire } };
}

function inApp(userAgent: string) {
  return jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function fakeIosBridge() {
  const calls: Array<[string, unknown]> = [];
  const handler = (name: string) => ({
    postMessage: (payload: unknown) => calls.push([name, payload]),
  });
  (window as { webkit?: unknown }).webkit = {
    messageHandlers: { back: handler('back'), classDetail: handler('classDetail') },
  };
  return calls;
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { webkit?: unknown }).webkit;
});

function row(name: string) {
  const list = screen.getByRole('list', { name: '내 수업 목록' });
  return within(list).getByRole('heading', { level: 2, name }).closest('li')!;
}

describe('the class alarm list', () => {
  it('lists the classes the user takes, each with the default alarm: every day, 8:00 PM', async () => {
    server().on('GET', '/new/user/me', me());
    renderRoutes(['/webview/alarm/class']);

    expect(screen.getByRole('heading', { level: 1, name: '수업 알림' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: '왕초보를 위한 아이패드 드로잉' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('수업 알림');

    const first = row('왕초보를 위한 아이패드 드로잉');
    expect(
      within(first).getByRole('img', { name: '왕초보를 위한 아이패드 드로잉 대표 이미지' }),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent('매일 오후 8:00');
    expect(
      within(first).getByRole('button', { name: '왕초보를 위한 아이패드 드로잉 수업 보기' }),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: '왕초보를 위한 아이패드 드로잉 알림 설정' }),
    ).toHaveAttribute('href', '/webview/alarm/class/7');
    expect(row('30일 완성 엑셀 실무')).toHaveTextContent('매일 오후 8:00');
  });

  it("shows each class's saved alarm: off, weekdays, or the days picked", async () => {
    const time = (days: string[], ampm: 'AM' | 'PM', hour: number, minute: number) => ({
      days: Object.fromEntries(
        ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, days.includes(d)]),
      ),
      ampm,
      hour,
      minute,
    });
    window.localStorage.setItem(
      CLASS_ALARMS_STORAGE_KEY,
      JSON.stringify({
        7: { isOn: true, selectedTime: time(['mon', 'wed', 'fri'], 'AM', 7, 5) },
        12: { isOn: false, selectedTime: time(['mon'], 'PM', 9, 0) },
      }),
    );
    server().on('GET', '/new/user/me', me());
    renderRoutes(['/webview/alarm/class']);
    await screen.findByRole('list', { name: '내 수업 목록' });
    expect(row('왕초보를 위한 아이패드 드로잉')).toHaveTextContent('월·수·금 오전 7:05');
    expect(row('30일 완성 엑셀 실무')).toHaveTextContent('알림 꺼짐');
  });

  it('falls back to class_list when the server sends no registered_class_list', async () => {
    server().on(
      'GET',
      '/new/user/me',
      me({ registered_class_list: undefined, class_list: [excel] }),
    );
    renderRoutes(['/webview/alarm/class']);
    expect(
      await screen.findByRole('heading', { level: 2, name: '30일 완성 엑셀 실무' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 2, name: '왕초보를 위한 아이패드 드로잉' }),
    ).not.toBeInTheDocument();
  });

  it('opens the alarm settings of a class', async () => {
    server().on('GET', '/new/user/me', me());
    server().on('GET', '/class-summary', {
      body: { code: 200, data: { ...drawing, curriculum: [] } },
    });
    renderRoutes(['/webview/alarm/class']);
    await userEvent.click(
      await screen.findByRole('link', { name: '왕초보를 위한 아이패드 드로잉 알림 설정' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '알림 설정' })).toBeInTheDocument();
    expect(currentPath()).toBe('/webview/alarm/class/7');
  });

  it('asks a signed-out visitor to log in, and comes back here after', () => {
    renderRoutes(['/webview/alarm/class'], { user: anonymousUser });
    expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/webview/alarm/class')}`,
    );
    expect(server().requests).toHaveLength(0);
  });

  it('waits for the session, then loads the classes of the user it brings', async () => {
    server().on('GET', '/new/user/me', me());
    const { store } = renderRoutes(['/webview/alarm/class'], { user: unloadedUser });
    expect(screen.getByRole('status', { name: '내 수업을 불러오는 중' })).toBeInTheDocument();
    expect(server().requests).toHaveLength(0);
    act(() => store.set(userAtom, learner));
    expect(
      await screen.findByRole('heading', { level: 2, name: '30일 완성 엑셀 실무' }),
    ).toBeInTheDocument();
  });

  it('says so when the user takes no class yet', async () => {
    server().on('GET', '/new/user/me', me({ registered_class_list: [], class_list: [] }));
    renderRoutes(['/webview/alarm/class']);
    expect(await screen.findByText('아직 듣고 있는 수업이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '수업 둘러보기' })).toHaveAttribute('href', '/');
  });

  it('shows the list shape while loading, and a Korean error with 다시 시도 that recovers', async () => {
    const answer = deferred<Reply>();
    server().on('GET', '/new/user/me', () => answer.promise);
    renderRoutes(['/webview/alarm/class']);
    expect(screen.getByRole('status', { name: '내 수업을 불러오는 중' })).toBeInTheDocument();
    answer.resolve({ status: 500, body: { code: 500, message: '서버 오류' } });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('수업 목록을 불러오지 못했어요')).toBeInTheDocument();
    server().on('GET', '/new/user/me', me());
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: '30일 완성 엑셀 실무' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('back (native bridge, spec section 2)', () => {
  it('on the web goes back in the history', async () => {
    renderRoutes(['/my', '/webview/alarm/class'], { user: anonymousUser });
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(currentPath()).toBe('/my'));
  });

  it('on the web, opened directly, goes home', async () => {
    renderRoutes(['/webview/alarm/class'], { user: anonymousUser });
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it.each([209, 210, 220])(
    'in the app %i posts to the native back handler and stays',
    async (version) => {
      inApp(IOS_APP(version));
      const calls = fakeIosBridge();
      renderRoutes(['/my', '/webview/alarm/class'], { user: anonymousUser });
      await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
      expect(calls).toEqual([['back', {}]]);
      expect(currentPath()).toBe('/webview/alarm/class');
    },
  );

  it('in an Android app calls the BaeumAndroid interface', async () => {
    inApp('Mozilla/5.0 (Linux; Android 14) BaeumApp/220 (Android)');
    const back = jest.fn();
    (window as { BaeumAndroid?: unknown }).BaeumAndroid = { back };
    try {
      renderRoutes(['/webview/alarm/class'], { user: anonymousUser });
      await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
      expect(back).toHaveBeenCalledWith('{}');
    } finally {
      delete (window as { BaeumAndroid?: unknown }).BaeumAndroid;
    }
  });
});

describe('opening a class (class detail is native from app version 210)', () => {
  async function openDrawing(classes: ClassCardData[] = [drawing]) {
    server().on('GET', '/new/user/me', me({ registered_class_list: classes }));
    renderRoutes(['/webview/alarm/class']);
    await userEvent.click(
      await screen.findByRole('button', { name: '왕초보를 위한 아이패드 드로잉 수업 보기' }),
    );
  }

  it('on the web opens the class page', async () => {
    await openDrawing();
    await waitFor(() => expect(currentPath()).toBe('/class/7'));
  });

  it('in app 209 does not post and opens the web class page instead', async () => {
    inApp(IOS_APP(209));
    const calls = fakeIosBridge();
    await openDrawing();
    await waitFor(() => expect(currentPath()).toBe('/class/7'));
    expect(calls).toEqual([]);
  });

  it.each([210, 220])(
    'in app %i posts { classId } to the native class detail and stays',
    async (version) => {
      inApp(IOS_APP(version));
      const calls = fakeIosBridge();
      await openDrawing();
      expect(calls).toEqual([['classDetail', { classId: 7 }]]);
      expect(currentPath()).toBe('/webview/alarm/class');
    },
  );
});
