// Korean strings of the platform part of @baeum/shared (page titles).
export const platformMessages = {
  tagline: '배움 - 세상 모든 배움을 가장 저렴하게',
  titleTemplate: (title: string) => `${title} · 배움`,
  shareTitle: '세상 모든 배움을 가장 저렴하게, 배움',
  // Pages others read (#39): the default description of a shared link or a search result.
  description: '세상 모든 배움을 가장 저렴하게. 코치에게 배우고 함께 나누는 온라인 클래스 배움.',
  siteName: '배움',
} as const;
