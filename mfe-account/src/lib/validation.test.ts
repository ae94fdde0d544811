import {
  checkCode,
  checkName,
  checkNewPassword,
  checkNickname,
  checkPasswordConfirm,
  checkPhone,
  passwordRules,
} from './validation';
import { nextFromLocation, safeNextPath, withNext } from './nextPath';
import { messages } from '../messages';

describe('checkPhone', () => {
  it.each([
    ['010-1234-5678', '010-1234-5678'],
    ['01012345678', '010-1234-5678'],
    ['  010-1234-5678 ', '010-1234-5678'],
    ['011-123-4567', '011-123-4567'],
    ['0161234567', '016-123-4567'],
    ['019-1234-5678', '019-1234-5678'],
  ])('accepts %p as %p', (input, normalised) => {
    expect(checkPhone(input)).toEqual({ ok: true, value: normalised });
  });

  it('asks for a number when empty', () => {
    expect(checkPhone('   ')).toEqual({ ok: false, message: '휴대폰 번호를 입력해주세요' });
  });

  it.each(['010 1234 5678', '010.1234.5678', '+82-10-1234-5678', '010-1234-567a'])(
    'refuses characters in %p',
    (input) => {
      expect(checkPhone(input)).toEqual({
        ok: false,
        message: '휴대폰 번호는 숫자와 하이픈(-)만 입력할 수 있어요',
      });
    },
  );

  it.each([
    '010-123-4567',
    '0101234567',
    '010123456789',
    '010-12345678',
    '0101234-5678',
    '02-1234-5678',
    '012-1234-5678',
    '-010-1234-5678',
  ])('refuses the malformed %p', (input) => {
    const result = checkPhone(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/형식이 올바르지 않아요/);
  });
});

describe('the password rules: 8–64자, 영문과 숫자 포함, 공백 없이', () => {
  it.each(['spring2024', 'spring24!', '1234abcd', 'A1b2C3d4e5F6g7H8i9J0'])(
    'accepts %p',
    (password) => {
      expect(checkNewPassword(password).ok).toBe(true);
    },
  );

  it.each([
    ['', '비밀번호를 입력해주세요'],
    ['ab1!', '비밀번호는 8~64자로 입력해주세요'],
    [
      'A1b2C3d4e5F6g7H8i9J0kA1b2C3d4e5F6g7H8i9J0kA1b2C3d4e5F6g7H8i9J0kabcde',
      '비밀번호는 8~64자로 입력해주세요',
    ],
    ['onlyletters', '비밀번호에 영문과 숫자를 모두 넣어주세요'],
    ['12345678', '비밀번호에 영문과 숫자를 모두 넣어주세요'],
    ['spring!!', '비밀번호에 영문과 숫자를 모두 넣어주세요'],
    ['with space1', '비밀번호에는 공백을 넣을 수 없어요'],
    ['비밀번호1234!', '비밀번호는 영문, 숫자, 특수문자로만 만들 수 있어요'],
  ])('refuses %p: %s', (password, message) => {
    expect(checkNewPassword(password)).toEqual({ ok: false, message });
  });

  it('reports each rule for the on-screen checklist', () => {
    expect(passwordRules('')).toEqual({ length: false, letterAndDigit: false, noSpace: false });
    expect(passwordRules('abc1')).toEqual({ length: false, letterAndDigit: true, noSpace: true });
    expect(passwordRules('spring!!')).toEqual({
      length: true,
      letterAndDigit: false,
      noSpace: true,
    });
    expect(passwordRules('spring2024')).toEqual({
      length: true,
      letterAndDigit: true,
      noSpace: true,
    });
  });

  it('needs the confirmation to match', () => {
    expect(checkPasswordConfirm('spring2024', '')).toEqual({
      ok: false,
      message: '비밀번호를 한 번 더 입력해주세요',
    });
    expect(checkPasswordConfirm('spring2024', 'spring2025')).toEqual({
      ok: false,
      message: '비밀번호가 일치하지 않아요',
    });
    expect(checkPasswordConfirm('spring2024', 'spring2024').ok).toBe(true);
  });
});

describe('the code and the name', () => {
  it('takes 6 digits as a code', () => {
    expect(checkCode('123456')).toEqual({ ok: true, value: '123456' });
    expect(checkCode('')).toEqual({ ok: false, message: '인증번호를 입력해주세요' });
    expect(checkCode('12345')).toEqual({
      ok: false,
      message: '인증번호 6자리를 모두 입력해주세요',
    });
  });

  it('takes a name of 2 to 20 characters, counted as people see them', () => {
    expect(checkName(' 김배움 ')).toEqual({ ok: true, value: '김배움' });
    expect(checkName('김').ok).toBe(false);
    expect(checkName('가'.repeat(21)).ok).toBe(false);
    expect(checkName('')).toEqual({ ok: false, message: '이름을 입력해주세요' });
  });

  it('refuses invisible characters and official-looking names (the shared rule)', () => {
    expect(checkName('이코치\u3164')).toEqual({
      ok: false,
      message: messages.signup.nameCharacters,
    });
    expect(checkName('배움 운영팀')).toEqual({ ok: false, message: messages.signup.nameReserved });
    expect(checkNickname('admin')).toEqual({
      ok: false,
      message: messages.profileEdit.nicknameReserved,
    });
    expect(checkNickname('\u2800\u2800')).toEqual({
      ok: false,
      message: messages.profileEdit.nicknameCharacters,
    });
    expect(checkNickname('')).toEqual({ ok: true, value: '' });
  });
});

describe('where to go after log-in', () => {
  it.each([
    ['/class/7', '/class/7'],
    ['/search?keyword=%EC%9A%94%EA%B0%80#top', '/search?keyword=%EC%9A%94%EA%B0%80#top'],
  ])('follows the same-origin path %p', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'class/7',
    '/login',
    '/signup?next=/x',
    '/password/reset',
    '',
    null,
    42,
  ])('refuses %p', (raw) => {
    expect(safeNextPath(raw)).toBe('/');
  });

  it('reads ?next= first, then the guard’s location state', () => {
    expect(nextFromLocation('?next=%2Fclass%2F1', { from: '/class/2' })).toBe('/class/1');
    expect(
      nextFromLocation('', { from: { pathname: '/class/2', search: '?a=1', hash: '#b' } }),
    ).toBe('/class/2?a=1#b');
    expect(nextFromLocation('', { from: '/my' })).toBe('/my');
    expect(nextFromLocation('', null)).toBe('/');
  });

  it('carries the way back on links, but not a plain home', () => {
    expect(withNext('/signup', '/class/7')).toBe('/signup?next=%2Fclass%2F7');
    expect(withNext('/signup', '/')).toBe('/signup');
  });
});
