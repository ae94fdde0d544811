import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, resetStore } from '../../state/jotai';
import { modalStackAtom, openModal, closeModal } from '../../state/modal';
import { Modal } from './Modal';
import { ModalHost } from './ModalHost';
import type { ModalComponentProps } from './modalRegistry';
import { registerModal } from './modalRegistry';

function SearchOverlay({ close }: ModalComponentProps) {
  return (
    <Modal title="검색" variant="fullscreen" onClose={close}>
      <button type="button">요가</button>
    </Modal>
  );
}

function ShareModal({ props, close }: ModalComponentProps<{ className: string }>) {
  return (
    <Modal title={`${props.className} 공유`} onClose={close}>
      <button type="button">링크 복사</button>
    </Modal>
  );
}

const unregister: Array<() => void> = [];

function renderHost() {
  const store = resetStore();
  render(
    <Provider store={store}>
      <button type="button">열기</button>
      <ModalHost />
    </Provider>,
  );
  return store;
}

const back = () => act(() => window.history.back());

describe('ModalHost (spec §2)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    unregister.push(registerModal('Search', SearchOverlay), registerModal('Share', ShareModal));
  });
  afterEach(() => {
    act(() => unregister.splice(0).forEach((fn) => fn()));
  });

  it('shows the component a remote registered for the opened kind, with its props', () => {
    renderHost();
    act(() => void openModal('Share', { className: '요가 기초' }));
    expect(screen.getByRole('dialog', { name: '요가 기초 공유' })).toBeInTheDocument();
  });

  it('opens only one modal per name', () => {
    const store = renderHost();
    act(() => void openModal('Search'));
    act(() => void openModal('Search'));
    expect(screen.getAllByRole('dialog', { name: '검색' })).toHaveLength(1);
    expect(store.get(modalStackAtom)).toHaveLength(1);
  });

  it('stacks modals; Escape closes only the top one', async () => {
    const user = userEvent.setup();
    const store = renderHost();
    act(() => void openModal('Search'));
    act(() => void openModal('Share', { className: '요가' }));
    expect(screen.getByRole('button', { name: '링크 복사' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(store.get(modalStackAtom).map((m) => m.name)).toEqual(['Search']);
    expect(screen.getByRole('dialog', { name: '검색' })).toBeInTheDocument();
    // focus goes back to where it was in the modal below
    expect(screen.getByRole('button', { name: '요가' })).toHaveFocus();
  });

  it('pushes a history entry per modal and browser back pops the last one', async () => {
    const store = renderHost();
    const before = window.history.length;
    act(() => void openModal('Search'));
    act(() => void openModal('Share', { className: '요가' }));
    expect(window.history.length).toBeGreaterThanOrEqual(before + 1);
    expect(window.history.state).toEqual({ baeumModal: 2 });

    back();
    await waitFor(() => expect(store.get(modalStackAtom).map((m) => m.name)).toEqual(['Search']));
    back();
    await waitFor(() => expect(store.get(modalStackAtom)).toEqual([]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.history.state).toBeNull(); // back where the page was
  });

  it('consumes the history entry when a modal is closed on the page, so back then leaves no dead step', async () => {
    const store = renderHost();
    const path = window.location.pathname;
    act(() => void openModal('Search'));
    expect(window.history.state).toHaveProperty('baeumModal');
    act(() => void closeModal('Search'));
    await waitFor(() => expect(window.history.state).toBeNull());
    expect(store.get(modalStackAtom)).toEqual([]);
    expect(window.location.pathname).toBe(path);
  });

  it('leaves history alone when the page navigated before the modal closed', async () => {
    renderHost();
    act(() => void openModal('Search'));
    act(() => window.history.pushState({ key: 'route' }, '', '/search?keyword=%EC%9A%94%EA%B0%80'));
    act(() => void closeModal('Search'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.search).toBe('?keyword=%EC%9A%94%EA%B0%80');
    act(() => window.history.replaceState(null, '', '/'));
  });

  it('returns focus to the element that opened the modal', async () => {
    const user = userEvent.setup();
    renderHost();
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    act(() => void openModal('Search'));
    expect(screen.getByRole('button', { name: '요가' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('shows a modal opened before its remote registered it, once registered', () => {
    act(() => unregister.splice(0).forEach((fn) => fn()));
    renderHost();
    act(() => void openModal('Search'));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void unregister.push(registerModal('Search', SearchOverlay)));
    expect(screen.getByRole('dialog', { name: '검색' })).toBeInTheDocument();
  });

  it('provides the ConfirmDialog kind: 확인 confirms, 취소 cancels, both close', async () => {
    const user = userEvent.setup();
    const store = renderHost();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    act(
      () => void openModal('ConfirmDialog', { message: '댓글을 삭제할까요?', onConfirm, onCancel }),
    );
    const dialog = screen.getByRole('alertdialog', { name: '댓글을 삭제할까요?' });
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog).not.toBeInTheDocument();

    act(
      () =>
        void openModal('ConfirmDialog', {
          title: '삭제',
          message: '댓글을 삭제할까요?',
          onConfirm,
          onCancel,
        }),
    );
    expect(screen.getByRole('alertdialog', { name: '삭제' })).toHaveAccessibleDescription(
      '댓글을 삭제할까요?',
    );
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(store.get(modalStackAtom)).toEqual([]);
  });

  it('provides the AlertDialog kind with a single 확인', async () => {
    const user = userEvent.setup();
    const store = renderHost();
    act(() => void openModal('AlertDialog', { message: '저장되었어요.' }));
    expect(screen.getByRole('alertdialog', { name: '저장되었어요.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '취소' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(store.get(modalStackAtom)).toEqual([]);
  });
});
