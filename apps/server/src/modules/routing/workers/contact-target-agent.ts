// A contact's target agent (journeys' assignTargetAgent node, docs/journeys.md): the agent their later
// tasks are offered to first. It is kept on the contact, in `rvProperties.<TARGET_AGENT_PROPERTY>` (the
// system's attributes, merged like any other), as the agent's user id. A task carries it in its
// attributes (`TARGET_AGENT_ATTRIBUTE`), written by whoever creates the task with the contact in hand
// (journeys' task nodes); the dispatcher reads it with the task (dispatch-reads.ts) and offers the task
// to that agent first when they are available and eligible (plan-offers.ts): no extra query on
// routing's path.

/** The rvProperties key of the contact's target agent (their user id). */
export const TARGET_AGENT_PROPERTY = 'targetAgentId';

/** The task attribute naming the agent to offer the task to first (a user id). */
export const TARGET_AGENT_ATTRIBUTE = 'targetAgentId';

/** The target agent's user id in a contact's rvProperties, or null. */
export function targetAgentOf(rvProperties: Record<string, unknown>): string | null {
  const value = rvProperties[TARGET_AGENT_PROPERTY];
  return typeof value === 'string' && value !== '' ? value : null;
}
