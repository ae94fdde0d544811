// The Korean texts of every message the outbox sends off the site (issue #47), in one place: each
// template's e-mail (subject, HTML with every value escaped, and a plain-text part), its 알림톡
// template code with the variables the registered KakaoTalk template takes, and the SMS text used
// when the member has no KakaoTalk. The data each template takes is checked (zod) when the message
// is queued, so a delivery never fails on a missing field.
import { escapeXml as esc } from '../images/svg.ts';
import { msg } from '../messages.ts';
import { z } from '../http/validate.ts';
import { REFUND_DAYS } from './refunds.ts';

export type Channel = 'email' | 'alimtalk' | 'push';

/** A rendered e-mail. */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** A rendered 알림톡: the provider's template code and its variables, and the text they make. */
export interface Talk {
  templateCode: string;
  vars: Record<string, string>;
  text: string;
}

const SERVICE = '배움';
const HELP = '고객센터 help@baeum.test';
/** The longest text one value may put in a message (a class name, a member name). */
const FIELD = 200;

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** "2026년 11월 28일 16:40" in Korea's time, whatever the server's zone. */
export function kstDateTime(iso: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('ko-KR', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}년 ${p.month}월 ${p.day}일 ${p.hour}:${p.minute}`;
}

type Row = [label: string, value: string];

/** The mail's HTML and text from one list of lines and label/value rows. */
function mail(subject: string, lead: string, rows: Row[], notes: string[], link?: Row): Mail {
  const text = [
    lead,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(link ? ['', `${link[0]}: ${link[1]}`] : []),
    '',
    ...notes,
    '',
    `${SERVICE} ${HELP}`,
  ].join('\n');
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:sans-serif;color:#222;line-height:1.6">
<p>${esc(lead)}</p>
${rows.length ? `<table cellpadding="4">${rows.map(([k, v]) => `<tr><th align="left">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>` : ''}
${link ? `<p><a href="${esc(link[1])}">${esc(link[0])}</a></p>` : ''}
${notes.map((n) => `<p style="color:#666;font-size:13px">${esc(n)}</p>`).join('\n')}
<p style="color:#999;font-size:12px">${esc(SERVICE)} ${esc(HELP)}</p>
</body></html>`;
  return { subject: `[${SERVICE}] ${subject}`, text, html };
}

/** An 알림톡's text from its registered form: `#{변수}` replaced by the variables. */
function talk(templateCode: string, form: string, vars: Record<string, string>): Talk {
  return {
    templateCode,
    vars,
    text: form.replace(/#\{([^}]+)\}/g, (_, k: string) => vars[k] ?? ''),
  };
}

/** A text value; one longer than `max` is shortened (a message never fails on a long name). */
const str = (max = FIELD) =>
  z
    .string()
    .trim()
    .min(1)
    .transform((s) => (s.length > max ? `${s.slice(0, max - 1)}…` : s));
const when = z.iso.datetime({ offset: true });
const amount = z.number().int().min(0).max(100_000_000);

const receiptData = z.object({
  name: str(),
  className: str(),
  amount,
  method: str(40),
  paidAt: when,
  orderNo: str(100),
});
const refundData = z.object({
  name: str(),
  className: str(),
  amount,
  refundedAt: when,
});
const passwordData = z.object({ name: str(), changedAt: when });
const verifyData = z.object({
  name: str(),
  email: z.email().max(200),
  link: z.url().max(1000),
  expiresAt: when,
});

const noticeData = z.object({
  name: str(),
  title: str(100),
  content: str(1000),
  /** A site path (`/class/12`) the message points to. */
  path: z
    .string()
    .regex(/^\/[^\s]*$/)
    .max(500)
    .optional(),
  siteUrl: z.url().max(200).optional(),
});

const methodLabel = (m: string) => msg.paymentMethod[m] ?? m;

/** Every template: its data, default channels, and how each channel renders it. */
export const templates = {
  payment_receipt: {
    data: receiptData,
    channels: ['email', 'alimtalk'] as Channel[],
    email: (d: z.output<typeof receiptData>) =>
      mail(
        `결제가 완료되었습니다 - ${d.className}`,
        `${d.name}님, 결제가 완료되었습니다. 아래 결제 내역을 보관해 주세요.`,
        [
          ['클래스', d.className],
          ['결제 금액', won(d.amount)],
          ['결제 수단', methodLabel(d.method)],
          ['결제 일시', `${kstDateTime(d.paidAt)} (KST)`],
          ['주문 번호', d.orderNo],
        ],
        [
          '결제 내역과 영수증은 배움 > 내 정보 > 결제 내역에서 언제든 다시 볼 수 있어요.',
          `결제 후 ${REFUND_DAYS}일 이내, 수강한 강의가 3분의 1 미만이면 전액 환불받을 수 있어요.`,
        ],
      ),
    alimtalk: (d: z.output<typeof receiptData>) =>
      talk(
        'BAEUM_PAY_RECEIPT_01',
        '[배움] #{회원명}님, 결제가 완료되었습니다.\n클래스: #{클래스명}\n결제 금액: #{결제금액}\n결제 수단: #{결제수단}\n결제 일시: #{결제일시}',
        {
          회원명: d.name,
          클래스명: d.className,
          결제금액: won(d.amount),
          결제수단: methodLabel(d.method),
          결제일시: kstDateTime(d.paidAt),
        },
      ),
  },
  refund: {
    data: refundData,
    channels: ['email', 'alimtalk'] as Channel[],
    email: (d: z.output<typeof refundData>) =>
      mail(
        `환불이 완료되었습니다 - ${d.className}`,
        `${d.name}님, 요청하신 환불이 완료되었습니다.`,
        [
          ['클래스', d.className],
          ['환불 금액', won(d.amount)],
          ['환불 일시', `${kstDateTime(d.refundedAt)} (KST)`],
        ],
        ['카드 결제는 카드사 사정에 따라 취소가 반영되기까지 3~7영업일이 걸릴 수 있어요.'],
      ),
    alimtalk: (d: z.output<typeof refundData>) =>
      talk(
        'BAEUM_REFUND_01',
        '[배움] #{회원명}님, 환불이 완료되었습니다.\n클래스: #{클래스명}\n환불 금액: #{환불금액}\n환불 일시: #{환불일시}',
        {
          회원명: d.name,
          클래스명: d.className,
          환불금액: won(d.amount),
          환불일시: kstDateTime(d.refundedAt),
        },
      ),
  },
  password_changed: {
    data: passwordData,
    channels: ['email', 'alimtalk'] as Channel[],
    email: (d: z.output<typeof passwordData>) =>
      mail(
        '비밀번호가 변경되었습니다',
        `${d.name}님, 배움 계정의 비밀번호가 변경되었습니다.`,
        [['변경 일시', `${kstDateTime(d.changedAt)} (KST)`]],
        ['본인이 변경하지 않았다면 바로 비밀번호를 재설정하고 고객센터에 알려주세요.'],
      ),
    alimtalk: (d: z.output<typeof passwordData>) =>
      talk(
        'BAEUM_PW_CHANGED_01',
        '[배움] #{회원명}님, 계정 비밀번호가 변경되었습니다. (#{변경일시})\n본인이 아니라면 바로 비밀번호를 재설정해 주세요.',
        { 회원명: d.name, 변경일시: kstDateTime(d.changedAt) },
      ),
  },
  verify_email: {
    data: verifyData,
    channels: ['email'] as Channel[],
    email: (d: z.output<typeof verifyData>) =>
      mail(
        '이메일 주소를 확인해 주세요',
        `${d.name}님, 아래 링크를 눌러 이메일 주소(${d.email})를 확인해 주세요. 확인된 주소로만 결제 영수증과 알림을 보내드려요.`,
        [['링크 유효 기간', `${kstDateTime(d.expiresAt)} (KST)까지`]],
        ['본인이 요청하지 않았다면 이 메일을 무시해 주세요.'],
        ['이메일 주소 확인하기', d.link],
      ),
    alimtalk: null,
  },
  // A site notification (notifications.ts's createNotification) sent off the site too: not
  // transactional, so only on the channels the member agreed to for its kind.
  notification: {
    data: noticeData,
    channels: ['email', 'alimtalk'] as Channel[],
    email: (d: z.output<typeof noticeData>) =>
      mail(
        d.title,
        `${d.name}님, ${d.content}`,
        [],
        ['알림 수신 설정은 배움 > 설정에서 바꿀 수 있어요.'],
        d.path && d.siteUrl ? ['배움에서 보기', `${d.siteUrl}${d.path}`] : undefined,
      ),
    alimtalk: (d: z.output<typeof noticeData>) =>
      talk('BAEUM_NOTICE_01', '[배움] #{회원명}님, #{제목}\n#{내용}', {
        회원명: d.name,
        제목: d.title,
        내용: d.content,
      }),
  },
} as const;

export type TemplateName = keyof typeof templates;

export const isTemplate = (name: string): name is TemplateName =>
  Object.prototype.hasOwnProperty.call(templates, name);

/** Checks a template's data (throws a ZodError naming the bad field). */
export function checkData(template: TemplateName, data: unknown): Record<string, unknown> {
  return templates[template].data.parse(data) as Record<string, unknown>;
}

export function renderMail(template: TemplateName, data: unknown): Mail {
  const t = templates[template];
  return (t.email as (d: unknown) => Mail)(t.data.parse(data));
}

export function renderTalk(template: TemplateName, data: unknown): Talk | null {
  const t = templates[template];
  return t.alimtalk ? (t.alimtalk as (d: unknown) => Talk)(t.data.parse(data)) : null;
}
