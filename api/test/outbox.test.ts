// The outbox (issue #47): messages written in the transaction of their cause and delivered by
// pg-boss workers to a real SMTP server (the `smtp-server` package on loopback) and to the test
// 알림톡 provider, with retries, e-mail address verification, and the failures a delivery meets
// (the server down, a refused address, a member who left). PGlite and PostgreSQL.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { enqueue } from '../src/services/outbox.ts';
import { queueNotification } from '../src/services/outboxMessages.ts';
import { alimtalkProvider } from '../src/services/senders.ts';
import { DEMO, LEARNERS, startTestApp, type TestApp } from './helpers.ts';
import { buyable } from './checkoutHelpers.ts';
import { deliveriesOf, messageIdOf, TestSmtp, waitState, BOUNCE_DOMAIN } from './outboxHelpers.ts';

const APPROVED = '4242424242424242';
const NO_KAKAO_PHONE = '01099990047';

/** A seeded learner with the given e-mail address, verified or not (and a phone of its own). */
async function member(t: TestApp, id: number, email: string, verified: boolean, phone?: string) {
  await t.db.query(
    `UPDATE users SET email = $2, verified_email = CASE WHEN $3 THEN $2 ELSE NULL END,
       phone = COALESCE($4, phone) WHERE id = $1`,
    [id, email, verified, phone ?? null],
  );
  return id;
}

async function pay(t: TestApp, userId: number): Promise<{ classId: number; paymentId: number }> {
  const [classId] = await buyable(t, userId, 1);
  const res = await t.as(userId).post('/payment/test', {
    class_id: classId,
    idempotency_key: randomUUID(),
    card_number: APPROVED,
  });
  assert.equal(res.status, 200, res.text);
  return { classId: classId!, paymentId: res.body.data.payment_id };
}

/** The delivery of the member's newest message of `template` on `channel`. */
async function newest(t: TestApp, userId: number, template: string, channel = 'email') {
  const rows = (await deliveriesOf(t.db, userId, template)).filter((r) => r.channel === channel);
  assert.ok(rows.length > 0, `no ${template} ${channel} delivery for ${userId}`);
  return rows[rows.length - 1]!;
}

