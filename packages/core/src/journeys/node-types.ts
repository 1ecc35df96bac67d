// The journey node types of spec 000 §4 and what Parley knows about each: which ones run, which need
// an integration that is not configured, which send to the contact (opt-in, quiet hours), which
// create tasks. docs/journeys.md gives the semantics of each.

/** spec 000 §4: the node types every journey may use. */
export const CORE_NODE_TYPES = [
  'trigger',
  'delay',
  'call',
  'sms',
  'agentSms',
  'cancelTask',
  'customTask',
  'conditional',
  'ABTest',
  'webhook',
  'assignTargetAgent',
  'updateTask',
  'reminder',
  'scheduledCallback',
  'stickyNote',
  'updateContact',
  'decisionAI',
  'sendEmail',
  'emailTask',
] as const;

/** spec 000 §4: "plus demo types". */
export const DEMO_NODE_TYPES = [
  'eightByEight',
  'ringlessVM',
  'agentlessCall',
  'voiceAI',
  'genesys',
  'talkdesk',
  'nice',
  'five9',
  'smsai',
  'customAITask',
] as const;

export const NODE_TYPES = [...CORE_NODE_TYPES, ...DEMO_NODE_TYPES] as const;
export type NodeType = (typeof NODE_TYPES)[number];
export type DemoNodeType = (typeof DEMO_NODE_TYPES)[number];

/**
 * Node types that run only through an outside integration (issue 13: the demo types and decisionAI).
 * Parley has none of these integrations yet: such a node is shown as "needs an integration" and
 * blocks going live until its integration is configured. The value is the integration's key.
 */
export const INTEGRATION_OF_NODE_TYPE: Readonly<Partial<Record<NodeType, string>>> = {
  decisionAI: 'decisionAI',
  eightByEight: 'eightByEight',
  ringlessVM: 'ringlessVM',
  agentlessCall: 'agentlessCall',
  voiceAI: 'voiceAI',
  genesys: 'genesys',
  talkdesk: 'talkdesk',
  nice: 'nice',
  five9: 'five9',
  smsai: 'smsai',
  customAITask: 'customAITask',
};

export type IntegrationNodeType = DemoNodeType | 'decisionAI';

const NODE_TYPE_SET: ReadonlySet<string> = new Set(NODE_TYPES);

export function isNodeType(value: unknown): value is NodeType {
  return typeof value === 'string' && NODE_TYPE_SET.has(value);
}

export function needsIntegration(type: NodeType): boolean {
  return INTEGRATION_OF_NODE_TYPE[type] !== undefined;
}

/** The contact channel a node reaches the contact through (its opt-in decides; docs/journeys.md "Opt-in"). */
export type ContactChannel = 'sms' | 'voice' | 'email';

/**
 * Nodes that reach the contact, directly (sms, sendEmail) or through an agent's task (call, agentSms,
 * scheduledCallback, emailTask): each is skipped, and the skip recorded, when the contact is not
 * subscribed on that channel.
 */
export const CHANNEL_OF_NODE_TYPE: Readonly<Partial<Record<NodeType, ContactChannel>>> = {
  sms: 'sms',
  agentSms: 'sms',
  call: 'voice',
  scheduledCallback: 'voice',
  sendEmail: 'email',
  emailTask: 'email',
};

/** issue 13: quiet hours apply to message and call nodes: those that reach the contact. */
export function respectsQuietHours(type: NodeType): boolean {
  return CHANNEL_OF_NODE_TYPE[type] !== undefined;
}

/** Nodes that create a task; cancelTask and updateTask name one of these. */
export const TASK_NODE_TYPES = [
  'call',
  'agentSms',
  'customTask',
  'reminder',
  'scheduledCallback',
  'emailTask',
] as const satisfies readonly NodeType[];
export type TaskNodeType = (typeof TASK_NODE_TYPES)[number];

export function isTaskNodeType(type: string): type is TaskNodeType {
  return (TASK_NODE_TYPES as readonly string[]).includes(type);
}

/** Palette labels (Parley's wording; the spec names only the types). */
export const NODE_TYPE_LABELS: Readonly<Record<NodeType, string>> = {
  trigger: 'Trigger',
  delay: 'Delay',
  call: 'Call',
  sms: 'SMS',
  agentSms: 'Agent SMS',
  cancelTask: 'Cancel Task',
  customTask: 'Custom Task',
  conditional: 'Conditional',
  ABTest: 'A/B Test',
  webhook: 'Webhook',
  assignTargetAgent: 'Assign Target Agent',
  updateTask: 'Update Task',
  reminder: 'Reminder',
  scheduledCallback: 'Scheduled Callback',
  stickyNote: 'Sticky Note',
  updateContact: 'Update Contact',
  decisionAI: 'Decision AI',
  sendEmail: 'Send Email',
  emailTask: 'Email Task',
  eightByEight: '8x8',
  ringlessVM: 'Ringless Voicemail',
  agentlessCall: 'Agentless Call',
  voiceAI: 'Voice AI',
  genesys: 'Genesys',
  talkdesk: 'Talkdesk',
  nice: 'NICE',
  five9: 'Five9',
  smsai: 'SMS AI',
  customAITask: 'Custom AI Task',
};
