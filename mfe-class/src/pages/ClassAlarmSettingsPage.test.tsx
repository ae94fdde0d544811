/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Not a React hook (it registers jest's beforeAll/afterAll); renamed so the hooks lint agrees.
import { useTestServer as withTestServer } from '@baeum/shared/testing/setup';
import type { Reply } from '@baeum/shared/testing/server';
import { alarmAtom, anonymousUser } from '@baeum/shared';
import { CLASS_ALARMS_STORAGE_KEY } from '../features/class-alarm/alarmStorage';
import { IOS_APP, currentPath, makeClass, renderRoutes } from '../features/class-alarm/testing';

const server = withTestServer();
configure({ asyncUtilTimeout: 5000 });

const DAYS = ['일', '월', '화', '수', '목', '금', '토'];
const drawing: Reply = {
  body: {
    code: 200,
    data: { ...makeClass(7, { class_name: '왕초보를 위한 아이패드 드로잉' }), curriculum: [] },
  },
};

function stored(): Record<string, unknown> {
  return JSON.parse(window.localStorage.getItem(CLASS_ALARMS_STORAGE_KEY) ?? '{}') as Record<
    string,
    unknown
  >;
}

async function openSettings(path = '/webview/alarm/class/7') {
  server().on('GET', '/class-summary', drawing);
  const view = renderRoutes(['/webview/alarm/class', path]);
  await screen.findByRole('heading', { level: 2, name: '왕초보를 위한 아이패드 드로잉' });
  return view;
}

const day = (name: string) => screen.getByRole('button', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: '저장' }));

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { webkit?: unknown }).webkit;
});

