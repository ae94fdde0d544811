// Korean strings of the platform part of @baeum/shared (page titles).
export const platformMessages = {
  tagline: '배움 - 세상 모든 배움을 가장 저렴하게',
  titleTemplate: (title: string) => `${title} · 배움`,
  shareTitle: '세상 모든 배움을 가장 저렴하게, 배움',
} as const;
