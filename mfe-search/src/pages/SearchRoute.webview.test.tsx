/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RemoteRoutes from '../Routes';
import { ok } from '../testing/fakeApi';
import { renderWithApp, useFakeApi } from '../testing/setup';

const fake = useFakeApi();

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { webkit?: unknown }).webkit;
});

describe('/search in the app’s web view (no shell header there)', () => {
  beforeEach(() => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) BaeumApp/220 (iOS)');
  });

  it('carries its own search bar, whose back button hands back to the app', async () => {
    const postMessage = jest.fn();
    (window as { webkit?: unknown }).webkit = { messageHandlers: { back: { postMessage } } };
    renderWithApp(<RemoteRoutes />, { path: '/search?keyword=%EC%9A%94%EA%B0%80' });
    expect(screen.getByRole('combobox', { name: '클래스 검색' })).toHaveValue('요가');
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(postMessage).toHaveBeenCalledWith({});
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('has no search field in the iPad app', () => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPad) BaeumApp/220 (iPad)');
    renderWithApp(<RemoteRoutes />, { path: '/search?keyword=%EC%9A%94%EA%B0%80' });
    expect(screen.queryByRole('combobox', { name: '클래스 검색' })).toBeNull();
  });
});

describe('home banners in the app’s web view', () => {
  it('open a link that leaves the site through the native openExternalLink handler, not a new tab', async () => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) BaeumApp/220 (iOS)');
    const postMessage = jest.fn();
    (window as { webkit?: unknown }).webkit = {
      messageHandlers: { openExternalLink: { postMessage } },
    };
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    fake().on(
      'GET',
      '/pilot/appMainWeb',
      ok({
        banner_list: [
          {
            banner_id: 9,
            image: '/b.svg',
            link: 'https://partner.example/sale',
            title: '제휴 혜택',
          },
        ],
        service_info: {},
      }),
    );
    renderWithApp(<RemoteRoutes />, { path: '/' });
    await userEvent.click(await screen.findByRole('link', { name: /제휴 혜택/ }));
    expect(postMessage).toHaveBeenCalledWith({ url: 'https://partner.example/sale' });
    expect(open).not.toHaveBeenCalled();
  });
});
