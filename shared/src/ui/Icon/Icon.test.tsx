import { render, screen } from '@testing-library/react';
import { Icon } from './Icon';
import { IconSprite } from './IconSprite';
import { ICON_NAMES } from './iconPaths';

describe('icon sprite (spec §1)', () => {
  it('holds the icons the spec lists, each as a symbol with drawn paths', () => {
    const { container } = render(<IconSprite />);
    for (const name of [
      'logo',
      'kakao',
      'naver',
      'facebook',
      'bookmark',
      'helpful',
      'reply',
      'star',
      'upload',
      'alarm',
      'chat',
      'community',
      'curriculum',
      'dashboard',
      'feedback',
      'home',
      'search',
      'close',
      'back',
      'arrow-left',
      'arrow-right',
    ]) {
      const symbol = container.querySelector(`symbol#icon-${name}`);
      expect(symbol).not.toBeNull();
      expect(symbol!.querySelectorAll('path').length).toBeGreaterThan(0);
    }
    expect(container.querySelectorAll('symbol')).toHaveLength(ICON_NAMES.length);
  });

  it('keeps the sprite itself out of the accessibility tree', () => {
    const { container } = render(<IconSprite />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('has only valid path data (no NaN from the circle helper)', () => {
    const { container } = render(<IconSprite />);
    for (const path of container.querySelectorAll('path')) {
      const d = path.getAttribute('d')!;
      expect(d).toMatch(/^M/);
      expect(d).not.toMatch(/NaN|undefined|Infinity/);
    }
  });
});

describe('Icon', () => {
  it('references the sprite symbol', () => {
    const { container } = render(<Icon name="bookmark" />);
    expect(container.querySelector('use')).toHaveAttribute('href', '#icon-bookmark');
  });

  it('is decorative without a title', () => {
    const { container } = render(<Icon name="star" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its title', () => {
    render(<Icon name="alarm" title="알림" size={20} />);
    const img = screen.getByRole('img', { name: '알림' });
    expect(img).toHaveAttribute('width', '20');
  });
});
