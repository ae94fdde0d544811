// The categories of the seed: names, icons, colours, coaches' nicknames, sub-categories with
// their class subjects and search keywords. Everything generated from these is deterministic.
// The table itself is data, kept in categoryData.json; this module gives it its type.
import categories from './categoryData.json' with { type: 'json' };

export interface SubSeed {
  name: string;
  /** Class subjects; a title is a subject with a prefix and/or suffix. */
  subjects: string[];
  keywords: string[];
}

export interface CategorySeed {
  name: string;
  icon: string;
  color: string;
  coachNick: string[];
  subs: SubSeed[];
}

export const CATEGORIES: CategorySeed[] = categories;
