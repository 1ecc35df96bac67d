import { campaignInputSchema } from '@parley/core/campaigns/campaign-input';
import { RETRIED_OUTCOMES } from '@parley/core/campaigns/campaign-model';
import type { CampaignInput } from '../../../shared/graphql/schema-types.generated.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';

// Field errors of the campaign editor, keyed by the input path the server names in
// `extensions.field` ("sms.content", "audience", "phoneCall.retryPolicy.busy.maxAttempts"). The form
// validates with core's campaignInputSchema, as the server does, so both give the same reasons; a
// reason reads after the field's name ("is required"), so it is shown after the field's label.

export type FieldErrors = Readonly<Record<string, string>>;

const FORM = CAMPAIGNS_TEXTS.form;

const RETRY_LABELS = Object.fromEntries(
  RETRIED_OUTCOMES.flatMap((outcome) => [
    [`phoneCall.retryPolicy.${outcome}.maxAttempts`, FORM.attempts],
    [`phoneCall.retryPolicy.${outcome}.intervalMinutes`, FORM.minutesBetween],
  ]),
);

/** The label each input path is shown under. */
export const CAMPAIGN_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: FORM.name,
  description: FORM.description,
  messageType: FORM.type,
  conversionEvent: FORM.conversionEvent,
  bypassOptIn: FORM.bypassOptIn,
  tasksBacklogLimit: FORM.tasksBacklogLimit,
  startAt: FORM.startAt,
  audience: FORM.audience,
  'audience.segmentIds': FORM.segments,
  'audience.contactListIds': FORM.contactLists,
  'sms.content': FORM.content,
  'sms.mediaUrl': FORM.mediaUrl,
  'sms.fromNumber': FORM.fromNumber,
  'sms.sendRatePerSecond': FORM.sendRate,
  'phoneCall.nickname': FORM.nickname,
  'phoneCall.fromNumber': FORM.fromNumber,
  'phoneCall.overrideFromNumber': FORM.overrideFromNumber,
  'phoneCall.dialingMode': FORM.dialingMode,
  'phoneCall.targetQueueSid': FORM.targetQueue,
  'phoneCall.maxParallelCalls': FORM.maxParallelCalls,
  'phoneCall.predictiveCallAgentRatioCeiling': FORM.ratioCeiling,
  'phoneCall.priority': FORM.priority,
  'phoneCall.priorityStrategy': FORM.priorityStrategy,
  'phoneCall.recordingType': FORM.recordingType,
  'phoneCall.targetAbandonRate': FORM.targetAbandonRate,
  'phoneCall.scriptUrl': FORM.scriptUrl,
  'phoneCall.voicemailInstructions': FORM.voicemailInstructions,
  'phoneCall.eligibleOffer': FORM.eligibleOffer,
  'phoneCall.goal': FORM.goal,
  ...RETRY_LABELS,
};

/** Where a path's error shows: the audience's lists under the audience; anything unknown on the form. */
function fieldOf(path: string): string {
  if (path.startsWith('audience')) return 'audience';
  return path;
}

/** "Text is required" for the reason "is required" of sms.content. */
export function fieldMessage(path: string, reason: string): string {
  const label = CAMPAIGN_FIELD_LABELS[path] ?? CAMPAIGN_FIELD_LABELS[fieldOf(path)] ?? path;
  return `${label} ${reason}`;
}

/** Every problem of the input by field (the first per field), as the server's schema finds them. */
export function validateCampaignInput(input: CampaignInput): FieldErrors {
  const result = campaignInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    const field = fieldOf(path);
    if (!(field in errors)) errors[field] = fieldMessage(path, issue.message);
  }
  return errors;
}

/**
 * A refusal of the server as a field error: its message starts with the field's path ("sms.content
 * is not valid: …"), shown after the label instead. Null when it names no field.
 */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof Error)) return null;
  const path: unknown = Reflect.get(error, 'field');
  if (typeof path !== 'string' || path === '') return null;
  const reason = error.message.startsWith(`${path} `) ? error.message.slice(path.length + 1) : null;
  return { field: fieldOf(path), message: reason === null ? error.message : fieldMessage(path, reason) };
}

/** Whether the form shows a field for this path (else its error shows above the form). */
export function isShownField(field: string): boolean {
  return field in CAMPAIGN_FIELD_LABELS && field !== 'messageType';
}
