import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { campaignInfoOf } from '@parley/core/campaigns/campaign-task';
import { VOICEMAIL_DROP_TEXTS, type VoicemailDrop } from '@parley/core/voice/voicemail-drops';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { settingsKeys } from '../../settings/api/settings-keys.ts';
import { fetchVoicemailDrops } from '../../settings/api/voicemail-drops-api.ts';
import type { ConferenceParticipant, ConferenceSnapshot } from '../api/voice-types.ts';
import { dropVoicemail } from '../api/voicemail-drop-api.ts';
import { useVoiceStore } from '../state/voice-store.ts';
import { CALL_TEXTS } from '../voice-texts.ts';

export type VoicemailDropState =
  | { status: 'idle' }
  | { status: 'dropping'; name: string }
  | { status: 'failed'; message: string };

/** A drop the agent may leave: their own, or one of the call's campaign (the default marked). */
export type DropChoice = Pick<VoicemailDrop, 'id' | 'name' | 'durationSeconds'> & {
  fromCampaign: boolean;
  isDefault: boolean;
};

export type VoicemailDropControl = {
  /**
   * The campaign's drops first (a campaign's task), then the agent's own (with the flag); null when
   * there is none to offer (or they are not loaded yet).
   */
  drops: DropChoice[] | null;
  /** Why a drop cannot be left now (the server's own refusal, said before asking), or null. */
  blockedReason: string | null;
  state: VoicemailDropState;
  drop: (drop: DropChoice) => Promise<void>;
  dismissFailure: () => void;
};

function dropChoices(reservation: Reservation, own: readonly VoicemailDrop[]): DropChoice[] | null {
  const campaign = (campaignInfoOf(reservation.attributes)?.voicemailDrops ?? []).map((drop) => ({
    ...drop,
    fromCampaign: true,
  }));
  const offered = new Set(campaign.map((drop) => drop.id));
  const mine = own
    .filter((drop) => !offered.has(drop.id))
    .map((drop) => ({
      id: drop.id,
      name: drop.name,
      durationSeconds: drop.durationSeconds,
      fromCampaign: false,
      isDefault: false,
    }));
  const choices = [...campaign, ...mine];
  return choices.length > 0 ? choices : null;
}

/**
 * The voicemail drop of an active call (spec 000 §7 POST /call-controls/voicemail-drop, spec 001 §6
 * flag hasPreRecordedVmDrops; docs/voice-contract.md "Voicemail drops"): the agent's own drops (the
 * list My Settings edits, same query), and dropping one. The server plays it to the contact, takes
 * the agent off the call at once (their task → wrapping) and ends the call when it has played; the
 * panel then says so (the task's handoff). It needs the contact alone on the call with the agent.
 */
export function useVoicemailDrop(
  reservation: Reservation,
  snapshot: ConferenceSnapshot | null,
  contact: ConferenceParticipant | undefined,
): VoicemailDropControl {
  const enabled = useSession().profile?.featureFlags.hasPreRecordedVmDrops ?? false;
  const transferPending = useVoiceStore((state) => state.transfers[reservation.taskSid] !== undefined);
  const [state, setState] = useState<VoicemailDropState>({ status: 'idle' });
  const query = useQuery({
    queryKey: settingsKeys.voicemailDrops(),
    queryFn: ({ signal }) => fetchVoicemailDrops(signal),
    enabled,
  });
  const drops = dropChoices(reservation, enabled ? (query.data ?? []) : []);
  const others = (snapshot?.participants ?? []).filter((p) => p.kind === 'agent' || p.kind === 'external');
  const blockedReason =
    !contact || transferPending || others.length > 1 ? VOICEMAIL_DROP_TEXTS.notAlone : null;

  const drop = async (chosen: DropChoice) => {
    if (!contact || state.status === 'dropping') return;
    setState({ status: 'dropping', name: chosen.name });
    const campaignId = textAttribute(reservation, 'campaignId');
    try {
      const result = await dropVoicemail({
        customerCallSid: contact.callSid,
        recordingId: chosen.id,
        ...(campaignId ? { campaignId } : {}),
      });
      useVoiceStore.getState().setHandoff(reservation.taskSid, {
        kind: 'voicemailDrop',
        name: chosen.name,
        durationSeconds: result.durationSeconds,
      });
      showSuccessToast(CALL_TEXTS.voicemailDropLeft(chosen.name, result.durationSeconds));
      setState({ status: 'idle' });
    } catch (error) {
      const message = isApiError(error) ? error.message : String(error);
      setState({ status: 'failed', message: CALL_TEXTS.voicemailDropFailed(message) });
    }
  };

  return { drops, blockedReason, state, drop, dismissFailure: () => setState({ status: 'idle' }) };
}
