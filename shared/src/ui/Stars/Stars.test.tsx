import { render, screen } from '@testing-library/react';
import { STAR_SIZES, Stars } from './Stars';

describe('Stars', () => {
  it('is named by the rating rounded up to one decimal', () => {
    render(<Stars rating={4.01} />);
    expect(screen.getByRole('img', { name: '별점 4.1점' })).toBeInTheDocument();
  });

  it('fills the stars in proportion to the rating', () => {
    const { container } = render(<Stars rating={4.5} />);
    expect(screen.getByRole('img', { name: '별점 4.5점' })).toBeInTheDocument();
    expect(container.querySelector('.stars__fill')).toHaveStyle({ width: '90%' });
  });

  it.each(STAR_SIZES)('draws five stars of %i px', (size) => {
    const { container } = render(<Stars rating={3} size={size} />);
    const base = container.querySelectorAll('.stars__base svg');
    expect(base).toHaveLength(5);
    expect(base[0]).toHaveAttribute('width', String(size));
  });

  it('offers the sizes of spec §9', () => {
    expect(STAR_SIZES).toEqual([16, 20, 30, 40, 50]);
  });

  it('prints the score when asked', () => {
    const { container } = render(<Stars rating={4} showScore />);
    expect(container).toHaveTextContent('4.0');
  });

  it('shows zero for a missing rating', () => {
    render(<Stars rating={null} />);
    expect(screen.getByRole('img', { name: '별점 0.0점' })).toBeInTheDocument();
  });
});
