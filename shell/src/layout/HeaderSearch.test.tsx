import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderSearch } from './HeaderSearch';
import { remoteModule } from '../remotes/registry';
import { renderInApp } from '@baeum/shared/testing/render';

jest.mock('../remotes/registry', () => ({
  remoteModule: jest.fn(),
  forgetRemote: jest.fn(),
}));

const mocked = remoteModule as jest.MockedFunction<typeof remoteModule>;

function RealBar() {
  return <input role="combobox" aria-label="클래스 검색" aria-expanded="false" aria-controls="x" />;
}

function renderAt(path: string) {
  return renderInApp(<HeaderSearch />, { path, where: false });
}

const idle = window as unknown as { requestIdleCallback?: unknown };

beforeEach(() => {
  mocked.mockReset();
  mocked.mockResolvedValue({ default: RealBar as never });
  idle.requestIdleCallback = (cb: () => void) => window.setTimeout(cb, 0);
});

afterEach(() => {
  delete idle.requestIdleCallback;
  delete (navigator as unknown as { connection?: unknown }).connection;
});

test('on mfe-search’s own pages the bar is requested at once', async () => {
  renderAt('/');
  expect(mocked).toHaveBeenCalledWith('mfe_search/SearchBar');
  expect(await screen.findByRole('combobox', { name: '클래스 검색' })).toBeInTheDocument();
});

test('elsewhere the plain field shows first and the bar loads once the page is idle', async () => {
  renderAt('/community');
  expect(screen.getByRole('searchbox', { name: '클래스 검색' })).toBeInTheDocument();
  expect(mocked).not.toHaveBeenCalled();
  expect(await screen.findByRole('combobox', { name: '클래스 검색' })).toBeInTheDocument();
  expect(new Set(mocked.mock.calls.map(([id]) => id))).toEqual(new Set(['mfe_search/SearchBar']));
});

test('the plain field is a plain search form too (GET /search?keyword=), for the page before the app', () => {
  renderAt('/community');
  const form = screen.getByRole<HTMLFormElement>('search');
  expect(form).toHaveAttribute('action', '/search');
  expect(form.method).toBe('get');
  expect(screen.getByRole('searchbox', { name: '클래스 검색' })).toHaveAttribute('name', 'keyword');
});

test('with Save-Data the bar loads only when the field is focused', async () => {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  renderAt('/class/1');
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(mocked).not.toHaveBeenCalled();
  const user = userEvent.setup();
  await user.click(screen.getByRole('searchbox', { name: '클래스 검색' }));
  expect(mocked).toHaveBeenCalledWith('mfe_search/SearchBar');
});

test('the bar never replaces the plain field while someone is typing in it', async () => {
  let resolve: (m: { default: never }) => void = () => {};
  const pending = new Promise<{ default: never }>((r) => (resolve = r));
  mocked.mockReturnValue(pending);
  renderAt('/community');
  const user = userEvent.setup();
  const field = screen.getByRole('searchbox', { name: '클래스 검색' });
  await user.type(field, '요가');
  await act(async () => resolve({ default: RealBar as never }));
  expect(screen.getByRole('searchbox', { name: '클래스 검색' })).toHaveValue('요가');
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

  await user.clear(field);
  await act(async () => field.blur());
  expect(
    await screen.findByRole('combobox', { name: '클래스 검색' }, { timeout: 3000 }),
  ).toBeInTheDocument();
});

test('with mfe-search down the plain field is never swapped for another: what is typed stays', async () => {
  let reject: (e: Error) => void = () => {};
  mocked.mockReturnValue(new Promise((_, r) => (reject = r)));
  renderAt('/');
  const field = screen.getByRole('searchbox', { name: '클래스 검색' });
  await act(async () => reject(new Error('down')));
  await act(() => new Promise((r) => setTimeout(r, 20)));
  // The same element: text typed while the failure lands is not lost with a replaced field.
  expect(screen.getByRole('searchbox', { name: '클래스 검색' })).toBe(field);
  const user = userEvent.setup();
  await user.type(field, '요가');
  await act(async () => field.blur());
  expect(screen.getByRole('searchbox', { name: '클래스 검색' })).toHaveValue('요가');
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
});
