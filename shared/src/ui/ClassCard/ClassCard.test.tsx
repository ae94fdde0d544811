import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassCardData } from '../../api/types';
import { ClassCard } from './ClassCard';
import { CLASS_CARD_SKELETON_COUNT, ClassCardList } from './ClassCardList';
import { toClassCardView } from './classCardView';

const yoga: ClassCardData = {
  class_id: 101,
  class_name: '하루 10분, 집에서 시작하는 요가 기초 클래스',
  class_photo: 'https://cdn.baeum.kr/class/101/cover.jpg',
  image_small: 'https://cdn.baeum.kr/class/101/banner.png',
  coach_id: 7,
  coach_name: '김하나',
  coach_photo: 'https://cdn.baeum.kr/user/7.jpg',
  curriculum_cnt: 24,
  payment_info_data1: 35,
  payment: 12300,
  review_score: 4.01,
  signup_cnt: 1234,
  class_have_status: 'N',
};

describe('ClassCard (spec §2, §3)', () => {
  it('shows the class name as its heading, the coach, the lecture count, discount and monthly price', () => {
    render(<ClassCard item={yoga} href="/class/101" />);
    const card = screen.getByRole('article');
    expect(
      within(card).getByRole('heading', { level: 3, name: yoga.class_name }),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('김하나');
    expect(card).toHaveTextContent('· 24강');
    expect(card).toHaveTextContent('35%');
    expect(card).toHaveTextContent('월 12,300원');
    expect(card).toHaveTextContent('1,234명 수강');
  });

  it('shows the coach avatar with the coach badge', () => {
    render(<ClassCard item={yoga} />);
    expect(screen.getByRole('img', { name: '코치' })).toBeInTheDocument();
  });

  it('shows the rating rounded up to one decimal', () => {
    render(<ClassCard item={yoga} />);
    expect(screen.getByRole('img', { name: '별점 4.1점' })).toBeInTheDocument();
  });

  it('reads the alternative field names: price_sale, payment_price and class_star_avg', () => {
    const other: ClassCardData = {
      ...yoga,
      payment_info_data1: undefined,
      payment: undefined,
      review_score: undefined,
      price_sale: '20',
      payment_price: '9900',
      class_star_avg: '4.95',
    };
    render(<ClassCard item={other} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('20%');
    expect(card).toHaveTextContent('월 9,900원');
    expect(screen.getByRole('img', { name: '별점 5.0점' })).toBeInTheDocument();
  });

  it('hides the discount when there is none, and the rating when there are no reviews', () => {
    render(<ClassCard item={{ ...yoga, payment_info_data1: 0, review_score: 0 }} />);
    const card = screen.getByRole('article');
    expect(card).not.toHaveTextContent('%');
    expect(screen.queryByRole('img', { name: /별점/ })).toBeNull();
  });

  it('links the whole card where the caller says', () => {
    render(<ClassCard item={yoga} href="/class/classDetail/101" />);
    expect(screen.getByRole('link', { name: yoga.class_name })).toHaveAttribute(
      'href',
      '/class/classDetail/101',
    );
  });

  it('lets the caller navigate on click instead', async () => {
    const onClick = jest.fn((_item: ClassCardData, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    render(<ClassCard item={yoga} href="/class/101" onClick={onClick} />);
    await userEvent.click(screen.getByRole('link', { name: yoga.class_name }));
    expect(onClick).toHaveBeenCalledWith(yoga, expect.anything());
  });

  it('is a button when there is only a click handler', async () => {
    const onClick = jest.fn();
    render(<ClassCard item={yoga} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: yoga.class_name }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the class photo as its webp_800 variant, or the small banner in the banner variant', () => {
    const { container, rerender } = render(<ClassCard item={yoga} eagerImage />);
    expect(container.querySelector('img.card__image')).toHaveAttribute(
      'src',
      'https://cdn.baeum.kr/class/101/cover_webp_800.webp',
    );
    expect(screen.getByRole('article')).toHaveClass('card--photo');
    rerender(<ClassCard item={yoga} variant="banner" eagerImage />);
    expect(container.querySelector('img.card__image')).toHaveAttribute(
      'src',
      'https://cdn.baeum.kr/class/101/banner_webp_800.webp',
    );
    expect(screen.getByRole('article')).toHaveClass('card--banner');
  });

  it('has no bookmark toggle unless the caller handles it', () => {
    render(<ClassCard item={yoga} />);
    expect(screen.queryByRole('button', { name: /찜하기/ })).toBeNull();
  });

  it('toggles the bookmark with a pressed button named after the class (spec §4)', async () => {
    const onBookmarkToggle = jest.fn();
    const { rerender } = render(<ClassCard item={yoga} onBookmarkToggle={onBookmarkToggle} />);
    const toggle = screen.getByRole('button', { name: `${yoga.class_name} 찜하기` });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(onBookmarkToggle).toHaveBeenLastCalledWith(yoga, true);

    const saved = { ...yoga, class_have_status: 'Y' as const };
    rerender(<ClassCard item={saved} onBookmarkToggle={onBookmarkToggle} />);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(onBookmarkToggle).toHaveBeenLastCalledWith(saved, false);
  });

  it('treats any status other than Y as not bookmarked', () => {
    for (const status of ['', null, undefined, 'N'] as const) {
      expect(toClassCardView({ ...yoga, class_have_status: status }).bookmarked).toBe(false);
    }
  });

  it('lets the caller override the bookmark state', () => {
    render(<ClassCard item={yoga} bookmarked onBookmarkToggle={jest.fn()} />);
    expect(screen.getByRole('button', { name: /찜하기/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles the bookmark from the keyboard', async () => {
    const onBookmarkToggle = jest.fn();
    render(<ClassCard item={yoga} onBookmarkToggle={onBookmarkToggle} />);
    screen.getByRole('button', { name: /찜하기/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onBookmarkToggle).toHaveBeenCalledWith(yoga, true);
  });
});

describe('ClassCardList', () => {
  const pilates = { ...yoga, class_id: 102, class_name: '필라테스 입문' };

  it('shows exactly 10 blank placeholder cards while loading, marked busy', () => {
    expect(CLASS_CARD_SKELETON_COUNT).toBe(10);
    render(<ClassCardList items={[]} loading />);
    const list = screen.getByRole('list', { name: '클래스를 불러오는 중' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('does not hand a placeholder slot to a class whose id equals its index (no jump across the grid)', () => {
    const { rerender } = render(<ClassCardList items={[]} loading />);
    const fourthPlaceholder = screen.getAllByRole('listitem')[3];
    rerender(<ClassCardList items={[{ ...yoga, class_id: 3 }, pilates]} label="추천 클래스" />);
    const [first] = screen.getAllByRole('listitem');
    expect(first).not.toBe(fourthPlaceholder);
    expect(fourthPlaceholder).not.toBeInTheDocument();
  });

  it('shows a card per class when loaded', () => {
    render(
      <ClassCardList
        items={[yoga, pilates]}
        getHref={(c) => `/class/${c.class_id}`}
        label="추천 클래스"
      />,
    );
    const list = screen.getByRole('list', { name: '추천 클래스' });
    expect(list).not.toHaveAttribute('aria-busy');
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '필라테스 입문' })).toHaveAttribute(
      'href',
      '/class/102',
    );
  });

  it('shows the empty state when loaded with no classes', () => {
    render(<ClassCardList items={[]} empty={<p>검색 결과가 없어요</p>} />);
    expect(screen.getByText('검색 결과가 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
