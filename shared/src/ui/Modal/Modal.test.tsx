import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

function Page({ onClose = jest.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        공유하기
      </button>
      {open && (
        <Modal
          title="클래스 공유"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <button type="button">카카오톡</button>
          <button type="button">링크 복사</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal (spec §2, dialog pattern)', () => {
  it('is a modal dialog named by its title, rendered in a portal on <body>', async () => {
    const { container } = render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: '공유하기' }));
    const dialog = screen.getByRole('dialog', { name: '클래스 공유' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
  });

  it('moves focus into the dialog, to its first control', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: '공유하기' }));
    expect(screen.getByRole('button', { name: '카카오톡' })).toHaveFocus();
  });

  it('keeps Tab cycling inside the dialog, both ways', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    const close = screen.getByRole('button', { name: '닫기' });
    const kakao = screen.getByRole('button', { name: '카카오톡' });
    const copy = screen.getByRole('button', { name: '링크 복사' });

    await user.tab();
    expect(copy).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wraps from the last control to the first
    await user.tab();
    expect(kakao).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(copy).toHaveFocus(); // and from the first back to the last
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: '공유하기' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with the 닫기 button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a tap on the dim background', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    await user.click(document.querySelector('.modal__backdrop')!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks page scrolling while open and restores it after', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'scroll';
    render(<Page />);
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('does not lock scrolling in the in-app web view', async () => {
    const ua = jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) BaeumApp/220 (iOS)');
    try {
      render(<Page />);
      await userEvent.click(screen.getByRole('button', { name: '공유하기' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(document.body.style.overflow).toBe('');
    } finally {
      ua.mockRestore();
    }
  });

  it('only the top dialog answers Escape and traps focus', async () => {
    const user = userEvent.setup();
    const closeLower = jest.fn();
    const closeUpper = jest.fn();
    render(
      <>
        <Modal title="아래" onClose={closeLower}>
          <button type="button">아래 버튼</button>
        </Modal>
        <Modal title="위" onClose={closeUpper}>
          <button type="button">위 버튼</button>
        </Modal>
      </>,
    );
    expect(screen.getByRole('button', { name: '위 버튼' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(closeUpper).toHaveBeenCalledTimes(1);
    expect(closeLower).not.toHaveBeenCalled();
  });

  it('focuses the dialog itself when it has no controls', () => {
    render(
      <Modal title="안내" onClose={jest.fn()} hideCloseButton>
        <p>내용</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: '안내' })).toHaveFocus();
  });

  it('focuses the element marked data-autofocus first', () => {
    render(
      <Modal title="확인" onClose={jest.fn()}>
        <button type="button">취소</button>
        <button type="button" data-autofocus="">
          확인
        </button>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
  });

  it('keeps a hidden title as the accessible name', () => {
    render(
      <Modal title="검색" hideTitle onClose={jest.fn()}>
        <p>내용</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: '검색' })).toBeInTheDocument();
  });

  it('brings focus back when something outside grabs it', () => {
    render(
      <>
        <button type="button">바깥</button>
        <Modal title="안내" onClose={jest.fn()}>
          <button type="button">안쪽</button>
        </Modal>
      </>,
    );
    act(() => screen.getByRole('button', { name: '바깥', hidden: true }).focus());
    expect(screen.getByRole('dialog')).toHaveFocus();
  });
});
