import { ApiError } from '../api/error';
import {
  errorMessage,
  errorMessages,
  failureMessage,
  loginFailedMessage,
  smsCheckMessage,
  smsMessages,
  smsSendMessage,
} from './errors';

const answered = (code: number, status = code) =>
  new ApiError({
    kind: 'http',
    message: `Request failed with status code ${status}`,
    code,
    status,
  });
const networkFailure = new ApiError({
  kind: 'network',
  message: 'Network Error',
  code: null,
  status: null,
});

describe('login failure', () => {
  it('asks to check the phone number or password', () => {
    expect(loginFailedMessage()).toBe('휴대폰 번호 또는 비밀번호를 확인해주세요');
    expect(errorMessages.loginFailed).toBe('휴대폰 번호 또는 비밀번호를 확인해주세요');
  });
});

describe('sending an SMS code', () => {
  it.each([
    [200, smsMessages.sendSuccess],
    [422, smsMessages.invalidPhone],
    [501, smsMessages.alreadyVerified],
    [500, smsMessages.requestFailed],
    [421, smsMessages.requestFailed],
  ])('answers code %i with its message', (code, message) => {
    expect(smsSendMessage(code)).toBe(message);
    expect(smsSendMessage(answered(code))).toBe(message);
  });

  it('says to wait when sending too often (the reference API limits sending)', () => {
    const limited = new ApiError({
      kind: 'http',
      message: 'x',
      code: 429,
      status: 429,
      body: { code: 429, message: '30초 후에 다시 요청해주세요.' },
    });
    expect(smsSendMessage(limited)).toBe('30초 후에 다시 요청해주세요.');
    expect(smsSendMessage(answered(429))).toBe(smsMessages.tooManyRequests);
  });

  it('blames a server outage on a network failure', () => {
    expect(smsSendMessage(networkFailure)).toBe(smsMessages.serverOutage);
    expect(smsSendMessage(new Error('boom'))).toBe(smsMessages.serverOutage);
  });

  it('says a past verification record means logging in with the phone or resetting the password', () => {
    expect(smsMessages.alreadyVerified).toContain('로그인');
    expect(smsMessages.alreadyVerified).toContain('비밀번호');
  });
});

describe('checking an SMS code', () => {
  it.each([
    [200, smsMessages.checkSuccess],
    [421, smsMessages.invalidCode],
    [422, smsMessages.invalidPhone],
    [472, smsMessages.codeExpired],
    [501, smsMessages.alreadyVerified],
    [502, smsMessages.requestCodeFirst],
    [499, errorMessages.generic],
  ])('answers code %i with its message', (code, message) => {
    expect(smsCheckMessage(code)).toBe(message);
  });

  it('keeps the messages of 421 and 472 when they are thrown', () => {
    expect(smsCheckMessage(answered(421))).toBe(smsMessages.invalidCode);
    expect(smsCheckMessage(answered(472))).toBe(smsMessages.codeExpired);
  });

  it('gives the server-outage message for anything else thrown', () => {
    expect(smsCheckMessage(networkFailure)).toBe(smsMessages.serverOutage);
    expect(smsCheckMessage(answered(500))).toBe(smsMessages.serverOutage);
    expect(smsCheckMessage('weird')).toBe(smsMessages.serverOutage);
  });

  it('keeps the table message for a code the server answered as an error status', () => {
    // The reference API answers 422/501/502 as the HTTP status (docs/api-paths.md).
    expect(smsCheckMessage(answered(502))).toBe(smsMessages.requestCodeFirst);
    expect(smsCheckMessage(answered(422, 200))).toBe(smsMessages.invalidPhone);
  });
});

describe('generic HTTP client errors', () => {
  it.each([
    ['network', errorMessages.network],
    ['aborted', errorMessages.aborted],
    ['canceled', errorMessages.aborted],
    ['timeout', errorMessages.timeout],
  ] as const)('shows a %s failure in Korean', (kind, message) => {
    expect(errorMessage(new ApiError({ kind, message: 'x', code: null, status: null }))).toBe(
      message,
    );
  });

  it('maps statuses without a server message to the catalogue', () => {
    expect(errorMessage(answered(470))).toBe(errorMessages.invalidSession);
    expect(errorMessage(answered(413))).toBe(errorMessages.tooLarge);
    expect(errorMessage(answered(500))).toBe(errorMessages.generic);
    expect(errorMessage(new TypeError('x'))).toBe(errorMessages.generic);
  });
});

describe('a form’s failure message (issue #38)', () => {
  const fallback = '저장하지 못했어요. 잠시 후 다시 시도해 주세요.';

  it('is the server’s Korean message when it sent one', () => {
    const refused = new ApiError({
      kind: 'http',
      message: 'Request failed with status code 409',
      code: 409,
      status: 409,
      body: { code: 409, message: '이미 다른 회원이 쓰고 있는 이름이에요.' },
    });
    expect(failureMessage(refused, fallback)).toBe('이미 다른 회원이 쓰고 있는 이름이에요.');
  });

  it.each([
    ['an answer without a message', answered(500)],
    ['no answer', networkFailure],
    ['anything thrown', new TypeError('Failed to fetch')],
  ])('is the form’s own Korean words for %s, never the client’s English', (_, error) => {
    expect(failureMessage(error, fallback)).toBe(fallback);
  });
});
