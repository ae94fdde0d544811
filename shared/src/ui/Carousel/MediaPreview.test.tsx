import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { AppProviders } from '../../platform/AppProviders';
import { openModal } from '../../state/modal';
import { registerModal } from '../Modal/modalRegistry';
import { MediaPreview } from './index';

// Swiper itself loads under jest (the preset transforms its .mjs files), but it measures slides
// jsdom never lays out and sets React state outside act(). The stand-in keeps only the part the
// preview relies on: slideNext / slidePrev move an index and call onSlideChange({ activeIndex }),
// as Swiper does; slides are plain divs.
jest.mock('swiper/react', () => ({
  Swiper: ({
    children,
    initialSlide = 0,
    onSwiper,
    onSlideChange,
  }: {
    children: ReactNode;
    initialSlide?: number;
    onSwiper?: (s: unknown) => void;
    onSlideChange?: (s: { activeIndex: number }) => void;
  }) => {
    const index = useRef(initialSlide);
    useEffect(() => {
      const move = (by: number) => {
        index.current += by;
        onSlideChange?.({ activeIndex: index.current });
      };
      onSwiper?.({ slideNext: () => move(1), slidePrev: () => move(-1) });
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return <div>{children}</div>;
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
jest.mock('swiper/modules', () => ({ A11y: {}, Keyboard: {} }));

const photos = ['/images/feed/1_1.svg', '/images/feed/1_2.svg', '/images/feed/1_3.svg'];

function renderOpener() {
  registerModal('MediaPreview', MediaPreview);
  render(
    <AppProviders>
      <button
        type="button"
        onClick={() =>
          openModal('MediaPreview', {
            photos,
            index: 1,
            alt: (n: number) => `김배움님의 사진 ${n}`,
          })
        }
      >
        사진 보기
      </button>
    </AppProviders>,
  );
}

it('opens at the tapped photo, says where it is, and moves with 이전/다음', async () => {
  renderOpener();
  await userEvent.click(screen.getByRole('button', { name: '사진 보기' }));
  const dialog = await screen.findByRole('dialog', { name: '사진 크게 보기' });
  expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: '다음 사진' }));
  expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '다음 사진' })).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('button', { name: '이전 사진' }));
  await userEvent.click(within(dialog).getByRole('button', { name: '이전 사진' }));
  expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '이전 사진' })).toBeDisabled();
  expect(
    within(dialog)
      .getAllByRole('img')
      .map((i) => i.getAttribute('alt')),
  ).toEqual(['김배움님의 사진 1', '김배움님의 사진 2', '김배움님의 사진 3']);
});

it('a tap zooms the photo and another tap puts it back', async () => {
  renderOpener();
  await userEvent.click(screen.getByRole('button', { name: '사진 보기' }));
  const dialog = await screen.findByRole('dialog', { name: '사진 크게 보기' });
  const zoom = within(dialog).getByRole('button', { name: '김배움님의 사진 2 확대하기' });
  await userEvent.click(zoom);
  expect(zoom).toHaveAttribute('aria-pressed', 'true');
  expect(zoom).toHaveAccessibleName('김배움님의 사진 2 원래 크기로');
  await userEvent.click(zoom);
  expect(zoom).toHaveAttribute('aria-pressed', 'false');
});

it('Escape closes it and focus goes back to what opened it', async () => {
  renderOpener();
  const opener = screen.getByRole('button', { name: '사진 보기' });
  await userEvent.click(opener);
  await screen.findByRole('dialog', { name: '사진 크게 보기' });
  await act(async () => {
    await userEvent.keyboard('{Escape}');
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
});
