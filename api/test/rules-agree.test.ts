// The sign-up and profile screens check input with @baeum/shared/validation before a request;
// this proves the API enforces the very same rules: every input the shared rule accepts passes
// the API's validation, and every input it refuses gets the API's 400 for that field.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  isValidClassField,
  isValidName,
  isValidPassword,
  mobileDigits,
  youtubeVideoId,
} from '@baeum/shared/validation';
import { DEMO, startTestApp, type TestApp } from './helpers.ts';

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

  // Studio (issue 36): a class's fields, checked by the studio's form and by the API.
  it('a class’s title, summary, description, price, discount and months', async () => {
    const coach = t.as(DEMO.coach.id);
    const [sub] = await t.db.query<{ id: number; category_id: number }>(
      'SELECT id, category_id FROM sub_categories ORDER BY id LIMIT 1',
    );
    const draft = await coach.post('/new/studio/classes', {
      title: '규칙 확인용 클래스',
      category: sub!.category_id,
      sub_category: sub!.id,
      price: 10000,
    });
    assert.equal(draft.status, 200, draft.text);
    const path = `/new/studio/classes/${draft.body.data.class_id}`;
    const cases: [field: string, key: string, values: unknown[]][] = [
      [
        'title',
        'title',
        [
          '다섯글자다',
          '넷글자',
          '가'.repeat(60),
          '가'.repeat(61),
          '  공백  포함 제목  ',
          '두 줄\n제목입니다',
          '제목\u0000널문자',
          '😀😀😀😀😀',
          '😀😀😀😀',
          12345,
          '',
        ],
      ],
      ['summary', 'summary', ['', '한 줄 소개', '가'.repeat(80), '가'.repeat(81), '두\n줄']],
      [
        'description',
        'description',
        [
          '',
          '여러\n줄\r\n소개',
          '<b>html</b>',
          '가'.repeat(5000),
          '가'.repeat(5001),
          '탭\t문자',
          '\u202e뒤집기',
        ],
      ],
      ['price', 'price', [0, 1, 9900, 10_000_000, 10_000_001, -1, 1.5, '9900', null]],
      ['discount', 'discount', [0, 90, 91, -1, 10.5, '10']],
      ['months', 'months', [1, 24, 0, 25, 12, 3.5]],
    ];
    for (const [field, key, values] of cases) {
      for (const value of values) {
        const res = await coach.request('PATCH', path, { [key]: value });
        const refused = res.status === 400 && String(res.body.message).includes(`(${key})`);
        assert.equal(
          refused,
          !isValidClassField(field as 'title', value),
          `${key}: ${JSON.stringify(value)}`,
        );
        assert.ok(res.status === 200 || res.status === 400, `${key}: ${res.status}`);
      }
    }
  });
});
