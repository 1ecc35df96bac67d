import { chooseAbTestBranch } from '@parley/core/journeys/ab-test';
import { resolveDelay } from '@parley/core/journeys/delays';
import type { NodeOf } from '@parley/core/journeys/graph';
import { ENGINE_TEXTS } from '../engine-texts.ts';
import type { NodeHandler, NodeOutcome, StepContext } from '../step-types.ts';
import { evaluateJourneyTree } from './evaluate-journey-tree.ts';

/** The trigger (where runs start) and sticky notes (never reached) do nothing. */
export const passThrough: NodeHandler = async () => ({ status: 'completed', output: null });

/** docs/journeys.md "delay": a duration, a time of day on the contact's clock, or until an event. */
export const runDelay: NodeHandler = async (context): Promise<NodeOutcome> => {
  const node = context.node as NodeOf<'delay'>;
  // Only a time of day reads the contact's clock.
  const contact = node.data.mode === 'timeOfDay' ? await context.contact() : null;
  const timeZone = contact?.timeZone ?? context.definition.settings.defaultTimeZone;
  const resolution = resolveDelay(node.data, context.now, timeZone, context.run.delayScale);
  if (!resolution) return { status: 'failed', reason: ENGINE_TEXTS.nodeIncomplete };
  if (resolution.kind === 'until') return { status: 'waiting', until: resolution.at };
  if (node.data.mode !== 'untilEvent' || !node.data.eventName)
    return { status: 'failed', reason: ENGINE_TEXTS.nodeIncomplete };
  return {
    status: 'waitingForEvent',
    eventType: node.data.eventType === 'customEvent' ? 'track' : 'parley_voice_event',
    eventName: node.data.eventName,
    timeoutAt: resolution.timeoutAt,
  };
};

/** docs/journeys.md "conditional": the tree on the contact now → `true` / `false`. */
export const runConditional: NodeHandler = async (context: StepContext) => {
  const node = context.node as NodeOf<'conditional'>;
  const holds = await evaluateJourneyTree(context, node.data.conditions);
  return { status: 'completed', output: holds ? 'true' : 'false' };
};

/** docs/journeys.md "ABTest": a weighted branch, the same for a contact in every version (ab-test.ts). */
export const runAbTest: NodeHandler = async (context) => {
  const node = context.node as NodeOf<'ABTest'>;
  const branch = chooseAbTestBranch(node.data.branches, {
    journeyId: context.run.journeyId,
    nodeId: node.id,
    contactId: context.run.contactId,
  });
  if (!branch) return { status: 'failed', reason: ENGINE_TEXTS.noWeightedBranch };
  return { status: 'completed', output: branch.id, detail: { branch: branch.id } };
};
