// The fields of the action and task nodes, by type: the side panel lays each out with its editor.
// Trigger, delay, conditional, A/B test, sticky note and the integration types have forms of their own.
import type { NodeType } from '@parley/core/journeys/node-types';

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
  | 'contactUpdates';

export type FieldSpec = { key: string; kind: FieldKind; label: string; description?: string };

const title: FieldSpec = { key: 'title', kind: 'text', label: 'Title' };
const fromNumber: FieldSpec = {
  key: 'fromNumber',
  kind: 'optionalText',
  label: 'From number',
  description: "Empty: the brand's default number.",
};
const queue: FieldSpec = {
  key: 'queueSid',
  kind: 'optionalText',
  label: 'Queue',
  description: "Empty: the brand's routing rules choose.",
};
const priority: FieldSpec = { key: 'priority', kind: 'priority', label: 'Priority' };
const description: FieldSpec = { key: 'description', kind: 'longText', label: 'Description' };
const attributes: FieldSpec = { key: 'attributes', kind: 'namedValues', label: 'Task attributes' };
const taskNode: FieldSpec = { key: 'taskNodeId', kind: 'taskNode', label: 'Task step' };
const body = (label: string): FieldSpec => ({ key: 'body', kind: 'longText', label });

export const FIELDS_OF_TYPE: Partial<Record<NodeType, readonly FieldSpec[]>> = {
  call: [title, fromNumber, queue, priority],
  sms: [fromNumber, body('Message')],
  agentSms: [title, body('Suggested message'), fromNumber, queue, priority],
  customTask: [title, description, attributes, queue, priority],
  cancelTask: [taskNode, { key: 'cancellationReasonId', kind: 'optionalText', label: 'Cancellation reason' }],
  updateTask: [taskNode, attributes, priority],
  assignTargetAgent: [{ key: 'agentId', kind: 'optionalText', label: 'Agent' }],
  reminder: [title, description, queue, priority],
  scheduledCallback: [
    title,
    { key: 'after', kind: 'duration', label: 'Call back after' },
    fromNumber,
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
