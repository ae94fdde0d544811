import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, resetStore } from '../../state/jotai';
import { showToast, toastAtom } from '../../state/toast';
import { TOAST_SHOW_DELAY_MS, ToastHost } from './ToastHost';

function renderHost() {
  const store = resetStore();
  render(
    <Provider store={store}>
      <ToastHost />
    </Provider>,
  );
  return store;
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const dismissButton = () => screen.queryByRole('button', { name: '알림 닫기' });
const region = () => screen.getByRole('status');

describe('ToastHost (spec §2, §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the type, title and message 50 ms after it is asked for', () => {
    renderHost();
    act(() => void showToast({ type: 'success', title: '완료', message: '찜 목록에 담았어요' }));
    wait(TOAST_SHOW_DELAY_MS - 1);
    expect(dismissButton()).toBeNull();
    expect(region()).toBeEmptyDOMElement();
    wait(1);
    expect(TOAST_SHOW_DELAY_MS).toBe(50);
    expect(region()).toHaveTextContent('완료');
    expect(region()).toHaveTextContent('찜 목록에 담았어요');
    expect(screen.getByRole('img', { name: '완료' })).toBeInTheDocument(); // the type's icon
    expect(dismissButton()).toBeInTheDocument();
  });

  it('hides after 2000 ms by default and clears the toast state', () => {
    const store = renderHost();
    act(() => void showToast({ message: '저장했어요' }));
    wait(50 + 1999);
    expect(region()).toHaveTextContent('저장했어요');
    wait(1);
    expect(region()).toBeEmptyDOMElement();
    expect(store.get(toastAtom)).toBeNull();
  });

  it('hides after the given duration', () => {
    renderHost();
    act(() => void showToast({ message: '복사했어요', duration: 500 }));
    wait(50 + 499);
    expect(region()).toHaveTextContent('복사했어요');
    wait(1);
    expect(region()).toBeEmptyDOMElement();
  });

  it('a new toast clears the old one and its timer, then shows after 50 ms', () => {
    renderHost();
    act(() => void showToast({ message: '첫 번째' }));
    wait(1000);
    act(() => void showToast({ message: '두 번째' }));
    expect(region()).toBeEmptyDOMElement(); // the old one is gone at once
    wait(50);
    expect(region()).toHaveTextContent('두 번째');
    expect(region()).not.toHaveTextContent('첫 번째');
    wait(1050); // when the first toast's timer would have fired
    expect(region()).toHaveTextContent('두 번째');
    wait(950); // 2000 ms after the second one showed
    expect(region()).toBeEmptyDOMElement();
  });

  it('restarts for the same message asked for again', () => {
    renderHost();
    act(() => void showToast({ message: '같은 알림' }));
    wait(1500);
    act(() => void showToast({ message: '같은 알림' }));
    wait(50 + 1000);
    expect(region()).toHaveTextContent('같은 알림');
  });

  it('is dismissed by a tap on the overlay', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const store = renderHost();
    act(
      () => void showToast({ type: 'error', title: '오류', message: '잠시 후 다시 시도해 주세요' }),
    );
    wait(50);
    await user.click(dismissButton()!);
    expect(region()).toBeEmptyDOMElement();
    expect(store.get(toastAtom)).toBeNull();
  });

  it('does not let a dismissed toast’s timer hide the next one', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHost();
    act(() => void showToast({ message: '하나' }));
    wait(50);
    await user.click(dismissButton()!);
    wait(1000);
    act(() => void showToast({ message: '둘' }));
    wait(50 + 1500);
    expect(region()).toHaveTextContent('둘');
  });

  it('keeps the live region mounted while idle, so each toast is announced', () => {
    renderHost();
    expect(region()).toHaveAttribute('aria-live', 'polite');
  });
});
