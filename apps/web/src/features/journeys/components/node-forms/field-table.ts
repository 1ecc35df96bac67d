// The fields of the action and task nodes, by type: the side panel lays each out with its editor.
// Trigger, delay, conditional, A/B test, sticky note and the integration types have forms of their own.
import type { NodeType } from '@parley/core/journeys/node-types';
import { PICKER_TEXTS } from './picker-texts.ts';

export type FieldKind =
  | 'text'
  | 'longText'
  | 'optionalText'
  | 'priority'
  | 'duration'
  | 'namedValues'
  | 'method'
  | 'attempts'
  | 'taskNode'
  | 'contactUpdates'
  // Pickers of the brand's things (issue 13): empty keeps the meaning the description gives.
  | 'queue'
  | 'voiceNumber'
  | 'smsNumber'
  | 'agent'
  | 'cancellationReason';

export type FieldSpec = { key: string; kind: FieldKind; label: string; description?: string };

const title: FieldSpec = { key: 'title', kind: 'text', label: 'Title' };
const fromNumber = (kind: 'voiceNumber' | 'smsNumber'): FieldSpec => ({
  key: 'fromNumber',
  kind,
  label: 'From number',
  description: "Empty: the brand's default number.",
});
/** Calls and callbacks go from a voice number, texts from an sms number. */
const callFrom = fromNumber('voiceNumber');
const textFrom = fromNumber('smsNumber');
const queue: FieldSpec = {
  key: 'queueSid',
  kind: 'queue',
  label: 'Queue',
  description: "Empty: the brand's routing rules choose.",
};
const priority: FieldSpec = { key: 'priority', kind: 'priority', label: 'Priority' };
const description: FieldSpec = { key: 'description', kind: 'longText', label: 'Description' };
const attributes: FieldSpec = { key: 'attributes', kind: 'namedValues', label: 'Task attributes' };
const taskNode: FieldSpec = { key: 'taskNodeId', kind: 'taskNode', label: 'Task step' };
const body = (label: string): FieldSpec => ({ key: 'body', kind: 'longText', label });

export const FIELDS_OF_TYPE: Partial<Record<NodeType, readonly FieldSpec[]>> = {
  call: [title, callFrom, queue, priority],
  sms: [textFrom, body('Message')],
  agentSms: [title, body('Suggested message'), textFrom, queue, priority],
  customTask: [title, description, attributes, queue, priority],
  cancelTask: [
    taskNode,
    {
      key: 'cancellationReasonId',
      kind: 'cancellationReason',
      label: 'Cancellation reason',
      description: PICKER_TEXTS.cancellationReason.emptyMeaning,
    },
  ],
  updateTask: [taskNode, attributes, priority],
  assignTargetAgent: [{ key: 'agentId', kind: 'agent', label: 'Agent' }],
  reminder: [title, description, queue, priority],
  scheduledCallback: [
    title,
    { key: 'after', kind: 'duration', label: 'Call back after' },
    callFrom,
    queue,
    priority,
  ],
  updateContact: [{ key: 'updates', kind: 'contactUpdates', label: 'Contact fields' }],
  webhook: [
    { key: 'url', kind: 'text', label: 'URL' },
    { key: 'method', kind: 'method', label: 'Method' },
    { key: 'headers', kind: 'namedValues', label: 'Headers' },
    body('Body (JSON)'),
    { key: 'maxAttempts', kind: 'attempts', label: 'Attempts' },
  ],
  sendEmail: [
    {
      key: 'fromAddress',
      kind: 'optionalText',
      label: 'From address',
      description: "Empty: the server's sender.",
    },
    { key: 'subject', kind: 'text', label: 'Subject' },
    body('Message'),
  ],
  emailTask: [title, { key: 'subject', kind: 'text', label: 'Subject' }, body('Draft'), queue, priority],
};
