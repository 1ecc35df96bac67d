import type { JourneyDefinition } from './journey.ts';
import { type JourneyProblem, problem } from './problems.ts';

// What a journey's steps name of the brand (issue 13: queue, from-number and agent fields are
// pickers, and going live checks them): the queue a task goes to, the number a call or text goes
// from, the agent a contact is assigned to, the reason a task is canceled with. A name the brand no
// longer has blocks going live on its node (severity incomplete): the draft saves, as a builder
// expects while the brand's settings are being changed. Empty fields keep their default meaning
// (the routing rules choose the queue; the brand's default number) and are not checked.

export type BrandResources = {
  queueSids: ReadonlySet<string>;
  voiceNumbers: ReadonlySet<string>;
  smsNumbers: ReadonlySet<string>;
  /** Whether the brand has this agent (by user id, worker sid or email, as the step looks it up). */
  hasAgent: (reference: string) => boolean;
  cancellationReasonIds: ReadonlySet<string>;
};

export const RESOURCE_PROBLEM_TEXTS = {
  unknownQueue: (sid: string) => `The queue ${sid} does not exist any more; choose another.`,
  unknownNumber: (number: string, channel: 'calls' | 'texts') =>
    `${number} is not one of the brand's numbers for ${channel}; choose another.`,
  unknownAgent: (reference: string) => `The agent ${reference} does not exist any more; choose another.`,
  unknownCancellationReason: 'This cancellation reason does not exist any more; choose another.',
} as const;
const TEXTS = RESOURCE_PROBLEM_TEXTS;

/** Which channel a node's from number carries (calls for call steps, texts for message steps). */
const FROM_NUMBER_CHANNEL: Record<string, 'calls' | 'texts'> = {
  call: 'calls',
  scheduledCallback: 'calls',
  sms: 'texts',
  agentSms: 'texts',
};

function text(data: Record<string, unknown>, key: string): string | null {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** What the brand needs to have for the definition's steps: which kinds of resources are named. */
export function namedResources(definition: JourneyDefinition) {
  const named = { queues: false, numbers: false, agents: [] as string[], cancellationReasons: false };
  for (const node of definition.nodes) {
    const data = node.data as Record<string, unknown>;
    if (text(data, 'queueSid')) named.queues = true;
    if (text(data, 'fromNumber')) named.numbers = true;
    if (node.type === 'assignTargetAgent') {
      const agent = text(data, 'agentId');
      if (agent) named.agents.push(agent);
    }
    if (node.type === 'cancelTask' && text(data, 'cancellationReasonId')) named.cancellationReasons = true;
  }
  return named;
}

/** The steps naming something the brand does not have, one problem per field. */
export function resourceProblems(definition: JourneyDefinition, resources: BrandResources): JourneyProblem[] {
  const problems: JourneyProblem[] = [];
  for (const node of definition.nodes) {
    const data = node.data as Record<string, unknown>;
    const where = (field: string) => ({ nodeId: node.id, field: `data.${field}` });
    const queueSid = text(data, 'queueSid');
    if (queueSid && !resources.queueSids.has(queueSid))
      problems.push(problem('incomplete', TEXTS.unknownQueue(queueSid), where('queueSid')));
    const fromNumber = text(data, 'fromNumber');
    const channel = FROM_NUMBER_CHANNEL[node.type];
    if (fromNumber && channel) {
      const numbers = channel === 'calls' ? resources.voiceNumbers : resources.smsNumbers;
      if (!numbers.has(fromNumber))
        problems.push(problem('incomplete', TEXTS.unknownNumber(fromNumber, channel), where('fromNumber')));
    }
    const agentId = node.type === 'assignTargetAgent' ? text(data, 'agentId') : null;
    if (agentId && !resources.hasAgent(agentId))
      problems.push(problem('incomplete', TEXTS.unknownAgent(agentId), where('agentId')));
    const reason = node.type === 'cancelTask' ? text(data, 'cancellationReasonId') : null;
    if (reason && !resources.cancellationReasonIds.has(reason))
      problems.push(problem('incomplete', TEXTS.unknownCancellationReason, where('cancellationReasonId')));
  }
  return problems;
}
