// The journey graph of spec 000 §3: nodes (id, type, position, data) and edges (id, source, target,
// sourceHandle, targetHandle), as React Flow keys them. One zod schema per node type's data, keyed on
// `type`; stored as JSONB, checked on write and on read (CONVENTIONS.md 3).
import { z } from 'zod';
import {
  agentSmsDataSchema,
  assignTargetAgentDataSchema,
  callDataSchema,
  cancelTaskDataSchema,
  customTaskDataSchema,
  emailTaskDataSchema,
  integrationDataSchema,
  reminderDataSchema,
  scheduledCallbackDataSchema,
  sendEmailDataSchema,
  smsDataSchema,
  updateContactDataSchema,
  updateTaskDataSchema,
  webhookDataSchema,
} from './action-node-data.ts';
import { graphIdSchema, positionSchema } from './common-schemas.ts';
import {
  abTestDataSchema,
  conditionalDataSchema,
  delayDataSchema,
  stickyNoteDataSchema,
} from './flow-node-data.ts';
import { MAX_JOURNEY_EDGES, MAX_JOURNEY_NODES } from './limits.ts';
import type { NodeType } from './node-types.ts';
import { triggerDataSchema } from './trigger-data.ts';

/** The data schema of every node type. */
export const NODE_DATA_SCHEMAS = {
  trigger: triggerDataSchema,
  delay: delayDataSchema,
  call: callDataSchema,
  sms: smsDataSchema,
  agentSms: agentSmsDataSchema,
  cancelTask: cancelTaskDataSchema,
  customTask: customTaskDataSchema,
  conditional: conditionalDataSchema,
  ABTest: abTestDataSchema,
  webhook: webhookDataSchema,
  assignTargetAgent: assignTargetAgentDataSchema,
  updateTask: updateTaskDataSchema,
  reminder: reminderDataSchema,
  scheduledCallback: scheduledCallbackDataSchema,
  stickyNote: stickyNoteDataSchema,
  updateContact: updateContactDataSchema,
  decisionAI: integrationDataSchema,
  sendEmail: sendEmailDataSchema,
  emailTask: emailTaskDataSchema,
  eightByEight: integrationDataSchema,
  ringlessVM: integrationDataSchema,
  agentlessCall: integrationDataSchema,
  voiceAI: integrationDataSchema,
  genesys: integrationDataSchema,
  talkdesk: integrationDataSchema,
  nice: integrationDataSchema,
  five9: integrationDataSchema,
  smsai: integrationDataSchema,
  customAITask: integrationDataSchema,
} as const satisfies Record<NodeType, z.ZodType>;

function nodeSchemaOf<T extends NodeType>(type: T) {
  return z.object({
    id: graphIdSchema,
    type: z.literal(type),
    position: positionSchema,
    data: NODE_DATA_SCHEMAS[type],
  });
}

/** A node: the union over every type, narrowed by `type`. */
export const journeyNodeSchema = z.discriminatedUnion('type', [
  nodeSchemaOf('trigger'),
  nodeSchemaOf('delay'),
  nodeSchemaOf('call'),
  nodeSchemaOf('sms'),
  nodeSchemaOf('agentSms'),
  nodeSchemaOf('cancelTask'),
  nodeSchemaOf('customTask'),
  nodeSchemaOf('conditional'),
  nodeSchemaOf('ABTest'),
  nodeSchemaOf('webhook'),
  nodeSchemaOf('assignTargetAgent'),
  nodeSchemaOf('updateTask'),
  nodeSchemaOf('reminder'),
  nodeSchemaOf('scheduledCallback'),
  nodeSchemaOf('stickyNote'),
  nodeSchemaOf('updateContact'),
  nodeSchemaOf('decisionAI'),
  nodeSchemaOf('sendEmail'),
  nodeSchemaOf('emailTask'),
  nodeSchemaOf('eightByEight'),
  nodeSchemaOf('ringlessVM'),
  nodeSchemaOf('agentlessCall'),
  nodeSchemaOf('voiceAI'),
  nodeSchemaOf('genesys'),
  nodeSchemaOf('talkdesk'),
  nodeSchemaOf('nice'),
  nodeSchemaOf('five9'),
  nodeSchemaOf('smsai'),
  nodeSchemaOf('customAITask'),
]);
export type JourneyNode = z.infer<typeof journeyNodeSchema>;
export type NodeOf<T extends NodeType> = Extract<JourneyNode, { type: T }>;
export type NodeDataOf<T extends NodeType> = NodeOf<T>['data'];

const handleSchema = graphIdSchema.nullable().default(null);

export const journeyEdgeSchema = z.object({
  id: graphIdSchema,
  source: graphIdSchema,
  target: graphIdSchema,
  /** Which output of the source: null (the only one), `true` / `false`, `event` / `timeout`, a branch id. */
  sourceHandle: handleSchema,
  /** Nodes have one input: always null. */
  targetHandle: handleSchema,
});
export type JourneyEdge = z.infer<typeof journeyEdgeSchema>;

/** Nodes and edges, at most MAX_JOURNEY_NODES and MAX_JOURNEY_EDGES. */
export const journeyGraphSchema = z.object({
  nodes: z.array(journeyNodeSchema).max(MAX_JOURNEY_NODES),
  edges: z.array(journeyEdgeSchema).max(MAX_JOURNEY_EDGES),
});
export type JourneyGraph = { nodes: JourneyNode[]; edges: JourneyEdge[] };

export function findNode(graph: JourneyGraph, nodeId: string): JourneyNode | undefined {
  return graph.nodes.find((node) => node.id === nodeId);
}

export function isNodeOfType<T extends NodeType>(node: JourneyNode, type: T): node is NodeOf<T> {
  return node.type === type;
}
