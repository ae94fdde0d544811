/**
 * @jest-environment node
 */
// Web Crypto and TextEncoder as a browser has them; jsdom lacks TextEncoder.
import { webcrypto } from 'node:crypto';
import { buildHashedIdentity, hashIdentityValue, sha256Hex } from './identityHash';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
// sha256("user@example.com"), computed independently.
const USER_AT_EXAMPLE = 'b4c9a289323b21a01c3e940f150eb9b8c542587f1abfd8f0e1cc1ffc5e475514';

describe('identity hashing (spec §1)', () => {
  it('hashes with SHA-256 as lower-case hex', async () => {
    expect(await sha256Hex('abc', subtle)).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('lowercases the email before hashing', async () => {
    expect(await hashIdentityValue('User@Example.COM', subtle)).toBe(USER_AT_EXAMPLE);
    expect(await hashIdentityValue(' user@example.com ', subtle)).toBe(USER_AT_EXAMPLE);
  });

  it('stringifies a numeric id before hashing', async () => {
    expect(await hashIdentityValue(12345, subtle)).toBe(await sha256Hex('12345', subtle));
  });

  it('hashes email and id, and only URI-encodes the phone', async () => {
    const identity = await buildHashedIdentity(
      { email: 'user@example.com', id: 7, phone: '+82 10-1234-5678' },
      subtle,
    );
    expect(identity).toEqual({
      email: USER_AT_EXAMPLE,
      id: await sha256Hex('7', subtle),
      phone: '%2B82%2010-1234-5678',
    });
  });

  it('uses the global Web Crypto by default', async () => {
    expect(await hashIdentityValue('user@example.com')).toBe(USER_AT_EXAMPLE);
  });

  it('leaves missing values empty instead of hashing an empty string', async () => {
    expect(await buildHashedIdentity({}, subtle)).toEqual({ email: '', id: '', phone: '' });
  });
});
