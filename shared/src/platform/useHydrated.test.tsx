import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { BrowserOnly, useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? '브라우저' : '서버'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toContain('서버');
  });

  it('is true at once when the browser renders without a drawing', () => {
    render(<Probe />);
    expect(screen.getByText('브라우저')).toBeInTheDocument();
  });

  it('hydrates the server drawing without a mismatch, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const drawn = container.querySelector('p');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    // The same node: hydrated, not replaced.
    expect(container.querySelector('p')).toBe(drawn);
    expect(drawn).toHaveTextContent('브라우저');
    container.remove();
  });
});

describe('BrowserOnly', () => {
  it('draws nothing on the server and its children in the browser', async () => {
    const tree = (
      <main>
        <h1>클래스</h1>
        <BrowserOnly>
          <p>브라우저 전용</p>
        </BrowserOnly>
      </main>
    );
    const html = renderToString(tree);
    expect(html).not.toContain('브라우저 전용');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container).toHaveTextContent('브라우저 전용');
    container.remove();
  });
});
