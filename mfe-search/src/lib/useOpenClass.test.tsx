/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClassCard } from '@baeum/shared';
import { makeClass } from '../testing/fakeApi';
import { currentUrl, renderWithApp, signedInUser } from '../testing/setup';
import { useOpenClass } from './useOpenClass';

const yoga = makeClass(12, { class_name: '아침 요가 루틴' });

function Card() {
  const { getHref, onCardClick } = useOpenClass();
  return <ClassCard item={yoga} href={getHref(yoga)} onClick={onCardClick} />;
}

function inApp(userAgent: string) {
  return jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { webkit?: unknown }).webkit;
});

describe('opening a class card (spec section 6)', () => {
  it('sends an anonymous visitor to the public class page', async () => {
    renderWithApp(<Card />);
    const link = screen.getByRole('link', { name: '아침 요가 루틴' });
    expect(link).toHaveAttribute('href', '/class/classDetail/12');
    await userEvent.click(link);
    expect(currentUrl()).toBe('/class/classDetail/12');
  });

  it('sends a signed-in user to the in-app class detail', async () => {
    renderWithApp(<Card />, { user: signedInUser });
    const link = screen.getByRole('link', { name: '아침 요가 루틴' });
    expect(link).toHaveAttribute('href', '/class/12');
    await userEvent.click(link);
    expect(currentUrl()).toBe('/class/12');
  });

  it('hands a signed-in user to the native class detail inside the app', async () => {
    inApp('Mozilla/5.0 (iPhone) BaeumApp/220 (iOS)');
    const postMessage = jest.fn();
    (window as { webkit?: unknown }).webkit = { messageHandlers: { classDetail: { postMessage } } };
    renderWithApp(<Card />, { user: signedInUser });
    await userEvent.click(screen.getByRole('link', { name: '아침 요가 루틴' }));
    expect(postMessage).toHaveBeenCalledWith({ classId: 12 });
    expect(currentUrl()).toBe('/');
  });

  it('falls back to the web page when the app has no such handler', async () => {
    inApp('Mozilla/5.0 (Linux; Android 14) BaeumApp/215 (Android)');
    renderWithApp(<Card />, { user: signedInUser });
    await userEvent.click(screen.getByRole('link', { name: '아침 요가 루틴' }));
    expect(currentUrl()).toBe('/class/12');
  });
});
