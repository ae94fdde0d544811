// Spec §1: the identity snippet exposes the signed-in user to the ad pixels. Email and id
// are normalised (email lowercased, id stringified), hashed with SHA-256 and URI-encoded;
// the phone is only URI-encoded.
export interface IdentityInput {
  email?: string | null;
  id?: string | number | null;
  phone?: string | null;
}

export interface HashedIdentity {
  email: string;
  id: string;
  phone: string;
}

function defaultSubtle(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) is not available on this page');
  return subtle;
}

export async function sha256Hex(
  text: string,
  subtle: SubtleCrypto = defaultSubtle(),
): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Hashes one value as the pixels expect; a missing value stays empty rather than hashing "". */
export async function hashIdentityValue(
  value: string | number | null | undefined,
  subtle?: SubtleCrypto,
): Promise<string> {
  if (value === null || value === undefined || value === '') return '';
  const normalised = typeof value === 'string' ? value.trim().toLowerCase() : String(value);
  return encodeURIComponent(await sha256Hex(normalised, subtle));
}

export async function buildHashedIdentity(
  input: IdentityInput,
  subtle?: SubtleCrypto,
): Promise<HashedIdentity> {
  const [email, id] = await Promise.all([
    hashIdentityValue(input.email, subtle),
    hashIdentityValue(input.id, subtle),
  ]);
  return { email, id, phone: input.phone ? encodeURIComponent(input.phone) : '' };
}
