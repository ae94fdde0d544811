/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The service footer against the reference API: what it shows, and that it stays out of the
// app's web view.
import { screen, within } from '@testing-library/react';
import { fetchServiceInfo, formatNumber } from '@baeum/shared';
import { useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { Layout } from './Layout';
import { renderInApp } from '@baeum/shared/testing/render';

useReferenceApi();

function renderLayout(showHeader: boolean) {
  return renderInApp(
    <Layout showHeader={showHeader} hideSearch={false}>
      <p>본문</p>
    </Layout>,
    { where: false },
  );
}

it('shows the company, customer service, the figures and the links from service_info', async () => {
  const { service_info: info } = await fetchServiceInfo();
  renderLayout(true);
  const footer = screen.getByRole('contentinfo', { name: '서비스 정보' });
  // Its frame is there before the info arrives, so nothing above it moves.
  const cs = await within(footer).findByRole('region', { name: '고객센터' });
  expect(within(cs).getByRole('link', { name: `고객센터 전화 ${info.cs_phone}` })).toHaveAttribute(
    'href',
    `tel:${info.cs_phone.replace(/[^\d+]/g, '')}`,
  );
  expect(within(cs).getByText(info.cs_hours)).toBeInTheDocument();
  expect(
    within(cs).getByRole('link', { name: `고객센터 이메일 ${info.cs_email}` }),
  ).toHaveAttribute('href', `mailto:${info.cs_email}`);
  const figure = (label: string) =>
    within(footer).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(figure('클래스')).toBe(`${formatNumber(info.class_cnt)}개`);
  expect(figure('코치')).toBe(`${formatNumber(info.coach_cnt)}명`);
  expect(figure('수강생')).toBe(`${formatNumber(info.user_cnt)}명`);
  expect(figure('후기')).toBe(`${formatNumber(info.review_cnt)}개`);
  expect(
    within(footer).getAllByText(new RegExp(info.company_name.replace(/[()]/g, '\\$&'))).length,
  ).toBeGreaterThan(0);

  const links = within(footer).getByRole('navigation', { name: '바로가기' });
  expect(within(links).getByRole('link', { name: '공지사항' })).toHaveAttribute('href', '/notices');
  expect(within(links).getByRole('link', { name: '기획전' })).toHaveAttribute('href', '/event');
  expect(within(links).getByRole('link', { name: '이용약관' })).toHaveAttribute(
    'href',
    info.terms_url,
  );
  expect(within(links).getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute(
    'href',
    info.privacy_url,
  );
});

it('is not shown in the app’s web view (no header there either)', () => {
  renderLayout(false);
  expect(screen.getByText('본문')).toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).toBeNull();
});
