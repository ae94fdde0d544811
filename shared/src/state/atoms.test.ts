import { anonymousUser, toUserInfo } from '../api/user';
import type { ClassCardData } from '../api/types';
import type { CurrentUserWire } from '../api/user';
import { createVisitorRecord } from '../api/tracking';
import { alarmAtom, toggleAlarmAtom } from './alarm';
import { dataMiningAtom, isTrackingReady } from './dataMining';
import { getStore, resetStore } from './jotai';
import { closeModal, closeModalAtom, modalStackAtom, openModal } from './modal';
import { defaultAppPush } from './settings';
import { hideToast, showToast, toastAtom } from './toast';
import { setAnonymousUser, setUserFromServer, userAtom } from './user';

beforeEach(() => {
  resetStore();
});

const me = (fields: Partial<CurrentUserWire> = {}): CurrentUserWire => ({
  user_id: 12,
  user_info: { user_name: '김배움' },
  user_photo: '/images/u12.svg',
  email: 'learner@example.kr',
  phone: '010-1234-5678',
  coach_yn: 'N',
  class_list: [],
  ...fields,
});

describe('user', () => {
  it('starts unloaded, with no id', () => {
    expect(getStore().get(userAtom)).toMatchObject({ isLoaded: false, id: null, isCoach: false });
    expect(getStore().get(userAtom).isLoaded).toBe(false);
  });

  it('builds the user info from user_id, user_info.user_name, user_photo, email, phone and coach_yn', () => {
    setUserFromServer(me());
    expect(getStore().get(userAtom)).toEqual({
      isLoaded: true,
      id: 12,
      name: '김배움',
      photo: '/images/u12.svg',
      email: 'learner@example.kr',
      phone: '010-1234-5678',
      isCoach: false,
      isShowRequirementModal: false,
    });
    expect(getStore().get(userAtom).id).not.toBeNull();
  });

  it('marks a coach from coach_yn Y', () => {
    expect(toUserInfo(me({ coach_yn: 'Y' })).isCoach).toBe(true);
  });

  it('asks for the requirement modal when the user has registered classes but no email', () => {
    const withClasses = { class_list: [{ class_id: 1 } as ClassCardData] };
    expect(toUserInfo(me({ ...withClasses, email: '' })).isShowRequirementModal).toBe(true);
    expect(toUserInfo(me({ ...withClasses, email: null })).isShowRequirementModal).toBe(true);
    expect(toUserInfo(me({ ...withClasses })).isShowRequirementModal).toBe(false);
    expect(toUserInfo(me({ class_list: [], email: '' })).isShowRequirementModal).toBe(false);
    expect(toUserInfo(me({ class_list: null, email: '' })).isShowRequirementModal).toBe(false);
  });

  it('is loaded with no user after a failed startup token lookup', () => {
    setAnonymousUser();
    expect(getStore().get(userAtom)).toEqual(anonymousUser);
    expect(getStore().get(userAtom).isLoaded).toBe(true);
    expect(getStore().get(userAtom).id).toBeNull();
  });
});

describe('modal stack', () => {
  it('pushes modals and lets only one per name be open', () => {
    expect(openModal('Search')).toBe(true);
    expect(openModal('Login', { returnTo: '/my' })).toBe(true);
    expect(openModal('Search')).toBe(false);
    expect(getStore().get(modalStackAtom)).toEqual([
      { name: 'Search' },
      { name: 'Login', props: { returnTo: '/my' } },
    ]);
    expect(getStore().get(modalStackAtom)).not.toHaveLength(0);
  });

  it('pops the last one on back', () => {
    openModal('Search');
    openModal('ConfirmDialog', { title: 't' });
    expect(getStore().set(closeModalAtom)).toBe(true);
    expect(getStore().get(modalStackAtom).at(-1)).toEqual({ name: 'Search' });
    expect(closeModal()).toBe(true);
    expect(closeModal()).toBe(false);
    expect(getStore().get(modalStackAtom)).toHaveLength(0);
  });

  it('closes a modal by name from anywhere in the stack', () => {
    openModal('Search');
    openModal('Share');
    closeModal('Search');
    expect(getStore().get(modalStackAtom)).toEqual([{ name: 'Share' }]);
  });
});

describe('toast', () => {
  it('holds type, title and message, for 2000 ms by default', () => {
    const toast = showToast({ title: '저장', message: '저장했어요' });
    expect(getStore().get(toastAtom)).toEqual({
      id: toast.id,
      type: 'info',
      title: '저장',
      message: '저장했어요',
      duration: 2000,
    });
  });

  it('replaces the old toast with a new one that the host can tell apart', () => {
    const first = showToast({ message: 'a' });
    const second = showToast({ type: 'error', message: 'a', duration: 500 });
    expect(second.id).not.toBe(first.id);
    expect(getStore().get(toastAtom)).toMatchObject({ type: 'error', duration: 500 });
    hideToast();
    expect(getStore().get(toastAtom)).toBeNull();
  });
});

describe('app-push defaults', () => {
  it('has the 8 app-push flags, all OFF', () => {
    expect(defaultAppPush).toEqual({
      advertising: false,
      helpful: false,
      cheer: false,
      point: false,
      friend: false,
      reply: false,
      chat: false,
      community: false,
    });
  });
});

describe('alarm', () => {
  it('defaults to every day at 8:00 PM, on', () => {
    expect(getStore().get(alarmAtom)).toEqual({
      selectedClassId: null,
      selectedTime: {
        days: { sun: true, mon: true, tue: true, wed: true, thu: true, fri: true, sat: true },
        ampm: 'PM',
        hour: 8,
        minute: 0,
      },
      isOn: true,
    });
  });

  it('can be toggled off and on', () => {
    getStore().set(toggleAlarmAtom);
    expect(getStore().get(alarmAtom).isOn).toBe(false);
    getStore().set(toggleAlarmAtom, true);
    expect(getStore().get(alarmAtom).isOn).toBe(true);
  });
});

describe('dataMining', () => {
  it('starts INITIAL with a WEB record', () => {
    const { mode, record } = getStore().get(dataMiningAtom);
    expect(mode).toBe('INITIAL');
    expect(record.device).toBe('WEB');
    expect(record.clickedItems).toEqual([]);
  });

  it('is READY only once every listed group of class info is non-empty', () => {
    expect(isTrackingReady(createVisitorRecord())).toBe(false);
    expect(
      isTrackingReady(createVisitorRecord({ classInfo: { recommend: [1], keyword: [] } })),
    ).toBe(false);
    expect(
      isTrackingReady(createVisitorRecord({ classInfo: { recommend: [1], keyword: [2] } })),
    ).toBe(true);
  });
});
