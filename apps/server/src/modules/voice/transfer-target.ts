import { TRANSFER_TARGET_TEXTS, transferTargetRefusal } from '@parley/core/voice/transfer-targets';
import { AppError } from '../../platform/http/app-error.ts';
import { listReservations } from '../routing/reservations/list-reservations.ts';
import type { WorkerSummary } from '../routing/workers/worker-directory.ts';
import { getUserProfile } from '../users/get-user-profile.ts';
import type { VoiceActor } from './voice.policy.ts';
import type { VoiceDeps } from './voice-deps.ts';

/**
 * spec 001 §4 on the server: the target of a transfer to an agent must be available and not in
 * 'Progressive Dialer Mode'; one on a call (conference status `busy`: an accepted or wrapping call
 * task, as `findAllAgents` shows it) only when the caller's `enableTransferToBusyAgents` flag is on.
 * A refusal is a 409 naming `targetWorkerUri`.
 */
export async function assertTransferTarget(
  deps: VoiceDeps,
  options: { brandId: string; actor: VoiceActor; worker: WorkerSummary },
): Promise<void> {
  const { brandId, actor, worker } = options;
  const held = await listReservations(deps.db, { brandId, userId: worker.userId });
  const onCall = held.some((r) => r.channelType === 'call' && r.status !== 'pending');
  const { featureFlags } = await getUserProfile(deps.db, { brandId, userId: actor.userId });
  const refusal = transferTargetRefusal(
    { status: worker.status, isAvailable: worker.available, conferenceStatus: onCall ? 'busy' : 'available' },
    { enableTransferToBusyAgents: featureFlags.enableTransferToBusyAgents },
  );
  if (refusal) throw new AppError('conflict', TRANSFER_TARGET_TEXTS[refusal], { field: 'targetWorkerUri' });
}
