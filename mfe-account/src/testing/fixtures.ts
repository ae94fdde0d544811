import type { CurrentUserWire } from '@baeum/shared';
import type { Reply } from '@baeum/shared/testing/server';

export const ok = (data: unknown = {}): Reply => ({ body: { code: 200, data } });

/** The reference API's failure: HTTP status and envelope code are the same. */
export const fail = (code: number, message = '요청 실패'): Reply => ({
  status: code,
  body: { code, message },
});

/** HTTP 200 with another code in the envelope (an answered, non-success outcome). */
export const answered = (code: number, message = '요청 실패'): Reply => ({
  status: 200,
  body: { code, message },
});

export const me: CurrentUserWire = {
  user_id: 1,
  user_info: { user_name: '김배움' },
  user_photo: '',
  email: 'learner@baeum.kr',
  phone: '010-1234-5678',
  coach_yn: 'N',
  class_list: [],
};

export const loginAnswer = { token: 'token-1', hash: 'hash-1', user_id: 1 };

/** Reads a form-encoded body. */
export function form(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}
