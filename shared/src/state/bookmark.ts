// Bookmarks (spec section 4, class_have_status). Class cards come from many lists owned by
// many remotes; a toggle is recorded here by class id so every card of that class agrees.
import type { ClassCardData, Id, YN } from '../api/types';
import { atom, useAtomValue } from './jotai';

/** class_id → the status set by a toggle in this session (wins over the list's copy). */
export const classHaveStatusAtom = atom<Record<string, YN>>({});

/** The user's bookmarked classes (my page). */
export const bookmarkClassListAtom = atom<ClassCardData[]>([]);

/** The status to show for a class card: a toggle's, else the one the server sent. */
export function useClassHaveStatus(
  classId: Id,
  fromServer: ClassCardData['class_have_status'],
): YN {
  const toggled = useAtomValue(classHaveStatusAtom)[String(classId)];
  return toggled ?? (fromServer === 'Y' ? 'Y' : 'N');
}
