import {
  SESSION_ID_KEY,
  VISITOR_ID_KEY,
  generateUuid,
  getOrCreateSessionId,
  getOrCreateVisitorId,
  isValidUuid,
} from './uuid';

describe('isValidUuid (spec §5: versions 1 to 5 or the all-zero value)', () => {
  it.each([
    ['v1', 'c232ab00-9414-11ec-b3c8-9e6bdeced846'],
    ['v3', 'a3bb189e-8bf9-3888-9912-ace4e6543002'],
    ['v4', '9b2f3c1e-4d5a-4b6c-8d7e-0f1a2b3c4d5e'],
    ['v5', '2ed6657d-e927-568b-95e1-2665a8aea6a2'],
    ['upper case', '9B2F3C1E-4D5A-4B6C-8D7E-0F1A2B3C4D5E'],
    ['the nil value', '00000000-0000-0000-0000-000000000000'],
  ])('accepts %s', (_label, value) => {
    expect(isValidUuid(value)).toBe(true);
  });

  it.each([
    ['version 0', '9b2f3c1e-4d5a-0b6c-8d7e-0f1a2b3c4d5e'],
    ['version 6', '9b2f3c1e-4d5a-6b6c-8d7e-0f1a2b3c4d5e'],
    ['a bad variant', '9b2f3c1e-4d5a-4b6c-cd7e-0f1a2b3c4d5e'],
    ['missing dashes', '9b2f3c1e4d5a4b6c8d7e0f1a2b3c4d5e'],
    ['a non-hex character', '9b2f3c1e-4d5a-4b6c-8d7e-0f1a2b3c4d5g'],
    ['too short', '9b2f3c1e-4d5a-4b6c-8d7e-0f1a2b3c4d5'],
    ['braces', '{9b2f3c1e-4d5a-4b6c-8d7e-0f1a2b3c4d5e}'],
    ['surrounding spaces', ' 9b2f3c1e-4d5a-4b6c-8d7e-0f1a2b3c4d5e '],
    ['an empty string', ''],
    ['"undefined"', 'undefined'],
  ])('rejects %s', (_label, value) => {
    expect(isValidUuid(value)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isValidUuid(null)).toBe(false);
    expect(isValidUuid(42)).toBe(false);
  });
});

describe('generateUuid', () => {
  it('makes valid, distinct ids', () => {
    const a = generateUuid();
    expect(isValidUuid(a)).toBe(true);
    expect(generateUuid()).not.toBe(a);
  });

  it('makes a version 4 id without crypto.randomUUID', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    });
    try {
      expect(generateUuid()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', {
        value: original,
        configurable: true,
      });
    }
  });
});

describe('visitor and session ids (spec §9)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a valid stored visitor id', () => {
    const stored = '9b2f3c1e-4d5a-4b6c-8d7e-0f1a2b3c4d5e';
    localStorage.setItem(VISITOR_ID_KEY, stored);
    expect(getOrCreateVisitorId()).toBe(stored);
  });

  it('creates and stores a visitor id in local storage when there is none', () => {
    const id = getOrCreateVisitorId();
    expect(isValidUuid(id)).toBe(true);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(id);
    expect(getOrCreateVisitorId()).toBe(id);
  });

  it('replaces a malformed stored visitor id with a new one', () => {
    localStorage.setItem(VISITOR_ID_KEY, 'abc-123');
    const id = getOrCreateVisitorId();
    expect(id).not.toBe('abc-123');
    expect(isValidUuid(id)).toBe(true);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(id);
  });

  it('keeps the session id in session storage, apart from the visitor id', () => {
    const session = getOrCreateSessionId();
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe(session);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();
    expect(getOrCreateSessionId()).toBe(session);
  });

  it('still returns an id when storage throws (blocked storage)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(isValidUuid(getOrCreateVisitorId(broken))).toBe(true);
  });
});
