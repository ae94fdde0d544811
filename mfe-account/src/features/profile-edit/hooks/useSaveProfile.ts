import {
  fetchCurrentUser,
  setUserFromServer,
  updateContact,
  updateEmail,
  profileQueries,
  updateProfile,
  useMutation,
  useQueryClient,
} from '@baeum/shared';
import type { ContactUpdate } from '@baeum/shared';
import { accountQueries } from '../../../lib/queries';

export interface ProfileChanges {
  /** '' = not given: the profile part is not sent (spec §5). */
  nickname: string;
  /** An uploaded URL, '' to keep the photo, 'default' to go back to the default one. */
  photo: string;
  profileComment: string;
  /** '' = nothing to send (spec §5); only a changed address is sent. */
  email: string;
  /** Sent only with a phone or a kakao id (spec §5). */
  contact: ContactUpdate | null;
}

/**
 * Saves the edit screen: the profile (`PUT /new/v2/api/user`), the email (`POST user`) and the
 * contact data (`POST coach/{userId}`), each only when the spec's rule lets it go. Then the
 * signed-in user is read again, so the shell's header shows the new photo and nickname at
 * once, and every cached view of this member is refreshed.
 */
export function useSaveProfile(userId: number) {
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: async (changes: ProfileChanges) => {
      await updateProfile(userId, {
        nickname: changes.nickname,
        photo: changes.photo,
        profile_comment: changes.profileComment,
      });
      await updateEmail(changes.email);
      if (changes.contact) await updateContact(userId, changes.contact);
    },
    onSuccess: async () => {
      try {
        setUserFromServer(await fetchCurrentUser());
      } catch {
        // Saved; the header catches up on the next page load.
      }
      void qc.invalidateQueries({ queryKey: accountQueries.all(userId) });
      void qc.invalidateQueries({ queryKey: profileQueries.one(userId).queryKey });
    },
  });
  return save.mutateAsync;
}
