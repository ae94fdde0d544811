// The sign-up and profile screens check input with @baeum/shared/validation before a request;
// this proves the API enforces the very same rules: every input the shared rule accepts passes
// the API's validation, and every input it refuses gets the API's 400 for that field.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  isValidName,
  isValidPassword,
  mobileDigits,
  youtubeVideoId,
} from '@baeum/shared/validation';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const valid = { phone: '010-5555-0101', passwd: 'baeum1234!', user_name: '새학생' };

/** True when the API refused this body because of `field` (its 400 names the field). */
async function refusedFor(field: string, body: Record<string, string>): Promise<boolean> {
  const res = await t.client().post('/new/user_register', body);
  return res.status === 400 && String(res.body.message).includes(`(${field})`);
}

describe('the client and the API share one rule set', () => {
  it('phone numbers', async () => {
    const phones = [
      '010-1234-5678',
      '01012345678',
      '010-123-4567',
      '0101234567',
      '011-123-4567',
      '016-1234-5678',
      '019 123 4567',
      '012-1234-5678',
      '010-1234-567',
      '02-123-4567',
      '010123456789',
      '010-abcd-5678',
      '',
    ];
    for (const phone of phones) {
      assert.equal(
        await refusedFor('phone', { ...valid, phone }),
        mobileDigits(phone) === null,
        phone,
      );
    }
  });

  it('passwords', async () => {
    const passwords = [
      'baeum1234!',
      'abcdefg1',
      'abcdefgh',
      '12345678',
      'ab1',
      'a1'.repeat(32),
      'a1'.repeat(32) + 'x',
      'with space1',
      '한글비밀번호123',
      'Tab\tkey12',
    ];
    for (const passwd of passwords) {
      assert.equal(
        await refusedFor('passwd', { ...valid, passwd }),
        !isValidPassword(passwd),
        passwd,
      );
    }
  });

  it('names, with invisible characters removed first', async () => {
    const names = [
      '김배움',
      '김',
      '  김  ',
      '가'.repeat(20),
      '가'.repeat(21),
      '\u200b김\u200b',
      '\u202e움배',
      'A\u200dB',
      // Issue #33 item 10: visible characters only, nothing official-looking.
      '이코치\u3164',
      '\u3164\u3164',
      '이\u115f코치',
      '이코치\u2800',
      '이\u00ad코치',
      '이코\u180e치',
      '이코치\u034f',
      '새학생\u0301',
      'ＫＩＭ',
      '관리자',
      '배움 운영팀',
      'admin',
      'Kim  Baeum',
      'jo_ah.kim-2',
    ];
    for (const user_name of names) {
      assert.equal(
        await refusedFor('user_name', { ...valid, user_name }),
        !isValidName(user_name),
        JSON.stringify(user_name),
      );
    }
  });

  it('a post’s YouTube link', async () => {
    const links = [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'http://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/short',
      'https://vimeo.com/123456',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'ftp://youtu.be/dQw4w9WgXcQ',
      'youtu.be/dQw4w9WgXcQ',
    ];
    for (const youtube_file of links) {
      const res = await t.as(1).form('/app_comment', { content: '영상', youtube_file });
      assert.equal(res.status === 400, youtubeVideoId(youtube_file) === null, youtube_file);
      assert.ok(res.status === 200 || res.status === 400, `${youtube_file}: ${res.status}`);
    }
  });
});
