import type { NodeOf } from '@parley/core/journeys/graph';
import { sendSkipReason } from '@parley/core/journeys/opt-in';
import { renderTemplate } from '@parley/core/journeys/templates';
import { JOURNEY_PROBLEM_TEXTS } from '@parley/core/journeys/texts';
import { READ_ONLY_CONTACT_ATTRIBUTES } from '@parley/core/journeys/validate-node';
import { REMINDER_TASK_TYPE } from '@parley/core/routing/tasks';
import { checkOutbound } from '../../../compliance/check-outbound.ts';
import type { ContactPatch } from '../../../contacts/contact-state.ts';
import { queueTaskWithin } from '../../../routing/tasks/create-task.ts';
import { TARGET_AGENT_ATTRIBUTE, targetAgentOf } from '../../../routing/workers/contact-target-agent.ts';
import { ENGINE_TEXTS } from '../engine-texts.ts';
import { type StepContact, templateValuesOf } from '../step-contact.ts';
import type { NodeHandler, NodeOutcome, StepContext } from '../step-types.ts';

/** spec 001 §3 task types. */
const CUSTOM_TASK_TYPE = 'Custom Task';

export function render(context: StepContext, contact: StepContact, text: string): string {
  return renderTemplate(text, templateValuesOf(contact, context.run.triggerEvent));
}

/** The contact, or the failed outcome when they were deleted meanwhile. */
export async function contactOr(context: StepContext): Promise<StepContact | NodeOutcome> {
  return (await context.contact()) ?? { status: 'failed', reason: ENGINE_TEXTS.contactGone };
}

export function isOutcome(value: StepContact | NodeOutcome): value is NodeOutcome {
  return 'status' in value;
}

/** Opt-in (opt-in.ts): a node reaching the contact on a channel they are not on is skipped, recorded. */
export function optInSkip(context: StepContext, contact: StepContact): NodeOutcome | null {
  const reason = sendSkipReason(context.node.type, contact.reach);
  return reason ? { status: 'skipped', reason } : null;
}

/** docs/journeys.md "sms": a text from a brand number through the carrier, in the step's transaction. */
export const runSms: NodeHandler = async (context) => {
  const node = context.node as NodeOf<'sms'>;
  const contact = await contactOr(context);
  if (isOutcome(contact)) return contact;
  const skip = optInSkip(context, contact);
  if (skip) return skip;
  const to = contact.reach.contactPhone ?? '';
  // Issue 14: the brand's restrictions and do-not-call list judge the text (logged either way).
  const checked = await checkOutbound(context.tx, {
    brandId: context.run.brandId,
    channel: 'sms',
    phoneNumber: to,
    profileId: contact.profile.profileId,
    source: 'journey',
    now: context.now,
  });
  if (!checked.allowed)
    return { status: 'skipped', reason: checked.detail, detail: { restriction: checked.reason } };
  const from = node.data.fromNumber ?? context.deps.carrier.defaultBrandNumber;
  const body = render(context, contact, node.data.body);
  // The simulator records the send in this transaction, so it happens exactly once with the step.
  const sent = await context.deps.carrier.sendSms(context.tx, {
    brandId: context.run.brandId,
    from,
    to,
    body,
  });
  // docs/events.md "Events the platform publishes": with the send, marked as this journey's.
  context.publish([
    {
      contactId: context.run.contactId,
      name: sent.status === 'delivered' ? 'sms.sent' : 'sms.failed',
      properties: {
        from,
        to,
        body,
        deliveryStatus: sent.status,
        journeyId: context.run.journeyId,
        journeyNodeId: context.node.id,
      },
    },
  ]);
  return {
    status: 'completed',
    output: null,
    detail: { carrierSid: sent.carrierSid, deliveryStatus: sent.status, from, body },
  };
};

export function journeyTaskAttributes(context: StepContext, contact: StepContact) {
  return {
    // docs/journeys.md: tasks carry where they came from, so cancelTask / updateTask find them.
    journeyId: context.run.journeyId,
    journeyRunId: context.run.id,
    journeyNodeId: context.node.id,
    profileId: contact.profile.profileId,
    name: contact.profile.name ?? contact.profile.contactPhone ?? contact.profile.email ?? '',
    ...(contact.profile.contactPhone ? { contactPhone: contact.profile.contactPhone } : {}),
    ...(contact.profile.email ? { email: contact.profile.email } : {}),
    // The contact's target agent (assignTargetAgent) is offered the task first (routing's dispatch).
    ...targetAgentAttribute(contact.profile.rvProperties),
  };
}

function targetAgentAttribute(rvProperties: Record<string, unknown>) {
  const userId = targetAgentOf(rvProperties);
  return userId ? { [TARGET_AGENT_ATTRIBUTE]: userId } : {};
}

