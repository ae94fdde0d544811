/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestServer as withTestServer } from '@baeum/shared/testing/setup';
import { fail, ok } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';

const server = withTestServer();

const notice = (id: number, title: string) => ({
  notice_id: id,
  title,
  content: `${title} 내용입니다.\n자세한 안내는 고객센터를 확인해주세요.`,
  created_at: '2026-03-02T01:00:00.000Z',
});

beforeAll(() => {
  window.scrollTo = () => {};
});

describe('/notices', () => {
  it('lists page 1 of GET notice, each opening in place', async () => {
    server().on('GET', '/notice', (request) =>
      ok({
        list: [
          notice(2, `서비스 점검 안내 ${request.query.get('page')}`),
          notice(1, '개인정보 처리방침 개정'),
        ],
        page: 1,
        total_page: 1,
      }),
    );
    renderApp('/notices');

    expect(screen.getByRole('heading', { level: 1, name: '공지사항' })).toBeInTheDocument();
    expect(await screen.findByText('서비스 점검 안내 1')).toBeInTheDocument();
    expect(server().requests[0]?.query.get('page')).toBe('1');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('2026.03.02')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('개인정보 처리방침 개정'));
    expect(items[1]!.querySelector('details')).toHaveAttribute('open');
    expect(document.title).toBe('공지사항 · 배움');
  });

  it('pages through with the page number in the URL', async () => {
    server().on('GET', '/notice', (request) => {
      const page = Number(request.query.get('page'));
      return ok({ list: [notice(page, `${page}페이지 공지`)], page, total_page: 3 });
    });
    renderApp('/notices?page=2');
    expect(await screen.findByText('2페이지 공지')).toBeInTheDocument();
    expect(screen.getByText('3페이지 중 2페이지')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(await screen.findByText('3페이지 공지')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/notices?page=3');
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
  });

  it('says so when there are none', async () => {
    server().on('GET', '/notice', ok({ list: [], page: 1, total_page: 0 }));
    renderApp('/notices');
    expect(await screen.findByText('등록된 공지사항이 없어요')).toBeInTheDocument();
  });

  it('offers 다시 시도 when the list fails to load', async () => {
    server().on('GET', '/notice', fail(500));
    renderApp('/notices');
    // A 5xx is tried once more (the product's query defaults) before the error shows.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server().requests.filter((r) => r.pathname === '/notice')).toHaveLength(2);
    server().on(
      'GET',
      '/notice',
      ok({ list: [notice(1, '다시 불러온 공지')], page: 1, total_page: 1 }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('다시 불러온 공지')).toBeInTheDocument();
  });
});
