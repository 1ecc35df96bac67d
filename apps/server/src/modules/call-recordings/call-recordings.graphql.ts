import type { CallRecording } from '@parley/core/voice/call-recordings';
import type { Builder } from '../../platform/graphql/builder.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { authorizeRecordingDelete, authorizeRecordingsList } from './call-recordings.policy.ts';
import { deleteCallRecording } from './delete-call-recording.ts';
import { listCallRecordings } from './list-call-recordings.ts';

// Settings › Recordings (spec 001 /settings/recordings): the brand's call recordings, newest first;
// admins delete them (ours: the spec has no delete; docs/voice-contract.md "Recordings").
export function registerCallRecordingsGraphql(builder: Builder): void {
  const Recording = builder.objectRef<CallRecording>('CallRecording').implement({
    description: 'A recorded call (docs/voice-contract.md "Recordings"); the audio is at audioUrl.',
    fields: (t) => ({
      id: t.exposeID('id'),
      conferenceSid: t.exposeString('conferenceSid'),
      taskSid: t.exposeString('taskSid', { nullable: true }),
      agentUserId: t.exposeID('agentUserId'),
      agentName: t.exposeString('agentName', { nullable: true }),
      contactPhone: t.exposeString('contactPhone', { nullable: true }),
      mimeType: t.exposeString('mimeType'),
      sizeBytes: t.exposeInt('sizeBytes'),
      durationSeconds: t.exposeFloat('durationSeconds', { description: 'Recorded time, pauses excluded' }),
      startedAt: t.field({ type: 'DateTime', resolve: (recording) => new Date(recording.startedAt) }),
      createdAt: t.field({ type: 'DateTime', resolve: (recording) => new Date(recording.createdAt) }),
      audioUrl: t.exposeString('audioUrl', { description: 'GET: the audio file' }),
    }),
  });

  builder.queryField('callRecordings', (t) =>
    t.field({
      type: [Recording],
      description: "The brand's call recordings, newest first (admins and supervisors).",
      args: { page: t.arg.int(), size: t.arg.int() },
      resolve: async (_root, { page, size }, ctx) => {
        const { brandId } = authorizeRecordingsList(ctx.session);
        return (await listCallRecordings(ctx.db, { brandId, page, size })).items;
      },
    }),
  );

  builder.mutationField('deleteCallRecording', (t) =>
    t.id({
      description: 'Deletes a recording and its audio for good (admins); answers its id.',
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) => {
        const { brandId } = authorizeRecordingDelete(ctx.session);
        return (await deleteCallRecording(ctx.db, { brandId, id: idArg(id) })).id;
      },
    }),
  );
}
