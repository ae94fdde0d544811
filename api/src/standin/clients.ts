// The stand-in provider's three clients (one issuer, three clients: one for each social log-in).
// Development values only: a deployment configures real client ids (README "Social log-in") and
// the stand-in is never started.
export const SOCIAL_PROVIDERS = ['kakao', 'naver', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const STANDIN_PORT = 4100;

export const STANDIN_CLIENTS: Record<SocialProvider, { clientId: string; clientSecret: string }> = {
  kakao: { clientId: 'baeum-kakao', clientSecret: 'standin-kakao-secret-not-for-production' },
  naver: { clientId: 'baeum-naver', clientSecret: 'standin-naver-secret-not-for-production' },
  apple: { clientId: 'baeum-apple', clientSecret: 'standin-apple-secret-not-for-production' },
};

/** The stand-in's Naver-style profile call (Naver's own is https://openapi.naver.com/v1/nid/me). */
export const STANDIN_NAVER_PROFILE_PATH = '/naver/v1/nid/me';
