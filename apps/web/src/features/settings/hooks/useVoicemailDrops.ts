import { VOICEMAIL_DROP_TEXTS } from '@parley/core/voice/voicemail-drops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { settingsKeys } from '../api/settings-keys.ts';
import { deleteVoicemailDrop, fetchVoicemailDrops, uploadVoicemailDrop } from '../api/voicemail-drops-api.ts';

/** The signed-in user's voicemail drops with upload and delete; each success toasts and refreshes. */
export function useVoicemailDrops() {
  const queryClient = useQueryClient();
  const key = settingsKeys.voicemailDrops();
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchVoicemailDrops(signal) });
  const done = (message: string) => () => {
    showSuccessToast(message);
    return queryClient.invalidateQueries({ queryKey: key });
  };
  const upload = useMutation({
    mutationFn: uploadVoicemailDrop,
    onSuccess: done(VOICEMAIL_DROP_TEXTS.uploaded),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteVoicemailDrop(id),
    onSuccess: done(VOICEMAIL_DROP_TEXTS.deleted),
  });
  return { query, upload, remove };
}
