import type { NodeOf } from '@parley/core/journeys/graph';
import { routingForConversations } from '../../../conversations/routing-adapter.ts';
import { startSuggestedSmsTaskWithin } from '../../../conversations/start-suggested-sms-task.ts';
import { recordPlatformEvents } from '../../../events/record-platform-events.ts';
import type { NodeHandler } from '../step-types.ts';
import { contactOr, isOutcome, journeyTaskAttributes, optInSkip, render } from './action-nodes.ts';

/**
 * docs/journeys.md "agentSms": an outbound SMS task for the agents, with its conversation (as the desk's
 * manual text, but routed), title and suggested message rendered, in the step's transaction. Opt-in and
 * quiet hours as every SMS node (run-job.ts, optInSkip). A contact whose text conversation is still
 * being worked gets no second one: the step is skipped `conversationInProgress`, naming that task.
 */
export const runAgentSms: NodeHandler = async (context) => {
  const node = context.node as NodeOf<'agentSms'>;
  const contact = await contactOr(context);
  if (isOutcome(contact)) return contact;
  const skip = optInSkip(context, contact);
  if (skip) return skip;
  const suggestedMessage = render(context, contact, node.data.body);
  const started = await startSuggestedSmsTaskWithin(
    context.tx,
    routingForConversations({ db: context.deps.db, bus: context.deps.bus }),
    {
      brandId: context.run.brandId,
      // optInSkip refused a contact without a phone (noPhone).
      contactPhone: contact.reach.contactPhone ?? '',
      profileId: contact.profile.profileId,
      contactName: contact.profile.name ?? '',
      brandPhone: node.data.fromNumber ?? context.deps.carrier.defaultBrandNumber,
      title: render(context, contact, node.data.title),
      suggestedMessage,
      attributes: journeyTaskAttributes(context, contact),
      queueSid: node.data.queueSid,
      priority: node.data.priority,
      now: context.now,
    },
  );
  if (started.kind === 'inProgress')
    return {
      status: 'skipped',
      reason: 'conversationInProgress',
      detail: { taskSid: started.taskSid, conversationSid: started.conversationSid },
    };
  const { task } = started;
  context.afterCommit.push(() => task.afterCommit());
  // docs/events.md "Events the platform publishes": with the task and its conversation, marked as this
  // journey's (event-triggers.ts: this journey is not entered again by it).
  await recordPlatformEvents(context.tx, {
    brandId: context.run.brandId,
    now: context.now,
    events: [
      {
        contactId: context.run.contactId,
        name: 'task.created',
        properties: {
          taskSid: task.taskSid,
          channel: 'sms',
          conversationSid: started.conversationSid,
          journeyId: context.run.journeyId,
          journeyNodeId: context.node.id,
        },
      },
    ],
  });
  return {
    status: 'completed',
    output: null,
    detail: { taskSid: task.taskSid, conversationSid: started.conversationSid, suggestedMessage },
  };
};
