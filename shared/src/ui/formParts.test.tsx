import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormFooter } from './FormFooter/FormFooter';
import { PhotoList } from './PhotoList/PhotoList';
import { getStore } from '../state/jotai';
import { closeModal, modalStackAtom } from '../state/modal';

describe('FormFooter', () => {
  it('announces the last failure and offers 취소 and the submit button', async () => {
    const onCancel = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <FormFooter
          error="저장하지 못했어요"
          cancelLabel="취소"
          onCancel={onCancel}
          submitLabel="등록"
          busy={false}
        />
      </form>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('저장하지 못했어요');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while a submit runs: no failure line, 취소 disabled, submit busy', () => {
    render(<FormFooter cancelLabel="취소" onCancel={jest.fn()} submitLabel="등록" busy />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '취소' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /등록/ })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('PhotoList', () => {
  afterEach(() => void closeModal());

  it('renders nothing without photos', () => {
    const { container } = render(<PhotoList photos={[]} label="사진 0장" alt={(n) => `${n}`} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a named list whose photos open the full-screen preview at the one pressed', async () => {
    const photos = ['/a.jpg', '/b.jpg'];
    render(<PhotoList photos={photos} label="사진 2장" alt={(n) => `사진 ${n}`} />);
    const list = screen.getByRole('list', { name: '사진 2장' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '사진 2' }));
    const [entry] = getStore().get(modalStackAtom);
    expect(entry?.name).toBe('MediaPreview');
    expect(entry?.props).toMatchObject({ photos, index: 1 });
  });
});
