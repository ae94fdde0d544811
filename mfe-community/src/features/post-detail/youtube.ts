import { youtubeVideoId } from '@baeum/shared/validation';

/** The id of a post's YouTube link (the product's one rule, shared with the API), or null. */
export const youtubeId = youtubeVideoId;

/** The video's still, from YouTube's image host (lazy, below the text). */
export const youtubeThumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

/** The privacy-enhanced player, started by the click that asked for it. */
export const youtubeEmbed = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
