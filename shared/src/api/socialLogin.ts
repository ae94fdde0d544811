// Issue #52: 카카오, 네이버 and Apple log-in (api/README.md "Social log-in"). The log-in itself is
// a page navigation to the API (`socialStartUrl`), which goes to the provider and back; tokens
// never reach the browser. These calls serve the age and terms step and the settings.
import { apiDelete, apiGet, apiPost, resolveApiUrl } from './client';
import { setToken } from './credentials';
import type { LoginAnswer } from './account';

export const SOCIAL_PROVIDERS = ['kakao', 'naver', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * Where the browser goes to begin (a same-site `returnTo` path to come back to). With `link`,
 * the signed-in member links the provider to their account instead of logging in.
 */
export function socialStartUrl(
  provider: SocialProvider,
  returnTo: string,
  options: { link?: boolean } = {},
): string {
  const q = new URLSearchParams({ returnTo });
  if (options.link) q.set('link', '1');
  return `${resolveApiUrl(`/new/auth/social/${provider}/start`)}?${q.toString()}`;
}

export interface SocialPendingWire {
  provider: SocialProvider;
  provider_label: string;
  name: string;
  photo: string | null;
  email: string | null;
  /** A member with the provider's verified e-mail exists: offer to link after their password. */
  link_offer: boolean;
  return_to: string;
}

/** `GET /new/auth/social/pending`: who is signing up (410 when the step has expired). */
export function fetchSocialPending(): Promise<SocialPendingWire> {
  return apiGet<SocialPendingWire>('/new/auth/social/pending');
}

export type SocialSignedIn = LoginAnswer & { return_to: string };

/** `POST /new/auth/social/signup`: 만 14세 이상, the required terms, marketing apart. */
export async function confirmSocialSignup(answers: {
  over14: boolean;
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}): Promise<SocialSignedIn> {
  const yn = (b: boolean) => (b ? 'Y' : 'N');
  const answer = await apiPost<SocialSignedIn>('/new/auth/social/signup', {
    over14: yn(answers.over14),
    terms: yn(answers.terms),
    privacy: yn(answers.privacy),
    marketing: yn(answers.marketing),
  });
  if (answer.token) setToken(answer.token);
  return answer;
}

/** `POST /new/auth/social/link`: the existing member proves it with their password. */
export async function linkSocialWithPassword(passwd: string): Promise<SocialSignedIn> {
  const answer = await apiPost<SocialSignedIn>('/new/auth/social/link', { passwd });
  if (answer.token) setToken(answer.token);
  return answer;
}

/** `POST /new/auth/social/cancel`: forget the pending step. */
export function cancelSocialSignup(): Promise<unknown> {
  return apiPost('/new/auth/social/cancel');
}

export interface SocialLinksWire {
  has_password: boolean;
  providers: {
    provider: SocialProvider;
    label: string;
    linked: boolean;
    linked_at: string | null;
  }[];
}

/** `GET /new/auth/social/links`: the signed-in member's providers. */
export function fetchSocialLinks(): Promise<SocialLinksWire> {
  return apiGet<SocialLinksWire>('/new/auth/social/links');
}

/** `DELETE /new/auth/social/links/:provider` (409 for the last way in). */
export function unlinkSocial(provider: SocialProvider): Promise<{ message: string }> {
  return apiDelete<{ message: string }>(`/new/auth/social/links/${provider}`);
}
