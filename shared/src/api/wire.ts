// The fields that the reference API reads from its database rows and answers under the same
// names, so that the API's row types and the client's wire types are one definition (the API
// adds its own `id` and Date columns, the client its extra wire fields). Plain TypeScript with no
// imports, so Node runs it as it is on the API side (api/ imports @baeum/shared/wire).

/** What a reviewer wrote: the score and the three texts. */
export interface ReviewText {
  /** 1 to 5. */
  score: number;
  pros_content: string;
  cons_content: string;
  suggestions: string;
}

/** A review as the class's list and the user's own list show it, with its class and author. */
export interface ReviewListFields extends ReviewText {
  class_id: number;
  class_name: string;
  class_photo: string;
  user_id: number;
  user_name: string;
  user_photo: string;
  progress: number;
  photo_list: string[];
  helpful_cnt: number;
}

/** One review of a managed class in the coach's studio. */
export interface StudioClassReviewFields extends ReviewText {
  user_name: string;
  coach_reply: string | null;
}

/** One unanswered review in the coach's queue, across the coach's classes. */
export interface InboxReviewFields extends ReviewText {
  class_id: number;
  class_name: string;
  user_name: string;
}
