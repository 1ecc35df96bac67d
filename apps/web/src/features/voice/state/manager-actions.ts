import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToast } from '../../../shared/notifications/toasts.ts';
import { startManagerAction, stopManagerAction } from '../api/manager-action-api.ts';
import type { ManagerAction } from '../api/voice-types.ts';
import { notifyEmbeddingParent } from '../utils/embedding-bridge.ts';
import { VOICE_SPEC_TEXTS } from '../voice-texts.ts';
import { NO_MANAGER_ACTION, STARTED_STATUS, useVoiceStore } from './voice-store.ts';

/** A live call a supervisor may act on: the agent's accepted call task. */
export type LiveCallTarget = {
  taskSid: string;
  callSid: string | null;
  /** The agent on the call. */
  workerSid: string;
  status: string | null;
  contact: { name: string | null; contactPhone: string | null; profileId: string | null };
};

const PARENT_ACTIONS = {
  listen: 'started-listening',
  whisper: 'started-whispering',
  barge: 'started-barging',
} as const;

/**
 * spec 001 §4 "Manager action": none → starting → started-listening | started-whispering |
 * started-barging. Starting while one runs on the same call changes it (the server moves the
 * supervisor's participant). spec 001 §8: 'Call not found' (404), else 'Failed to start {action}
 * call'; the state goes back to what it was.
 */
export async function startAction(
  target: LiveCallTarget,
  action: ManagerAction,
  managerWorkerSid: string | undefined,
) {
  const store = useVoiceStore.getState();
  const before = store.managerAction;
  store.setManagerAction({ ...before, status: 'starting', taskSid: target.taskSid, action });
  try {
    const started = await startManagerAction({
      taskSid: target.taskSid,
      managerContactUri: managerWorkerSid ? `client:${managerWorkerSid}` : null,
      action,
      twilioWorkerSid: target.workerSid,
      status: target.status,
      callSid: target.callSid,
    });
    useVoiceStore.getState().setManagerAction({
      status: STARTED_STATUS[started.action] ?? STARTED_STATUS[action],
      taskSid: target.taskSid,
      action: started.action ?? action,
      conferenceSid: started.conferenceSid,
      participantSid: started.id,
    });
    notifyEmbeddingParent(
      PARENT_ACTIONS[action],
      {
        profileId: target.contact.profileId,
        contactPhone: target.contact.contactPhone,
        email: null,
        name: target.contact.name,
      },
      target.taskSid,
    );
    return true;
  } catch (error) {
    useVoiceStore.getState().setManagerAction(before.status === 'starting' ? NO_MANAGER_ACTION : before);
    if (!(isApiError(error) && error.kind === 'expired')) {
      showErrorToast(
        isApiError(error) && error.status === 404
          ? VOICE_SPEC_TEXTS.callNotFound
          : VOICE_SPEC_TEXTS.failedToStart(action),
      );
    }
    return false;
  }
}

/** Stop (DELETE): the state clears; spec 001 §8 'Unable to stop to {action}' on failure. */
export async function stopAction(): Promise<boolean> {
  const current = useVoiceStore.getState().managerAction;
  if (!current.conferenceSid || !current.participantSid || !current.action) {
    useVoiceStore.getState().setManagerAction(NO_MANAGER_ACTION);
    return true;
  }
  try {
    await stopManagerAction(current.conferenceSid, current.participantSid);
    useVoiceStore.getState().setManagerAction(NO_MANAGER_ACTION);
    return true;
  } catch (error) {
    if (!(isApiError(error) && error.kind === 'expired'))
      showErrorToast(VOICE_SPEC_TEXTS.unableToStop(current.action));
    return false;
  }
}
