import type { VoicemailDrop } from '@parley/core/voice/voicemail-drops';
import { apiRequest } from '../../../shared/api/api-request.ts';

// My Pre-recorded Voicemail Drops (apps/server/src/modules/voicemail-drops/voicemail-drops.routes.ts).

export async function fetchVoicemailDrops(signal?: AbortSignal): Promise<VoicemailDrop[]> {
  const data = await apiRequest<{ items: VoicemailDrop[] }>('/voicemail-drops', { signal });
  return data.items;
}

/** Multipart: the file and its name. A refusal naming `file` or `name` is thrown for the form. */
export function uploadVoicemailDrop(values: { name: string; file: File }): Promise<VoicemailDrop> {
  const body = new FormData();
  body.append('name', values.name.trim());
  body.append('file', values.file, values.file.name);
  return apiRequest<VoicemailDrop>('/voicemail-drops', { method: 'POST', body, skipDefault: true });
}

export async function deleteVoicemailDrop(id: string): Promise<void> {
  await apiRequest(`/voicemail-drops/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
