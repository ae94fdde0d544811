/** Joins class names, skipping falsy ones: cx('card', banner && 'card--banner'). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
