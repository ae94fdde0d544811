import { youtubeVideoId } from '@baeum/shared/validation';

// What a post may hold, checked before anything is sent (the API enforces the same limits).
export const POST_MAX = 2000;
export const PHOTO_MAX_COUNT = 10;

/** Only youtube.com and youtu.be links with a video id are accepted (the API's rule too). */
export const isYoutubeUrl = (value: string): boolean => youtubeVideoId(value) !== null;
