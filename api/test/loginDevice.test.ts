// Issue #33, item 7: people behind one address (a NAT) cannot lock each other out. A browser where
// the owner logged in before carries a signed device cookie that exempts it from the per-address
// refusal for that account; the limits run at their real default numbers.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { defaultLimits } from '../src/config.ts';
import { DEVICE_COOKIE } from '../src/auth/deviceCookie.ts';
import { isKoreanMessage, startTestApp, type Client, type TestApp } from './helpers.ts';

const L = defaultLimits;
/** Seeded members (coaches 3–49, learners 50–469): phone 0105/0106 + the 7-digit id. */
const memberPhone = (id: number) => {
  const d = `${id < 50 ? '0105' : '0106'}${String(id).padStart(7, '0')}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
};
const PASSWORD = 'seed1234!';

let t: TestApp;
before(async () => {
  t = await startTestApp({ limits: { ...defaultLimits, loginSlowDelayMs: 10 } });
});
after(() => t.close());

const wrong = (c: Client, phone: string) =>
  c.form('/login/Auth', { user_id: phone, passwd: 'wrong-password1' });
const right = (c: Client, phone: string) =>
  c.form('/login/Auth', { user_id: phone, passwd: PASSWORD });

/** A new browser on `ip` with only a device cookie of the given (raw, encoded) value. */
function browserWith(ip: string, cookie?: string): Client {
  const c = t.client(ip);
  if (cookie !== undefined) c.cookies.set(DEVICE_COOKIE, cookie);
  return c;
}

/** The attacker spends the address's allowance for the phone: then that address is refused. */
async function exhaust(ip: string, phone: string) {
  const attacker = t.client(ip);
  for (let i = 0; i < L.loginClientAccount.max; i++)
    assert.equal((await wrong(attacker, phone)).status, 401);
  const refused = await right(attacker, phone);
  assert.equal(refused.status, 429, refused.text);
  assert.ok(isKoreanMessage(refused.body.message));
}

describe('one address, two people: the device cookie lets the owner in', () => {
  it('the owner’s browser that logged in before still logs in; a browser without it is refused', async () => {
    const ip = '127.0.3.1';
    const phone = memberPhone(80);
    const owner = t.client(ip);
    assert.equal((await right(owner, phone)).status, 200);
    const cookie = owner.cookies.get(DEVICE_COOKIE);
    assert.ok(cookie, 'a device cookie after the log-in');

    await exhaust(ip, phone);

    const again = await right(owner, phone);
    assert.equal(again.status, 200, again.text);
    assert.equal(again.body.data.user_id, 80);
    // The same cookie in another browser on that address works too (it is the browser's mark)…
    assert.equal((await right(browserWith(ip, cookie), phone)).status, 200);
    // …and a browser without it is refused.
    assert.equal((await right(browserWith(ip), phone)).status, 429);
  });

  it('the cookie is httpOnly, long-lived and signed', async () => {
    const c = t.client('127.0.3.2');
    const res = await right(c, memberPhone(81));
    const line = res.headers.getSetCookie().find((l) => l.startsWith(`${DEVICE_COOKIE}=`));
    assert.ok(line, 'Set-Cookie for the device');
    assert.match(line, /HttpOnly/i);
    assert.match(line, /SameSite=Lax/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(line)?.[1]);
    assert.ok(maxAge >= 300 * 24 * 3600, `Max-Age ${maxAge}`);
  });

  it('a forged cookie does not help', async () => {
    const ip = '127.0.3.3';
    const victim = memberPhone(82);
    // The attacker's own account gives them a genuine cookie, for their own account only.
    const attacker = t.client(ip);
    assert.equal((await right(attacker, memberPhone(83))).status, 200);
    const own = decodeURIComponent(attacker.cookies.get(DEVICE_COOKIE)!);
    await exhaust(ip, victim);
    // Their genuine cookie does not name the victim.
    assert.equal((await right(attacker, victim)).status, 429);
    // The victim's id written in, the signature kept.
    const cut = own.lastIndexOf('.');
    const [head, signature] = [own.slice(0, cut), own.slice(cut + 1)];
    const renamed = head.replace(/\.[\d,]+$/, '.82,83');
    assert.equal(
      (await right(browserWith(ip, encodeURIComponent(`${renamed}.${signature}`)), victim)).status,
      429,
    );
    // Signed with a guessed key (the token secret itself), or not signed at all.
    const guessed = createHmac('sha256', t.config.tokenSecret)
      .update(renamed)
      .digest('base64')
      .replace(/=+$/, '');
    for (const forged of [`${renamed}.${guessed}`, renamed, `${renamed}.`]) {
      const res = await right(browserWith(ip, encodeURIComponent(forged)), victim);
      assert.equal(res.status, 429, forged);
    }
  });

  it('the cookie buys no extra guesses: its own tries have the same allowance', async () => {
    const ip = '127.0.3.4';
    const phone = memberPhone(84);
    const owner = t.client(ip);
    assert.equal((await right(owner, phone)).status, 200);
    for (let i = 0; i < L.loginClientAccount.max; i++)
      assert.equal((await wrong(owner, phone)).status, 401);
    assert.equal((await right(owner, phone)).status, 429);
    // Another address is not affected.
    assert.equal((await right(t.client('127.0.3.5'), phone)).status, 200);
  });
});
