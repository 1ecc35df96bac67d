import {
  VOICEMAIL_DROP_TEXTS,
  type VoicemailDrop,
  type VoicemailDropMimeType,
  voicemailDropAudioPath,
} from '@parley/core/voice/voicemail-drops';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error.ts';
import { voicemailDrops } from './voicemail-drops.tables.ts';

// The columns of a drop without its audio, and their presenter (CONVENTIONS.md §9).

export const dropColumns = {
  id: voicemailDrops.id,
  userId: voicemailDrops.userId,
  name: voicemailDrops.name,
  mimeType: voicemailDrops.mimeType,
  sizeBytes: voicemailDrops.sizeBytes,
  durationMs: voicemailDrops.durationMs,
  createdAt: voicemailDrops.createdAt,
};

export type DropSummary = {
  id: string;
  userId: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  durationMs: number | null;
  createdAt: Date;
};

export function toVoicemailDrop(row: DropSummary): VoicemailDrop {
  return {
    id: row.id,
    name: row.name,
    // Written only by the upload, from VOICEMAIL_DROP_MIME_TYPES.
    mimeType: row.mimeType as VoicemailDropMimeType,
    sizeBytes: row.sizeBytes,
    durationSeconds: row.durationMs === null ? null : row.durationMs / 1000,
    audioUrl: voicemailDropAudioPath(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

export function dropNotFound(field = 'id'): AppError {
  return new AppError('not_found', VOICEMAIL_DROP_TEXTS.notFound, { field });
}

export function ofBrandDrop(brandId: string, id: string) {
  return and(eq(voicemailDrops.brandId, brandId), eq(voicemailDrops.id, id));
}
