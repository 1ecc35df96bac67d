import { durationMinutes, isDurationComplete } from '@parley/core/journeys/common-schemas';
import { afterMinutes } from '@parley/core/journeys/delays';
import type { NodeOf } from '@parley/core/journeys/graph';
import { deferForQuietHours } from '@parley/core/journeys/quiet-hours';
import type { EventBus, PublishInput } from '../../../../platform/realtime/event-bus.ts';
import { findOpenTasks } from '../../../routing/tasks/find-open-tasks.ts';
import { updateTask } from '../../../routing/tasks/update-task.ts';
import { ENGINE_TEXTS } from '../engine-texts.ts';
import type { NodeHandler, NodeOutcome, StepContext } from '../step-types.ts';
import {
  contactOr,
  createJourneyTask,
  isOutcome,
  journeyTaskAttributes,
  optInSkip,
  render,
} from './action-nodes.ts';

/** docs/journeys.md "call": an outbound call task (Progressive Dial) the accepting agent places. */
export const PROGRESSIVE_DIAL_TASK_TYPE = 'Progressive Dial';

/** docs/journeys.md "call": a voice task routed to agents; the contact goes on at once. */
export const runCall: NodeHandler = async (context) => {
  const node = context.node as NodeOf<'call'>;
  const contact = await contactOr(context);
  if (isOutcome(contact)) return contact;
  const skip = optInSkip(context, contact);
  if (skip) return skip;
  return createJourneyTask(context, {
    channel: 'voice',
    attributes: {
      taskType: PROGRESSIVE_DIAL_TASK_TYPE,
      ...journeyTaskAttributes(context, contact),
      title: render(context, contact, node.data.title),
      direction: 'outbound',
      // docs/voice-contract.md: a call the agent starts, never taken for an incoming one.
      triggerCall: true,
      parleyVoicePhone: node.data.fromNumber ?? context.deps.carrier.defaultBrandNumber,
    },
    queueSid: node.data.queueSid,
    priority: node.data.priority,
  });
};

/** docs/journeys.md "emailTask": an email task for agents with the rendered draft. */
export const runEmailTask: NodeHandler = async (context) => {
  const node = context.node as NodeOf<'emailTask'>;
  const contact = await contactOr(context);
  if (isOutcome(contact)) return contact;
  const skip = optInSkip(context, contact);
  if (skip) return skip;
  return createJourneyTask(context, {
    channel: 'email',
    attributes: {
      ...journeyTaskAttributes(context, contact),
      title: render(context, contact, node.data.title),
      direction: 'outbound',
      subject: render(context, contact, node.data.subject),
      draftBody: render(context, contact, node.data.body),
    },
    queueSid: node.data.queueSid,
    priority: node.data.priority,
  });
};

/**
 * Routing publishes a task's lifecycle events as it changes it; inside the step's transaction they
 * must wait for its commit (and on PGlite a publish from outside the transaction would wait for it
 * for ever): this bus keeps them and the step publishes them after the commit.
 */
function deferredBus(context: StepContext): EventBus {
  const held: PublishInput[] = [];
  context.afterCommit.push(async () => {
    if (held.length > 0) await context.deps.bus.publishMany(held);
  });
  return new Proxy(context.deps.bus, {
    get(target, property) {
      if (property === 'publishMany')
        return async (events: readonly PublishInput[]) => {
          held.push(...events);
        };
      if (property === 'publish')
        return async (event: PublishInput) => {
          held.push(event);
        };
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The open task that the named task node of this run created, if any. */
async function openTaskOf(context: StepContext, taskNodeId: string | null): Promise<string | null> {
  if (!taskNodeId) return null;
  const [task] = await findOpenTasks(context.tx, {
    brandId: context.run.brandId,
    attributes: { journeyRunId: context.run.id, journeyNodeId: taskNodeId },
  });
  return task?.sid ?? null;
}

/** docs/journeys.md "cancelTask": cancels that task; none open → skipped `noOpenTask`. */
export const runCancelTask: NodeHandler = async (context): Promise<NodeOutcome> => {
  const node = context.node as NodeOf<'cancelTask'>;
  const taskSid = await openTaskOf(context, node.data.taskNodeId);
  if (!taskSid) return { status: 'skipped', reason: 'noOpenTask' };
  await updateTask(context.tx, deferredBus(context), {
    brandId: context.run.brandId,
    taskSid,
    status: 'canceled',
    cancellationReasonId: node.data.cancellationReasonId,
    now: context.now,
  });
  return { status: 'completed', output: null, detail: { taskSid } };
};

/** docs/journeys.md "updateTask": merges rendered attributes into that task; none open → skipped. */
export const runUpdateTask: NodeHandler = async (context): Promise<NodeOutcome> => {
  const node = context.node as NodeOf<'updateTask'>;
  if (node.data.priority !== null)
    return { status: 'failed', reason: "Changing a task's priority is not supported yet." };
  const taskSid = await openTaskOf(context, node.data.taskNodeId);
  if (!taskSid) return { status: 'skipped', reason: 'noOpenTask' };
  const contact = await contactOr(context);
  if (isOutcome(contact)) return contact;
  const attributes: Record<string, unknown> = {};
  for (const attribute of node.data.attributes)
    if (attribute.name) attributes[attribute.name] = render(context, contact, attribute.value);
  await updateTask(context.tx, deferredBus(context), {
    brandId: context.run.brandId,
    taskSid,
    attributes,
    now: context.now,
  });
  return { status: 'completed', output: null, detail: { taskSid, attributes } };
};

/**
 * docs/journeys.md "scheduledCallback": the step waits `after` (quiet hours move the end to their end),
 * then its resume creates the call task, so the task becomes available after the wait.
 */
export const runScheduledCallback: NodeHandler = async (context): Promise<NodeOutcome> => {
  const node = context.node as NodeOf<'scheduledCallback'>;
  const contact = await contactOr(context);
  if (isOutcome(contact)) return contact;
  const skip = optInSkip(context, contact);
  if (skip) return skip;
  const minutes = durationMinutes(node.data.after);
  if (minutes === null || !isDurationComplete(node.data.after))
    return { status: 'failed', reason: ENGINE_TEXTS.nodeIncomplete };
  const due = afterMinutes(context.now, minutes, context.run.delayScale);
  const until = deferForQuietHours(due, context.definition.settings.quietHours, contact.timeZone);
  return { status: 'waiting', until };
};

/** The wait of a scheduledCallback is over: the call task, now (the contact's opt-in read again). */
export const resumeScheduledCallback: NodeHandler = async (context) => {
  const node = context.node as NodeOf<'scheduledCallback'>;
  const contact = await contactOr(context);
  if (isOutcome(contact)) return contact;
  const skip = optInSkip(context, contact);
  if (skip) return skip;
  return createJourneyTask(context, {
    channel: 'voice',
    attributes: {
      taskType: PROGRESSIVE_DIAL_TASK_TYPE,
      ...journeyTaskAttributes(context, contact),
      title: render(context, contact, node.data.title),
      direction: 'outbound',
      triggerCall: true,
      scheduledCallback: true,
      parleyVoicePhone: node.data.fromNumber ?? context.deps.carrier.defaultBrandNumber,
    },
    queueSid: node.data.queueSid,
    priority: node.data.priority,
  });
};
