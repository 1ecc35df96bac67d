// The data a node gets when it is added from the palette: every field blank, so the side panel opens
// on what is left to fill in (validate-node.ts says what).

import type { Position } from './common-schemas.ts';
import {
  defaultAbTestData,
  defaultConditionalData,
  defaultDelayData,
  defaultStickyNoteData,
} from './flow-node-data.ts';
import { type JourneyNode, journeyNodeSchema, type NodeDataOf } from './graph.ts';
import { DEFAULT_WEBHOOK_ATTEMPTS } from './limits.ts';
import type { NodeType } from './node-types.ts';
import { emptyTriggerData } from './trigger-data.ts';

const taskRouting = { queueSid: null, priority: null };

/** The blank data of every node type. */
export function defaultNodeData<T extends NodeType>(type: T): NodeDataOf<T> {
  const defaults: { [K in NodeType]: () => NodeDataOf<K> } = {
    trigger: emptyTriggerData,
    delay: defaultDelayData,
    call: () => ({ title: '', fromNumber: null, ...taskRouting }),
    sms: () => ({ fromNumber: null, body: '' }),
    agentSms: () => ({ title: '', body: '', fromNumber: null, ...taskRouting }),
    cancelTask: () => ({ taskNodeId: null, cancellationReasonId: null }),
    customTask: () => ({ title: '', description: '', attributes: [], ...taskRouting }),
    conditional: defaultConditionalData,
    ABTest: defaultAbTestData,
    webhook: () => ({
      url: '',
      method: 'POST',
      headers: [],
      body: '',
      maxAttempts: DEFAULT_WEBHOOK_ATTEMPTS,
    }),
    assignTargetAgent: () => ({ agentId: null }),
    updateTask: () => ({ taskNodeId: null, attributes: [], priority: null }),
    reminder: () => ({ title: '', description: '', ...taskRouting }),
    scheduledCallback: () => ({
      title: '',
      after: { amount: null, unit: 'hours' },
      fromNumber: null,
      ...taskRouting,
    }),
    stickyNote: defaultStickyNoteData,
    updateContact: () => ({ updates: [] }),
    decisionAI: () => ({ settings: {} }),
    sendEmail: () => ({ fromAddress: null, subject: '', body: '' }),
    emailTask: () => ({ title: '', subject: '', body: '', ...taskRouting }),
    eightByEight: () => ({ settings: {} }),
    ringlessVM: () => ({ settings: {} }),
    agentlessCall: () => ({ settings: {} }),
    voiceAI: () => ({ settings: {} }),
    genesys: () => ({ settings: {} }),
    talkdesk: () => ({ settings: {} }),
    nice: () => ({ settings: {} }),
    five9: () => ({ settings: {} }),
    smsai: () => ({ settings: {} }),
    customAITask: () => ({ settings: {} }),
  };
  return defaults[type]();
}

/** A new node of a type at a position, with blank data (parsed: an invalid id or position throws). */
export function createNode(type: NodeType, id: string, position: Position): JourneyNode {
  return journeyNodeSchema.parse({ id, type, position, data: defaultNodeData(type) });
}