export async function createJourneyTask(
  context: StepContext,
  options: {
    channel?: 'custom-tasks' | 'voice' | 'email';
    attributes: Record<string, unknown>;
    queueSid: string | null;
    priority: number | null;
  },
): Promise<NodeOutcome> {
  const task = await queueTaskWithin(
    context.tx,
    { db: context.deps.db, bus: context.deps.bus },
    {
      brandId: context.run.brandId,
      channel: options.channel ?? 'custom-tasks',
      attributes: options.attributes,
      ...(options.queueSid ? { queueSid: options.queueSid } : {}),
      ...(options.priority === null ? {} : { priority: options.priority }),
      now: context.now,
    },
  );
  context.afterCommit.push(() => task.afterCommit());
  context.publish([
    {
      contactId: context.run.contactId,
      name: 'task.created',
      properties: {
        taskSid: task.taskSid,
        channel: options.channel ?? 'custom-tasks',
        journeyId: context.run.journeyId,
        journeyNodeId: context.node.id,
      },
    },
  ]);
  return { status: 'completed', output: null, detail: { taskSid: task.taskSid } };
}

/** docs/journeys.md "customTask": a custom task (title, description, attributes rendered), routed. */
export const runCustomTask: NodeHandler = async (context) => {
  const node = context.node as NodeOf<'customTask'>;
  const contact = await contactOr(context);
  if (isOutcome(contact)) return contact;
  const attributes: Record<string, unknown> = {};
  for (const attribute of node.data.attributes) {
    if (attribute.name) attributes[attribute.name] = render(context, contact, attribute.value);
  }
  return createJourneyTask(context, {
    attributes: {
      taskType: CUSTOM_TASK_TYPE,
      ...attributes,
      ...journeyTaskAttributes(context, contact),
      title: render(context, contact, node.data.title),
      description: render(context, contact, node.data.description),
    },
    queueSid: node.data.queueSid,
    priority: node.data.priority,
  });
};

/** docs/journeys.md "reminder": a task of taskType `reminder` (getDailyStats' reminderCount). */
export const runReminder: NodeHandler = async (context) => {
  const node = context.node as NodeOf<'reminder'>;
  const contact = await contactOr(context);
  if (isOutcome(contact)) return contact;
  return createJourneyTask(context, {
    attributes: {
      taskType: REMINDER_TASK_TYPE,
      ...journeyTaskAttributes(context, contact),
      title: render(context, contact, node.data.title),
      description: render(context, contact, node.data.description),
    },
    queueSid: node.data.queueSid,
    priority: node.data.priority,
  });
};

/** Typed attributes a journey may set (the others are read-only, validate-node.ts refuses them). */
const WRITABLE_TEXT_FIELDS = ['firstName', 'lastName', 'homepageUrl', 'shortUrl'] as const;

function isWritableText(name: string): name is (typeof WRITABLE_TEXT_FIELDS)[number] {
  return (WRITABLE_TEXT_FIELDS as readonly string[]).includes(name);
}

/** docs/journeys.md "updateContact": sets or unsets attributes, typed ones read as their type. */
export const runUpdateContact: NodeHandler = async (context) => {
  const node = context.node as NodeOf<'updateContact'>;
  const contact = await contactOr(context);
  if (isOutcome(contact)) return contact;
  const patch: ContactPatch = {};
  const customProperties: Record<string, unknown> = {};
  const rvProperties: Record<string, unknown> = {};
  const changed: Record<string, unknown> = {};
  for (const update of node.data.updates) {
    const name = update.propertyName;
    if (!name) continue;
    const value = update.action === 'unset' ? null : render(context, contact, update.value);
    if (isWritableText(name)) {
      patch[name] = value === '' ? null : value;
    } else if (name === 'leadScore') {
      const score = value === null || value.trim() === '' ? null : Number(value);
      if (score !== null && !Number.isFinite(score))
        return { status: 'failed', reason: `leadScore: "${value}" is not a number.` };
      patch.leadScore = score;
    } else if (name.startsWith('rvProperties.')) {
      rvProperties[name.slice('rvProperties.'.length)] = value;
    } else if (READ_ONLY_CONTACT_ATTRIBUTES.has(name)) {
      // validate-node.ts refuses these on save; the engine never writes them either.
      return { status: 'failed', reason: JOURNEY_PROBLEM_TEXTS.contactAttributeReadOnly(name) };
    } else {
      customProperties[name] = value;
    }
    changed[name] = value;
  }
  if (Object.keys(customProperties).length > 0) patch.customProperties = customProperties;
  if (Object.keys(rvProperties).length > 0) patch.rvProperties = rvProperties;
  const found = await context.patchContact(patch, contact.profile.profileId);
  if (!found) return { status: 'failed', reason: ENGINE_TEXTS.contactGone };
  return { status: 'completed', output: null, detail: { changed } };
};
