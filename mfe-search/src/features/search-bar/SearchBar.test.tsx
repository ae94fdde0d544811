/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '../../testing/fakeApi';
import { currentUrl, renderWithApp, useFakeApi, visited } from '../../testing/setup';
import { SearchBar } from './SearchBar';
import { SUGGEST_DEBOUNCE_MS } from './hooks/useSuggestions';

const api = useFakeApi();
const SUGGEST = '/rec/api/v1/class/search_suggest';

const combobox = () => screen.getByRole('combobox', { name: '클래스 검색' });
const listbox = () => screen.getByRole('listbox', { name: '추천 검색어', hidden: true });
const suggestCalls = () => api().calls('POST', SUGGEST);
// jsdom's name computation puts a blank between the highlighted span and the rest of a word,
// so options with a highlight inside a word are found by their text.
const byText = (text: string) => (_name: string, element: Element) => element.textContent === text;

/** Waits real time for the loopback (fake timers do not move sockets). */
async function until(check: () => boolean, timeoutMs = 2000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await sleep(5);
  }
}

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('SearchBar basics', () => {
  it('asks what the user wants to learn, inside a labelled search form', () => {
    renderWithApp(<SearchBar />);
    expect(screen.getByRole('search', { name: '클래스 검색' })).toBeInTheDocument();
    expect(combobox()).toHaveAttribute('placeholder', '무엇을 배우고 싶으세요?');
  });

  it('is a plain search form as well (GET /search?keyword=), for the page before the app', () => {
    renderWithApp(<SearchBar />);
    const form = screen.getByRole<HTMLFormElement>('search', { name: '클래스 검색' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form.method).toBe('get');
    expect(combobox()).toHaveAttribute('name', 'keyword');
  });

  it('submits with Enter, removing # characters before navigating', async () => {
    renderWithApp(<SearchBar />);
    await userEvent.type(combobox(), '#요가#  {Enter}');
    expect(currentUrl()).toBe('/search?keyword=요가');
    expect(combobox()).toHaveValue('요가');
  });

  it('submits with the search button', async () => {
    renderWithApp(<SearchBar />);
    await userEvent.type(combobox(), '드로잉');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(currentUrl()).toBe('/search?keyword=드로잉');
  });

  it('does not navigate for a keyword that is only # and blanks', async () => {
    renderWithApp(<SearchBar />);
    await userEvent.type(combobox(), ' ## {Enter}');
    expect(currentUrl()).toBe('/');
  });

  it('shows the clear button only when the trimmed text is non-empty', async () => {
    renderWithApp(<SearchBar />);
    expect(screen.queryByRole('button', { name: '검색어 지우기' })).toBeNull();
    await userEvent.type(combobox(), '   ');
    expect(screen.queryByRole('button', { name: '검색어 지우기' })).toBeNull();
    await userEvent.type(combobox(), '요');
    await userEvent.click(screen.getByRole('button', { name: '검색어 지우기' }));
    expect(combobox()).toHaveValue('');
    expect(combobox()).toHaveFocus();
    expect(screen.queryByRole('button', { name: '검색어 지우기' })).toBeNull();
  });

  it('shows the keyword of the results page it is on', () => {
    renderWithApp(<SearchBar />, { path: '/search?keyword=%EC%9A%94%EA%B0%80' });
    expect(combobox()).toHaveValue('요가');
  });

  it('has a back button only when asked for one', async () => {
    const onBack = jest.fn();
    const { unmount } = renderWithApp(<SearchBar />);
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
    unmount();
    renderWithApp(<SearchBar onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('is hidden when the shell says so (the iPad app)', () => {
    renderWithApp(<SearchBar hidden />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('is hidden in the iPad app, detected from the user agent', () => {
    const ua = jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPad) BaeumApp/220 (iPad)');
    try {
      renderWithApp(<SearchBar />);
      expect(screen.queryByRole('combobox')).toBeNull();
    } finally {
      ua.mockRestore();
    }
  });
});

describe('autocomplete', () => {
  it('fetches suggestions 400 ms after the last key, not before', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithApp(<SearchBar />);
    await user.type(combobox(), '요가');
    act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1));
    await sleep(60);
    expect(suggestCalls()).toHaveLength(0);

    act(() => jest.advanceTimersByTime(1));
    await until(() => suggestCalls().length === 1);
    expect(suggestCalls()[0]!.json).toEqual({ keyword: '요가' });
    jest.useRealTimers();
    expect(await screen.findByRole('option', { name: '요가 기초' })).toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('sends one request for a burst of typing', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithApp(<SearchBar />);
    for (const char of ['영', '어', '회', '화']) {
      await user.type(combobox(), char);
      act(() => jest.advanceTimersByTime(200));
    }
    act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
    await until(() => suggestCalls().length >= 1);
    await sleep(60);
    expect(suggestCalls().map((call) => call.json.keyword)).toEqual(['영어회화']);
  });

  it('asks for suggestions of the keyword without #', async () => {
    renderWithApp(<SearchBar />);
    await userEvent.type(combobox(), '#필라테스');
    await screen.findByRole('option', { name: '필라테스 기초' });
    expect(suggestCalls().at(-1)!.json).toEqual({ keyword: '필라테스' });
  });

  it('stays closed for blank text', async () => {
    renderWithApp(<SearchBar />);
    await userEvent.type(combobox(), '  ');
    await sleep(SUGGEST_DEBOUNCE_MS + 100);
    expect(suggestCalls()).toHaveLength(0);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open after Enter was pressed, even if the answer comes later', async () => {
    const gate = deferred();
    api().on('POST', SUGGEST, async () => {
      await gate.promise;
      return ok({ data_list: [{ key: '요가 기초' }] });
    });
    renderWithApp(<SearchBar />);
    await userEvent.type(combobox(), '요가');
    await until(() => suggestCalls().length === 1, 3000);
    await userEvent.keyboard('{Enter}');
    gate.release();
    await sleep(100);
    expect(screen.queryByRole('option')).toBeNull();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('never lets an older answer overwrite the list of a newer keyword', async () => {
    const first = deferred();
    api().on('POST', SUGGEST, async (request) => {
      const keyword = String(request.json.keyword);
      if (keyword === '요') await first.promise;
      return ok({ data_list: [{ key: `${keyword} 추천` }] });
    });
    renderWithApp(<SearchBar />);
    await userEvent.type(combobox(), '요');
    await until(() => suggestCalls().length === 1, 3000);
    await userEvent.type(combobox(), '가');
    expect(await screen.findByRole('option', { name: '요가 추천' })).toBeInTheDocument();

    first.release();
    await until(() => suggestCalls().length === 2);
    await sleep(100);
    expect(
      within(listbox())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['요가 추천']);
  });

  it('highlights the typed part as text, never parsing a suggestion as HTML', async () => {
    api().on(
      'POST',
      SUGGEST,
      ok({
        data_list: [{ key: '<img src=x onerror="window.hacked=1">요가 기초' }, { key: '요가요가' }],
      }),
    );
    renderWithApp(<SearchBar />);
    await userEvent.type(combobox(), '요가');
    const option = await screen.findByRole('option', { name: /기초/ });
    expect(option).toHaveTextContent('<img src=x onerror="window.hacked=1">요가 기초');
    expect(option.querySelector('img')).toBeNull();
    expect(
      Array.from(option.querySelectorAll('[data-highlight]')).map((m) => m.textContent),
    ).toEqual(['요가']);
    const twice = screen.getByRole('option', { name: byText('요가요가') });
    expect(
      Array.from(twice.querySelectorAll('[data-highlight]')).map((m) => m.textContent),
    ).toEqual(['요가', '요가']);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('matches the typed part regardless of letter case', async () => {
    api().on('POST', SUGGEST, ok({ data_list: [{ key: 'Python 입문' }] }));
    renderWithApp(<SearchBar />);
    await userEvent.type(combobox(), 'pyth');
    const option = await screen.findByRole('option', { name: byText('Python 입문') });
    expect(option.querySelector('[data-highlight]')).toHaveTextContent('Pyth');
  });
});

describe('keyboard and pointer (WAI-ARIA combobox)', () => {
  async function openList() {
    renderWithApp(<SearchBar />);
    await userEvent.type(combobox(), '요가');
    await screen.findByRole('option', { name: '요가 기초' });
  }

  it('wires the combobox to its listbox', async () => {
    await openList();
    const input = combobox();
    expect(input).toHaveAttribute('aria-controls', listbox().id);
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(within(listbox()).getAllByRole('option')).toHaveLength(4);
  });

  it('moves the highlight with ArrowDown and ArrowUp, wrapping around', async () => {
    await openList();
    await userEvent.keyboard('{ArrowDown}');
    const options = within(listbox()).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(options[3]).toHaveAttribute('aria-selected', 'true');
  });

  it('picks the highlighted suggestion with Enter', async () => {
    await openList();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(currentUrl()).toBe('/search?keyword=요가 기초');
    expect(combobox()).toHaveValue('요가 기초');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks a suggestion with a click', async () => {
    await openList();
    await userEvent.click(screen.getByRole('option', { name: '왕초보 요가' }));
    expect(currentUrl()).toBe('/search?keyword=왕초보 요가');
  });

  it('resets the highlight when the keyword changes', async () => {
    await openList();
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant');
    await userEvent.type(combobox(), '링');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    expect(currentUrl()).toBe('/search?keyword=요가링');
  });

  it('closes with Escape, and ArrowDown opens it again', async () => {
    await openList();
    await userEvent.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(within(listbox()).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('closes on a click outside', async () => {
    await openList();
    await userEvent.click(document.body);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('closes when the page scrolls', async () => {
    await openList();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Korean IME (Hangul composition)', () => {
  it('searches once when Enter arrives during composition and again after it', async () => {
    renderWithApp(<SearchBar />);
    const input = combobox();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '요가' } });
    // Chrome and Safari: the Enter that commits the syllable comes as keyCode 229 …
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.compositionEnd(input);
    // … and the browser then sends the Enter again, outside the composition.
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(currentUrl()).toBe('/search?keyword=요가');
    expect(visited.filter((url) => url.startsWith('/search'))).toHaveLength(1);
  });

  it('ignores a keyCode 229 Enter even when isComposing is not set', () => {
    renderWithApp(<SearchBar />);
    const input = combobox();
    fireEvent.change(input, { target: { value: '요가' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(currentUrl()).toBe('/');
  });

  it('moves the highlight one step for an arrow key that ends a composition', async () => {
    renderWithApp(<SearchBar />);
    await userEvent.type(combobox(), '요가');
    await screen.findByRole('option', { name: '요가 기초' });
    const input = combobox();
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 229, isComposing: true });
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40 });
    const options = within(listbox()).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveAttribute('aria-selected', 'false');
  });

  it('fetches suggestions for the text being composed', async () => {
    renderWithApp(<SearchBar />);
    const input = combobox();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '드로' } });
    await waitFor(() => expect(suggestCalls().at(-1)?.json).toEqual({ keyword: '드로' }), {
      timeout: 2000,
    });
  });
});