describe('the alarm settings of a class', () => {
  it('starts from the default: on, every day, 8:00 PM', async () => {
    const { store } = await openSettings();
    expect(screen.getByRole('heading', { level: 1, name: '알림 설정' })).toBeInTheDocument();
    expect(document.title).toContain('왕초보를 위한 아이패드 드로잉 알림 설정');
    expect(server().requests[0]?.query.get('class_id')).toBe('7');

    expect(screen.getByRole('switch', { name: '수업 알림 받기' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    for (const name of DAYS) expect(day(name)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: '오전 또는 오후' })).toHaveDisplayValue('오후');
    expect(screen.getByRole('combobox', { name: '시' })).toHaveDisplayValue('8시');
    expect(screen.getByRole('combobox', { name: '분' })).toHaveDisplayValue('00분');
    expect(screen.getByText('매일 오후 8:00에 알려 드려요.')).toBeInTheDocument();
    // The shared alarm atom holds what is being edited (spec section 3).
    expect(store.get(alarmAtom)).toMatchObject({
      selectedClassId: 7,
      isOn: true,
      selectedTime: { ampm: 'PM', hour: 8, minute: 0 },
    });
  });

  it('toggles the alarm off and on (spec section 4)', async () => {
    const { store } = await openSettings();
    const toggle = screen.getByRole('switch', { name: '수업 알림 받기' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(store.get(alarmAtom).isOn).toBe(false);
    expect(screen.getByText(/알림이 꺼져 있어요/)).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(store.get(alarmAtom).isOn).toBe(true);
  });

  it('picks the days and the time, and 저장 keeps them on this device with a toast', async () => {
    await openSettings();
    for (const name of ['일', '화', '목', '토']) await userEvent.click(day(name));
    expect(day('일')).toHaveAttribute('aria-pressed', 'false');
    expect(day('월')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '오전 또는 오후' }), '오전');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '시' }), '7시');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '분' }), '30분');
    expect(screen.getByText('월·수·금 오전 7:30에 알려 드려요.')).toBeInTheDocument();
    expect(stored()).toEqual({});

    await save();
    expect(await screen.findByText('알림 설정을 저장했어요')).toBeInTheDocument();
    expect(stored()).toEqual({
      7: {
        isOn: true,
        selectedTime: {
          days: { sun: false, mon: true, tue: false, wed: true, thu: false, fri: true, sat: false },
          ampm: 'AM',
          hour: 7,
          minute: 30,
        },
      },
    });
  });

  it('opens with what was saved, and the list shows it', async () => {
    await openSettings();
    await userEvent.click(day('토'));
    await userEvent.click(day('일'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '시' }), '9시');
    await save();
    await screen.findByText('알림 설정을 저장했어요');

    // Back to the list (on the web: the history entry before), then into the settings again.
    server().on('GET', '/new/user/me', {
      body: {
        code: 200,
        data: {
          user_id: 1,
          user_info: { user_name: '김배움' },
          coach_yn: 'N',
          registered_class_list: [makeClass(7, { class_name: '왕초보를 위한 아이패드 드로잉' })],
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    const list = await screen.findByRole('list', { name: '내 수업 목록' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('평일 오후 9:00');

    await userEvent.click(
      within(list).getByRole('link', { name: '왕초보를 위한 아이패드 드로잉 알림 설정' }),
    );
    await screen.findByRole('heading', { level: 2, name: '왕초보를 위한 아이패드 드로잉' });
    expect(day('토')).toHaveAttribute('aria-pressed', 'false');
    expect(day('월')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: '시' })).toHaveDisplayValue('9시');
  });

  it("keeps each class's alarm apart under one storage key", async () => {
    window.localStorage.setItem(
      CLASS_ALARMS_STORAGE_KEY,
      JSON.stringify({
        12: { isOn: false, selectedTime: { days: {}, ampm: 'AM', hour: 6, minute: 0 } },
      }),
    );
    await openSettings();
    await userEvent.click(screen.getByRole('switch', { name: '수업 알림 받기' }));
    await save();
    await screen.findByText('알림 설정을 저장했어요');
    expect(Object.keys(stored()).sort()).toEqual(['12', '7']);
    expect(stored()['12']).toMatchObject({ isOn: false, selectedTime: { hour: 6 } });
    expect(stored()['7']).toMatchObject({ isOn: false, selectedTime: { hour: 8 } });
  });

  it('does not save an alarm that is on with no day picked', async () => {
    await openSettings();
    for (const name of DAYS) await userEvent.click(day(name));
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '알림을 받을 요일을 하나 이상 골라 주세요.',
    );
    expect(stored()).toEqual({});
    await userEvent.click(day('수'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when this device refuses to store the alarm', async () => {
    await openSettings();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('이 기기에 저장하지 못했어요.');
    expect(screen.queryByText('알림 설정을 저장했어요')).not.toBeInTheDocument();
  });

  it('ignores a broken stored value and starts from the default', async () => {
    window.localStorage.setItem(CLASS_ALARMS_STORAGE_KEY, '{not json');
    await openSettings();
    expect(screen.getByRole('switch', { name: '수업 알림 받기' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('combobox', { name: '시' })).toHaveDisplayValue('8시');
  });

  it('back goes to the list on the web when opened directly', async () => {
    server().on('GET', '/class-summary', drawing);
    renderRoutes(['/webview/alarm/class/7'], { user: anonymousUser });
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(currentPath()).toBe('/webview/alarm/class'));
  });

  it('back posts to the native handler in the app', async () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IOS_APP(209));
    const postMessage = jest.fn();
    (window as { webkit?: unknown }).webkit = { messageHandlers: { back: { postMessage } } };
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(postMessage).toHaveBeenCalledWith({});
    expect(currentPath()).toBe('/webview/alarm/class/7');
  });

  it('asks a signed-out visitor to log in, and comes back to this class after', () => {
    renderRoutes(['/webview/alarm/class/7'], { user: anonymousUser });
    expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/webview/alarm/class/7')}`,
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows a Korean not-found for an unknown class, and never asks about an id that cannot be one', async () => {
    server().on('GET', '/class-summary', {
      status: 404,
      body: { code: 404, message: '클래스가 없습니다' },
    });
    const first = renderRoutes(['/webview/alarm/class/999']);
    expect(await screen.findByText('수업을 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '수업 알림 목록으로' })).toHaveAttribute(
      'href',
      '/webview/alarm/class',
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    first.unmount();

    server().reset();
    renderRoutes(['/webview/alarm/class/abc']);
    expect(screen.getByText('수업을 찾을 수 없어요')).toBeInTheDocument();
    expect(server().requests).toHaveLength(0);
  });

  it('still edits the alarm when the class name cannot load, and 다시 시도 brings it', async () => {
    server().on('GET', '/class-summary', {
      status: 500,
      body: { code: 500, message: '서버 오류' },
    });
    renderRoutes(['/webview/alarm/class/7']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('수업 정보를 불러오지 못했어요.');
    expect(screen.getByRole('switch', { name: '수업 알림 받기' })).toBeInTheDocument();

    server().on('GET', '/class-summary', drawing);
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: '왕초보를 위한 아이패드 드로잉' }),
    ).toBeInTheDocument();
  });
});
