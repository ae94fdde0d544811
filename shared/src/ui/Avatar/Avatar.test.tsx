import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the photo named after the person', () => {
    render(<Avatar src="https://example.com/p.jpg" name="김하나" />);
    expect(screen.getByRole('img', { name: '김하나 프로필 사진' })).toHaveAttribute(
      'src',
      'https://example.com/p.jpg',
    );
  });

  it('shows the coach badge for coaches only (spec §1)', () => {
    const { rerender } = render(<Avatar name="김하나" isCoach />);
    expect(screen.getByRole('img', { name: '코치' })).toBeInTheDocument();
    rerender(<Avatar name="김하나" />);
    expect(screen.queryByRole('img', { name: '코치' })).toBeNull();
  });

  it('falls back to a placeholder when there is no photo or it fails to load', () => {
    render(<Avatar src="https://example.com/broken.jpg" name="박둘" />);
    fireEvent.error(screen.getByRole('img', { name: '박둘 프로필 사진' }));
    const placeholder = screen.getByRole('img', { name: '박둘 프로필 사진' });
    expect(placeholder.tagName).toBe('SPAN');
  });

  it('is silent when decorative, apart from the coach badge', () => {
    render(<Avatar src="https://example.com/p.jpg" name="김하나" decorative isCoach />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: '코치' })).toBeInTheDocument();
  });
});
