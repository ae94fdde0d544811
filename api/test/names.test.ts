// Issue #33, item 10: names cannot impersonate — unique (compared case-, width- and space-folded),
// no official-looking names, visible characters only — on sign-up and on profile edit, by the
// shared rule (@baeum/shared/validation) and the database's unique index (migration 011).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { msg } from '../src/messages.ts';
import { isKoreanMessage, startTestApp, type Res, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

let phoneNo = 0;
/** Signs up with a freshly verified phone (the SMS step is sms.test.ts's business). */
async function signUp(userName: string): Promise<Res> {
  phoneNo++;
  const digits = `0104444${String(phoneNo).padStart(4, '0')}`;
  await t.db.query(
    `INSERT INTO phone_verifications (phone, expires_at) VALUES ($1, now() + interval '10 minutes')
     ON CONFLICT (phone) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
    [digits],
  );
  return t.client().post('/new/user_register', {
    phone: digits,
    passwd: 'baeum1234!',
    user_name: userName,
  });
}

function editNickname(userId: number, nickname: string): Promise<Res> {
  return t
    .as(userId)
    .put(`/new/v2/api/user?user_id=${userId}`, { nickname, photo: '', profile_comment: '안녕' });
}

function assertRefused(res: Res, status: number, message: string, what: string) {
  assert.equal(res.status, status, `${what}: ${res.text}`);
  assert.equal(res.body.code, status);
  assert.ok(isKoreanMessage(res.body.message), what);
  assert.ok(String(res.body.message).includes(message), `${what}: ${res.body.message}`);
}

const RESERVED = ['관리자', '배움 운영팀', 'admin', 'ADMIN', 'a.d.m.i.n', '배움'];
const INVISIBLE = {
  'U+3164': '이코치\u3164',
  'U+3164 only': '\u3164\u3164',
  'U+115F': '이\u115f코치',
  'U+2800': '이코치\u2800',
  'U+00AD': '이\u00ad코치',
  'U+180E': '이코\u180e치',
  'U+034F': '이코치\u034f',
  'a trailing combining mark': '이코치\u0301',
};

describe('sign-up: names', () => {
  it('a name another member is shown by is taken (409): exact, spaced, other case', async () => {
    for (const name of ['이코치', '이 코치', '이.코치'])
      assertRefused(await signUp(name), 409, msg.nameTaken, name);
    const first = await signUp('Happy Cat');
    assert.equal(first.status, 200, first.text);
    for (const name of ['happycat', 'HAPPY CAT', 'happy_cat'])
      assertRefused(await signUp(name), 409, msg.nameTaken, name);
  });

  it('compared width-folded (NFKC): a full-width name stored earlier still counts', async () => {
    // An older row, written before the rule refused full-width letters.
    await t.db.query("UPDATE users SET nickname = 'ＰＲＯ코치' WHERE id = 300");
    assertRefused(await signUp('pro코치'), 409, msg.nameTaken, 'pro코치');
    assertRefused(await editNickname(301, 'Pro코치'), 409, msg.nameTaken, 'Pro코치');
  });

  it('official-looking names are refused (400)', async () => {
    for (const name of RESERVED) assertRefused(await signUp(name), 400, msg.nameReserved, name);
  });

  it('invisible and blank-looking characters are refused (400)', async () => {
    for (const [label, name] of Object.entries(INVISIBLE))
      assertRefused(await signUp(name), 400, msg.nameCharacters, label);
  });

  it('ten sign-ups racing for one new name: exactly one gets it', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => signUp('경주하는이름')));
    const statuses = answers.map((r) => r.status).sort();
    assert.deepEqual(statuses, [200, ...Array<number>(9).fill(409)], JSON.stringify(statuses));
  });
});

describe('profile edit: nicknames', () => {
  it('another member’s name or nickname is taken (409); one’s own is fine', async () => {
    assertRefused(await editNickname(61, '이코치'), 409, msg.nameTaken, '이코치');
    assert.equal((await editNickname(62, '달리는곰')).status, 200);
    assertRefused(await editNickname(61, '달리는 곰'), 409, msg.nameTaken, '달리는 곰');
    // Keeping one's own name (as a nickname) is no conflict.
    const own = (await t.db.query<{ name: string }>('SELECT name FROM users WHERE id = 63'))[0]!;
    assert.equal((await editNickname(63, own.name)).status, 200);
    assert.equal((await editNickname(62, '달리는곰')).status, 200);
  });

  it('official-looking and invisible-character nicknames are refused (400)', async () => {
    for (const name of RESERVED)
      assertRefused(await editNickname(64, name), 400, msg.nameReserved, name);
    for (const [label, name] of Object.entries(INVISIBLE))
      assertRefused(await editNickname(64, name), 400, msg.nameCharacters, label);
  });

  it('the seeded members are each shown by a different name', async () => {
    const rows = await t.db.query<{ n: number; keys: number }>(
      "SELECT COUNT(*)::int AS n, COUNT(DISTINCT name_key)::int AS keys FROM users WHERE status = 'active'",
    );
    assert.ok(rows[0]!.n > 400);
    assert.equal(rows[0]!.keys, rows[0]!.n);
  });
});
