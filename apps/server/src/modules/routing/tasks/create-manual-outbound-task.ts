import { TASK_CREATION_ERROR_TEXTS } from '@parley/core/common/error-catalogue';
import {
  MANUAL_OUTBOUND_TASK_TYPE,
  MANUAL_OUTBOUND_TITLE,
  manualOutboundTaskInput,
} from '@parley/core/routing/tasks';
import { OUTBOUND_CALL_TASK_TYPE, OUTBOUND_CALL_TITLE } from '@parley/core/voice/voice-contract';
import type { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { EventBus } from '../../../platform/realtime/event-bus.ts';
import { assertBrandFromNumber } from '../../phone-numbers/assert-brand-from-number.ts';
import { createTask } from './create-task.ts';

/**
 * spec 001 §5: phone numbers are normalised to + followed by digits; spec 000 §5: they parse as US
 * by default, so ten digits without a country code get +1.
 */
function normalisePhone(value: string, field: string): string {
  const compact = value.replace(/[\s\-().]/g, '');
  const match = /^(\+)?(\d{7,15})$/.exec(compact);
  if (!match?.[2]) {
    // spec 000 §8 task creation: invalid_phone_number → 'Invalid phone number'.
    throw new AppError('invalid_phone_number', TASK_CREATION_ERROR_TEXTS.invalid_phone_number, { field });
  }
  const digits = match[2];
  return !match[1] && digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

/** What a manual outbound task is called on each channel (spec 001 §3 titles and task types). */
const KIND_OF_TASK = {
  sms: { title: MANUAL_OUTBOUND_TITLE, taskType: MANUAL_OUTBOUND_TASK_TYPE },
  // docs/voice-contract.md: `triggerCall` marks a call the agent started, so the desk never takes it
  // for an incoming call; the call itself is placed by POST /conv/conferences/create-call.
  voice: { title: OUTBOUND_CALL_TITLE, taskType: OUTBOUND_CALL_TASK_TYPE, triggerCall: true },
} as const;

/**
 * POST /conv/tasks/manual-outbound-call-task: an outbound task the agent starts from the desktop,
 * reserved straight to them (spec 001 §4: the desktop waits for this reservation and accepts it).
 * The app routes channel `sms` to the conversations module (a text needs its conversation); this
 * creates the others, a call task by default.
 */
export async function createManualOutboundTask(
  db: DbExecutor,
  bus: EventBus,
  options: { brandId: string; userId: string; input: z.input<typeof manualOutboundTaskInput> },
): Promise<{ success: true; taskSid: string }> {
  const input = manualOutboundTaskInput.parse(options.input);
  const contactPhone = normalisePhone(input.contactPhone, 'contactPhone');
  const parleyVoicePhone = normalisePhone(input.parleyVoicePhone, 'parleyVoicePhone');
  // The call goes from one of the brand's numbers (Settings › Active Phone Numbers), never another's.
  await assertBrandFromNumber(db, {
    brandId: options.brandId,
    phoneNumber: parleyVoicePhone,
    channel: input.channel === 'sms' ? 'sms' : 'voice',
    field: 'parleyVoicePhone',
  });
  const { taskSid } = await createTask(db, bus, {
    brandId: options.brandId,
    channel: input.channel,
    reserveForUserId: options.userId,
    attributes: {
      ...KIND_OF_TASK[input.channel],
      direction: 'outbound',
      contactPhone,
      parleyVoicePhone,
      ...(input.parleyVoicePhoneFriendlyName
        ? { parleyVoicePhoneFriendlyName: input.parleyVoicePhoneFriendlyName }
        : {}),
      ...(input.profileId ? { profileId: input.profileId } : {}),
      ...(input.name ? { name: input.name } : {}),
      // The agent asked for it: the desktop accepts it without a click (spec 001 §4 auto-answer).
      autoAnswer: true,
    },
  });
  return { success: true, taskSid };
}
