import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ClassCardData } from '@baeum/shared';

/** Where a class card of this remote leads: the in-app class page (spec §6, signed in). */
export const classPath = (item: Pick<ClassCardData, 'class_id'>) => `/class/${item.class_id}`;

/**
 * A class card's click handler: cards are real links (a new tab, a copied address), but a plain
 * click stays in the app through the router.
 */
export function useOpenClass() {
  const navigate = useNavigate();
  return (item: ClassCardData, event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(classPath(item));
  };
}