describe('the outbox: e-mail and 알림톡', () => {
  let t: TestApp;
  const smtp = new TestSmtp();

  before(async () => {
    await smtp.start();
    t = await startTestApp({
      smtpUrl: smtp.url,
      outboxRetryDelaySec: 1,
      outboxRetryLimit: 10,
      outboxPollSec: 0.5,
      outboxJobExpireSec: 5,
      mediaSuperviseSec: 1,
      alimtalkNoKakao: [NO_KAKAO_PHONE],
    });
  });
  after(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('mails the receipt of a test payment over SMTP: Korean subject, escaped HTML, a text part', async () => {
    const [classId] = await buyable(t, DEMO.learner.id, 1);
    await t.db.query('UPDATE classes SET name = $2 WHERE id = $1', [
      classId,
      '<b>수채화</b> & "기초"',
    ]);
    const res = await t.as(DEMO.learner.id).post('/payment/test', {
      class_id: classId,
      idempotency_key: randomUUID(),
      card_number: APPROVED,
    });
    assert.equal(res.status, 200, res.text);
    const d = await newest(t, DEMO.learner.id, 'payment_receipt');
    const mail = await smtp.waitFor((ms) => ms.find((m) => m.messageId === messageIdOf(d.id)));
    assert.match(mail.subject ?? '', /결제가 완료되었습니다/);
    assert.equal(smtp.to('learner@baeum.test').includes(mail), true);
    const text = mail.text ?? '';
    assert.match(text, /<b>수채화<\/b> & "기초"/);
    assert.match(text, new RegExp(`${res.body.data.amount.toLocaleString('ko-KR')}원`));
    assert.match(text, /결제 수단: 카드/);
    assert.match(text, /\d{4}년 \d{1,2}월 \d{1,2}일 \d{2}:\d{2} \(KST\)/);
    const html = String(mail.html);
    assert.match(html, /&lt;b&gt;수채화&lt;\/b&gt; &amp; &quot;기초&quot;/);
    assert.doesNotMatch(html, /<b>수채화/);
    assert.equal((await waitState(t.db, d.id, ['sent'])).via, 'smtp');
    // The 알림톡 of the same receipt, through the test provider.
    const talk = await newest(t, DEMO.learner.id, 'payment_receipt', 'alimtalk');
    assert.equal((await waitState(t.db, talk.id, ['sent'])).via, 'alimtalk');
    const sent = await t.client().get(`/dev/alimtalk?phone=${DEMO.learner.phone}`);
    const record = sent.body.data.messages.find(
      (m: { template_code: string }) => m.template_code === 'BAEUM_PAY_RECEIPT_01',
    );
    assert.ok(record, sent.text);
    assert.equal(record.vars['클래스명'], '<b>수채화</b> & "기초"');
  });

  it('sends nothing for a cause that was rolled back', async () => {
    const marker = `되돌린 결제 ${randomUUID()}`;
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await enqueue(tx, {
          userId: DEMO.learner.id,
          kind: 'payment',
          template: 'payment_receipt',
          transactional: true,
          dedupeKey: `rolled-back:${marker}`,
          data: {
            name: '배움',
            className: marker,
            amount: 1000,
            method: 'card',
            paidAt: new Date().toISOString(),
            orderNo: 'X1',
          },
        });
        throw new Error('the payment failed after the receipt was queued');
      }),
      /payment failed/,
    );
    // A later message goes through the same queue: once it has arrived, the first would have too.
    await pay(t, DEMO.learner.id);
    const d = await newest(t, DEMO.learner.id, 'payment_receipt');
    await smtp.waitFor((ms) => ms.find((m) => m.messageId === messageIdOf(d.id)));
    assert.equal(
      smtp.mails.some((m) => (m.text ?? '').includes(marker)),
      false,
    );
    const rows = await t.db.query('SELECT 1 FROM deliveries WHERE dedupe_key = $1', [
      `rolled-back:${marker}`,
    ]);
    assert.equal(rows.length, 0);
  });

  it('SMTP down, then up: the receipt is retried and delivered exactly once', async () => {
    const id = await member(t, LEARNERS[0]!, 'down-then-up@baeum.test', true);
    await smtp.stop();
    try {
      await pay(t, id);
      const d = await newest(t, id, 'payment_receipt');
      const failed = await waitState(t.db, d.id, ['failed']);
      assert.ok(failed.last_error, 'the failure is recorded');
      const dead = await t.client().get('/dev/deliveries?state=failed');
      assert.ok(dead.body.data.deliveries.some((r: { id: string }) => r.id === d.id));
    } finally {
      await smtp.start();
    }
    const d = await newest(t, id, 'payment_receipt');
    const sent = await waitState(t.db, d.id, ['sent']);
    assert.ok(sent.attempts >= 2, `tried ${sent.attempts} times`);
    assert.equal(smtp.mails.filter((m) => m.messageId === messageIdOf(d.id)).length, 1);
    assert.equal(smtp.to('down-then-up@baeum.test').length, 1);
  });

  it('an unverified address gets nothing but the verification mail; the link verifies it once', async () => {
    const id = await member(t, LEARNERS[1]!, 'old-unverified@baeum.test', false);
    const me = t.as(id);
    await pay(t, id);
    const receipt = await waitState(t.db, (await newest(t, id, 'payment_receipt')).id, ['dropped']);
    assert.match(receipt.last_error ?? '', /확인되지 않은/);
    // A new address: its verification mail is the only mail it gets.
    const address = 'new-address@baeum.test';
    assert.equal((await me.post('/user', { email: address })).status, 200);
    const verify = await smtp.waitFor(() => smtp.to(address)[0]);
    assert.match(verify.subject ?? '', /이메일 주소를 확인해 주세요/);
    assert.equal(smtp.to(address).length, 1);
    assert.equal(smtp.to('old-unverified@baeum.test').length, 0);
    const link = /https?:\/\/\S+\/email\/verify\?token=([\w-]+)/.exec(verify.text ?? '');
    assert.ok(link, verify.text);
    const token = link[1]!;
    const page = await t.client().get(`/email/verify?token=${token}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /<form method="post"/);
    // Opening the page verifies nothing; pressing its button does, once.
    await pay(t, id);
    const early = await newest(t, id, 'payment_receipt');
    assert.equal((await waitState(t.db, early.id, ['dropped', 'sent'])).state, 'dropped');
    const done = await t.client().post('/email/verify', { token });
    assert.equal(done.status, 200, done.text);
    assert.equal(done.body.data.email, address);
    const again = await t.client().post('/email/verify', { token });
    assert.equal(again.status, 409);
    assert.match(again.body.message, /이미 사용한/);
    // Verified: the next receipt arrives.
    await pay(t, id);
    const d = await newest(t, id, 'payment_receipt');
    await smtp.waitFor((ms) => ms.find((m) => m.messageId === messageIdOf(d.id)));
    assert.equal(smtp.to(address).length, 2);
    // A bad or expired link is a clear Korean 4xx.
    const bad = await t.client().post('/email/verify', { token: 'x'.repeat(40) });
    assert.equal(bad.status, 404);
    assert.match(bad.body.message, /확인 링크/);
  });

  it('an expired verification link is refused; asking again mails a new one', async () => {
    const id = await member(t, LEARNERS[2]!, 'expiring@baeum.test', false);
    const me = t.as(id);
    const asked = await me.post('/email/verification', {});
    assert.equal(asked.status, 200, asked.text);
    const mail = await smtp.waitFor(() => smtp.to('expiring@baeum.test')[0]);
    const token = /token=([\w-]+)/.exec(mail.text ?? '')![1]!;
    await t.db.query(
      "UPDATE email_verifications SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [id],
    );
    const late = await t.client().post('/email/verify', { token });
    assert.equal(late.status, 410);
    // Asked again at once: too soon (a Korean 429); an address already verified: 409.
    assert.equal((await me.post('/email/verification', {})).status, 429);
    assert.equal((await t.as(DEMO.learner.id).post('/email/verification', {})).status, 409);
  });

  it('a refused or malformed address fails permanently (dead) and the worker goes on', async () => {
    const refused = await member(t, LEARNERS[3]!, `nobody@${BOUNCE_DOMAIN}`, true);
    const malformed = await member(t, LEARNERS[4]!, 'not an address', true);
    await pay(t, refused);
    await pay(t, malformed);
    for (const id of [refused, malformed]) {
      const dead = await waitState(t.db, (await newest(t, id, 'payment_receipt')).id, ['dead']);
      assert.equal(dead.attempts, 1, 'not retried');
      assert.ok(dead.last_error);
    }
    const listed = await t.client().get('/dev/deliveries?state=dead');
    assert.equal(listed.status, 200);
    assert.ok(listed.body.data.deliveries.length >= 2);
    // The queue still works.
    await pay(t, DEMO.learner.id);
    const d = await newest(t, DEMO.learner.id, 'payment_receipt');
    await waitState(t.db, d.id, ['sent']);
  });

  it('a member without KakaoTalk gets the 알림톡 by SMS', async () => {
    const id = await member(t, LEARNERS[5]!, 'no-kakao@baeum.test', true, NO_KAKAO_PHONE);
    await pay(t, id);
    const talk = await waitState(t.db, (await newest(t, id, 'payment_receipt', 'alimtalk')).id, [
      'sent',
    ]);
    assert.equal(talk.via, 'sms');
    const sent = await t.client().get(`/dev/alimtalk?phone=${NO_KAKAO_PHONE}`);
    const [sms] = sent.body.data.messages;
    assert.equal(sms.channel, 'sms');
    assert.match(sms.text, /결제가 완료되었습니다/);
  });

  it('a member who leaves while a message is queued gets nothing (dropped)', async () => {
    const id = await member(t, LEARNERS[6]!, 'leaving@baeum.test', true);
    // The worker is held inside another delivery, so the member's receipt waits in the queue.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    t.app.ctx.outboxGate = async () => {
      t.app.ctx.outboxGate = undefined;
      entered();
      await held;
    };
    await pay(t, DEMO.learner.id);
    await inside;
    await pay(t, id);
    const queued = await newest(t, id, 'payment_receipt');
    assert.equal((await t.as(id).post('/withdrawal', {})).status, 200);
    release();
    const dropped = await waitState(t.db, queued.id, ['dropped', 'sent', 'dead']);
    assert.equal(dropped.state, 'dropped');
    assert.match(dropped.last_error ?? '', /탈퇴/);
    assert.equal(smtp.to('leaving@baeum.test').length, 0);
  });

  it('an oversized value is shortened: the payment and its receipt still go through', async () => {
    const id = await member(t, LEARNERS[7]!, 'long-name@baeum.test', true);
    const [classId] = await buyable(t, id, 1);
    await t.db.query('UPDATE classes SET name = $2 WHERE id = $1', [classId, '긴'.repeat(5000)]);
    const res = await t.as(id).post('/payment/test', {
      class_id: classId,
      idempotency_key: randomUUID(),
      card_number: APPROVED,
    });
    assert.equal(res.status, 200, res.text);
    const d = await newest(t, id, 'payment_receipt');
    const mail = await smtp.waitFor((ms) => ms.find((m) => m.messageId === messageIdOf(d.id)));
    assert.ok((mail.subject ?? '').length < 300);
    assert.match(mail.subject ?? '', /긴…$/);
  });

  it('a site notification goes out on the channels given, with its link', async () => {
    const [id] = await t.db.transaction((tx) =>
      queueNotification(tx, t.config, {
        userId: DEMO.learner.id,
        kind: 'reply',
        title: '내 질문에 답변이 달렸어요',
        content: '코치님이 <질문>에 답변했어요.',
        path: '/class/1',
        channels: ['email'],
        dedupeKey: `notification:${randomUUID()}`,
      }),
    );
    const mail = await smtp.waitFor((ms) => ms.find((m) => m.messageId === messageIdOf(id!)));
    assert.match(mail.subject ?? '', /답변이 달렸어요/);
    assert.match(mail.text ?? '', /코치님이 <질문>에 답변했어요/);
    assert.match(mail.text ?? '', /http:\/\/localhost:3000\/class\/1/);
    assert.match(String(mail.html), /&lt;질문&gt;/);
    const none = await t.db.transaction((tx) =>
      queueNotification(tx, t.config, {
        userId: DEMO.learner.id,
        kind: 'reply',
        title: '동의하지 않은 채널',
        content: '보내지 않아요',
        channels: [],
        dedupeKey: `notification:${randomUUID()}`,
      }),
    );
    assert.deepEqual(none, []);
  });

  it('refunds and password changes are mailed too', async () => {
    const { paymentId } = await pay(t, DEMO.learner.id);
    const refund = await t.as(DEMO.learner.id).post(`/new/payments/${paymentId}/refund`, {});
    assert.equal(refund.status, 200, refund.text);
    const d = await newest(t, DEMO.learner.id, 'refund');
    const mail = await smtp.waitFor((ms) => ms.find((m) => m.messageId === messageIdOf(d.id)));
    assert.match(mail.subject ?? '', /환불이 완료되었습니다/);
    assert.match(mail.text ?? '', /환불 금액: [\d,]+원/);
    const changed = await t.as(DEMO.learner.id).post('/new/auth/password', {
      current_passwd: DEMO.learner.password,
      passwd: 'outbox2026pw',
    });
    assert.equal(changed.status, 200, changed.text);
    const pw = await newest(t, DEMO.learner.id, 'password_changed');
    const notice = await smtp.waitFor((ms) => ms.find((m) => m.messageId === messageIdOf(pw.id)));
    assert.match(notice.subject ?? '', /비밀번호가 변경되었습니다/);
  });
});

describe('without SMTP_URL: the development mailbox', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ outboxPollSec: 0.5 });
  });
  after(() => t?.close());

  it('keeps the receipt mail and shows it on /dev/mailbox, as /dev/sms/last shows codes', async () => {
    assert.equal((await t.client().get('/dev/mailbox?to=learner@baeum.test')).status, 404);
    await pay(t, DEMO.learner.id);
    const d = await newest(t, DEMO.learner.id, 'payment_receipt');
    assert.equal((await waitState(t.db, d.id, ['sent'])).via, 'dev-mailbox');
    const box = await t.client().get('/dev/mailbox?to=learner@baeum.test');
    assert.equal(box.status, 200);
    const [mail] = box.body.data.mails;
    assert.match(mail.subject, /결제가 완료되었습니다/);
    assert.match(mail.text, /결제 금액: [\d,]+원/);
    assert.equal(mail.message_id, messageIdOf(d.id));
  });

  it('a real 알림톡 provider plugs in by config (ALIMTALK_PROVIDER = its module)', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'baeum-alimtalk-')), 'provider.mjs');
    writeFileSync(
      file,
      `export function createAlimtalkProvider(config) {
         return { async send(m) { return m.phone === '01000000000' ? 'no-kakao' : 'sent'; }, config };
       }`,
    );
    const provider = await alimtalkProvider(t.db, { ...t.config, alimtalkProvider: file });
    const talk = { templateCode: 'BAEUM_NOTICE_01', vars: {}, text: '안녕하세요' };
    assert.equal(await provider.send({ phone: '01012345678', ...talk }), 'sent');
    assert.equal(await provider.send({ phone: '01000000000', ...talk }), 'no-kakao');
    await assert.rejects(
      alimtalkProvider(t.db, { ...t.config, alimtalkProvider: '/nonexistent/x.mjs' }),
    );
  });

  it('the test-only kill hook is never on in production', () => {
    const env = { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40), OUTBOX_TEST_KILL: 'claim' };
    assert.equal(loadConfig(env).outboxTestKill, '');
    assert.equal(loadConfig({ ...env, NODE_ENV: 'test' }).outboxTestKill, 'claim');
  });
});
