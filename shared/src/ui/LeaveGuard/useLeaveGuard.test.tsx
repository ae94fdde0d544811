/** @jest-environment ../scripts/jest/jsdom-data-router.cjs */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  Link,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  createMemoryRouter,
  useNavigate,
} from 'react-router-dom';
import { Provider, resetStore } from '../../state/jotai';
import { closeModal } from '../../state/modal';
import { ModalHost } from '../Modal/ModalHost';
import { useLeaveGuard } from './useLeaveGuard';

const words = { message: '작성 중인 내용이 사라져요. 나갈까요?', confirmLabel: '나가기' };

function Form({ busy = false }: { busy?: boolean }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const leave = useLeaveGuard(text !== '', { ...words, busy });
  return (
    <form>
      <label>
        후기
        <textarea value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <Link to="/other">다른 페이지</Link>
      <button type="button" onClick={() => leave(() => void navigate('/other'))}>
        작성 취소
      </button>
    </form>
  );
}

function Pages({ busy }: { busy?: boolean }) {
  return (
    <>
      <Routes>
        <Route path="/form" element={<Form busy={busy} />} />
        <Route path="/other" element={<h1>다른 페이지에 왔어요</h1>} />
      </Routes>
      <ModalHost />
    </>
  );
}

/** The shell's shape: a data router with one route for every path, descendant <Routes> below. */
function renderInDataRouter({ busy }: { busy?: boolean } = {}) {
  const store = resetStore();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Provider store={store}>
            <Pages busy={busy} />
          </Provider>
        ),
      },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const dialog = () => screen.queryByRole('alertdialog');
const type = (text: string) => userEvent.type(screen.getByLabelText('후기'), text);

afterEach(() => {
  act(() => void closeModal());
});

describe('useLeaveGuard under the data router (in-app navigation)', () => {
  it('lets a clean form go without asking', async () => {
    const router = renderInDataRouter();
    await userEvent.click(screen.getByRole('link', { name: '다른 페이지' }));
    expect(await screen.findByText('다른 페이지에 왔어요')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
    expect(dialog()).not.toBeInTheDocument();
  });

  it('holds a link away from unsaved text: 취소 stays with the text, 나가기 leaves', async () => {
    const router = renderInDataRouter();
    await type('좋은 수업');
    await userEvent.click(screen.getByRole('link', { name: '다른 페이지' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(words.message);
    expect(router.state.location.pathname).toBe('/form');

    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('후기')).toHaveValue('좋은 수업');

    await userEvent.click(screen.getByRole('link', { name: '다른 페이지' }));
    await userEvent.click(await screen.findByRole('button', { name: '나가기' }));
    expect(await screen.findByText('다른 페이지에 왔어요')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
  });

  it("asks once when the form's own 취소 leaves, not again at the navigation", async () => {
    const router = renderInDataRouter();
    await type('좋은 수업');
    await userEvent.click(screen.getByRole('button', { name: '작성 취소' }));
    await userEvent.click(await screen.findByRole('button', { name: '나가기' }));
    expect(await screen.findByText('다른 페이지에 왔어요')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
    expect(dialog()).not.toBeInTheDocument();
  });

  it('does not hold the navigation a running submit makes', async () => {
    const router = renderInDataRouter({ busy: true });
    await type('좋은 수업');
    await userEvent.click(screen.getByRole('link', { name: '다른 페이지' }));
    expect(await screen.findByText('다른 페이지에 왔어요')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
    expect(dialog()).not.toBeInTheDocument();
  });
});

describe('useLeaveGuard under a router without data APIs', () => {
  it('still renders and leaves (reloads are guarded by the browser prompt only)', async () => {
    const store = resetStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/form']}>
          <Pages />
        </MemoryRouter>
      </Provider>,
    );
    await type('좋은 수업');
    await userEvent.click(screen.getByRole('link', { name: '다른 페이지' }));
    expect(await screen.findByText('다른 페이지에 왔어요')).toBeInTheDocument();
  });
});
