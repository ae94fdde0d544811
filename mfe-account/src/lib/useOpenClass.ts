import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { nativeBridge, viaApp } from '@baeum/shared';
import type { ClassCardData } from '@baeum/shared';

/** Where a class card of this remote leads: the in-app class page (spec §6, signed in). */
export const classPath = (item: Pick<ClassCardData, 'class_id'>) => `/class/${item.class_id}`;

/**
 * A class card's click handler: cards are real links (a new tab, a copied address), but a plain
 * click stays in the app through the router.
 */
export function useOpenClass() {
  return useOpenPath(classPath);
}

/** A class the member takes opens its classroom (이어서 학습하기: the last lesson, where they left). */
export const classroomPath = (item: Pick<ClassCardData, 'class_id'>) =>
  `/class/lecture/${item.class_id}`;

/** …and in the app (from 210) the native class tab's lessons take over, as on the class page. */
export function useOpenClassroom() {
  const open = useOpenPath(classroomPath);
  return (item: ClassCardData, event: MouseEvent<HTMLElement>) => {
    viaApp(() => nativeBridge.classTab({ classId: item.class_id, tab: 'lecture' }))(event);
    if (!event.defaultPrevented) open(item, event);
  };
}

function useOpenPath(pathOf: (item: Pick<ClassCardData, 'class_id'>) => string) {
  const navigate = useNavigate();
  return (item: ClassCardData, event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(pathOf(item));
  };
}
