// The class form's writes (README "Data"): a new class and a saved one, each a useMutation
// that puts the server's answer in the cache and refreshes the dashboard.
import {
  createStudioClass,
  showToast,
  updateStudioClass,
  useMutation,
  useQueryClient,
} from '@baeum/shared';
import type { StudioClassWire } from '@baeum/shared';
import { studioQueries } from '../../../lib/queries';
import { messages } from '../../../messages';

type NewClassFields = Parameters<typeof createStudioClass>[0];
type ClassChanges = Parameters<typeof updateStudioClass>[1];

/** A new class (a draft); `done` gets what the server made. */
export function useCreateClass(done: (created: StudioClassWire) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: NewClassFields) => createStudioClass(fields),
    onSuccess: (created) => {
      client.setQueryData(studioQueries.class(created.class_id).queryKey, created);
      void client.invalidateQueries({ queryKey: studioQueries.dashboard().queryKey });
      done(created);
    },
  });
}

/** The changed fields of one class; the saved class replaces the cached one, with a toast. */
export function useUpdateClass(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: ClassChanges) => updateStudioClass(classId, changes),
    onSuccess: (saved) => {
      client.setQueryData(studioQueries.class(classId).queryKey, saved);
      void client.invalidateQueries({ queryKey: studioQueries.dashboard().queryKey });
      showToast({ type: 'success', message: messages.editor.saved });
    },
  });
}
