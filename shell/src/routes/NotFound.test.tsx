// A path no remote owns (issue #38): the shell's not-found page is titled like every page.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFound } from './NotFound';

it('sets the Korean title "페이지를 찾을 수 없어요 · 배움"', () => {
  render(
    <MemoryRouter>
      <NotFound />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' })).toBeVisible();
  expect(document.title).toBe('페이지를 찾을 수 없어요 · 배움');
});
