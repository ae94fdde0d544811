// What a review must hold, checked before it is sent (the API enforces its own limits).
export const PROS_MIN = 10;
export const TEXT_MAX = 2000;
export const REVIEW_PHOTO_MAX = 5;
