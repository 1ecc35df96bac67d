import { type NodeType, needsIntegration } from '@parley/core/journeys/node-types';
import { ENGINE_TEXTS } from '../engine-texts.ts';
import type { NodeHandler } from '../step-types.ts';
import { runCustomTask, runReminder, runSms, runUpdateContact } from './action-nodes.ts';
import { runAgentSms } from './agent-sms-node.ts';
import { runAssignTargetAgent } from './assign-target-agent-node.ts';
import { passThrough, runAbTest, runConditional, runDelay } from './flow-nodes.ts';
import { runSendEmail } from './send-email-node.ts';
import {
  resumeScheduledCallback,
  runCall,
  runCancelTask,
  runEmailTask,
  runScheduledCallback,
  runUpdateTask,
} from './task-nodes.ts';
import { runWebhook } from './webhook-node.ts';

/** A node type the engine does not run: the step fails with the reason, never passes silently. */
const notRunYet: NodeHandler = async (context) => ({
  status: 'failed',
  reason: needsIntegration(context.node.type)
    ? ENGINE_TEXTS.needsIntegration
    : ENGINE_TEXTS.notRunYet(context.node.type),
});

/** What each node type does (docs/journeys.md "Nodes"). */
export const NODE_HANDLERS: Readonly<Record<NodeType, NodeHandler>> = {
  trigger: passThrough,
  stickyNote: passThrough,
  delay: runDelay,
  conditional: runConditional,
  ABTest: runAbTest,
  sms: runSms,
  customTask: runCustomTask,
  reminder: runReminder,
  updateContact: runUpdateContact,
  webhook: runWebhook,
  call: runCall,
  emailTask: runEmailTask,
  cancelTask: runCancelTask,
  updateTask: runUpdateTask,
  sendEmail: runSendEmail,
  scheduledCallback: runScheduledCallback,
  agentSms: runAgentSms,
  assignTargetAgent: runAssignTargetAgent,
  // Need an integration (docs/journeys.md "The engine"): each fails its step with ENGINE_TEXTS.needsIntegration.
  decisionAI: notRunYet,
  eightByEight: notRunYet,
  ringlessVM: notRunYet,
  agentlessCall: notRunYet,
  voiceAI: notRunYet,
  genesys: notRunYet,
  talkdesk: notRunYet,
  nice: notRunYet,
  five9: notRunYet,
  smsai: notRunYet,
  customAITask: notRunYet,
};

/**
 * Nodes whose waiting step does something when its timer ends (else the contact just goes on by the
 * single output): the outcome is recorded on the step as a node's is.
 */
export const NODE_RESUME_HANDLERS: Readonly<Partial<Record<NodeType, NodeHandler>>> = {
  scheduledCallback: resumeScheduledCallback,
};
