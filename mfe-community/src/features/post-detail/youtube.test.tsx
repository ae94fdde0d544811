import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { YouTubeVideo } from './components/YouTubeVideo';
import { youtubeId } from './youtube';

describe('youtubeId', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('takes the id of %s', (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });

  it.each([
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/watch?v=short',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(youtubeId(url)).toBeNull();
  });
});

it('shows a still until asked, then the privacy-enhanced player', async () => {
  render(<YouTubeVideo id="dQw4w9WgXcQ" />);
  expect(document.querySelector('iframe')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: '유튜브 영상 재생' }));
  const frame = screen.getByTitle('게시글의 유튜브 영상');
  expect(frame).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
  );
});
