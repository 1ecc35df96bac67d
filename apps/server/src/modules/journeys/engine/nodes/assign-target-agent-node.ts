import type { NodeOf } from '@parley/core/journeys/graph';
import { TARGET_AGENT_PROPERTY } from '../../../routing/workers/contact-target-agent.ts';
import { findWorkerByReference } from '../../../routing/workers/worker-directory.ts';
import { ENGINE_TEXTS } from '../engine-texts.ts';
import type { NodeHandler } from '../step-types.ts';
import { contactOr, isOutcome } from './action-nodes.ts';

/**
 * docs/journeys.md "assignTargetAgent": the agent (named by user id, worker sid or email) becomes the
 * contact's target agent, kept on the contact (routing's TARGET_AGENT_PROPERTY) in the step's
 * transaction. An agent the brand does not have fails the step with the reason.
 */
export const runAssignTargetAgent: NodeHandler = async (context) => {
  const node = context.node as NodeOf<'assignTargetAgent'>;
  const reference = node.data.agentId?.trim() ?? '';
  if (reference === '') return { status: 'failed', reason: ENGINE_TEXTS.nodeIncomplete };
  const contact = await contactOr(context);
  if (isOutcome(contact)) return contact;
  const agent = await findWorkerByReference(context.tx, { brandId: context.run.brandId, reference });
  if (!agent) return { status: 'failed', reason: ENGINE_TEXTS.agentNotFound(reference) };
  const found = await context.patchContact(
    { rvProperties: { [TARGET_AGENT_PROPERTY]: agent.userId } },
    contact.profile.profileId,
  );
  if (!found) return { status: 'failed', reason: ENGINE_TEXTS.contactGone };
  return {
    status: 'completed',
    output: null,
    detail: { userId: agent.userId, workerSid: agent.workerSid, name: agent.name },
  };
};
