import type { EvaluationEvent } from '@parley/core/conditions/evaluate';
import type { Condition, ConditionTree, JoinType } from '@parley/core/conditions/model';
import { evaluateJourneyCondition } from '@parley/core/journeys/event-match';
import { evaluateTreesForContacts } from '../../../audience/evaluate-trees-for-contacts.ts';
import type { TriggerEventSnapshot } from '../step-contact.ts';
import type { StepContext } from '../step-types.ts';

function join(joinType: JoinType, results: boolean[]): boolean {
  if (joinType === 'all') return results.every(Boolean);
  if (joinType === 'any') return results.some(Boolean);
  return !results.some(Boolean);
}

function single(condition: Condition): ConditionTree {
  return { joinType: 'all', groups: [{ name: '', joinType: 'all', conditions: [condition] }] };
}

function evaluationEventOf(snapshot: TriggerEventSnapshot | null): EvaluationEvent | null {
  if (!snapshot) return null;
  return {
    eventType: snapshot.eventType,
    eventName: snapshot.eventName,
    occurredAt: new Date(snapshot.occurredAt),
    properties: snapshot.properties,
  };
}

/**
 * A journey's condition tree on the run's contact, now (conditional nodes, exit goals): stored-data
 * conditions (contactAttribute, customEvent, parleyVoiceEvent) by the audience module's SQL compiler
 * restricted to the contact, `triggeringEvent` ones by core's evaluator on the run's triggering event.
 * Each condition is evaluated alone, then joined as the tree says — a condition's truth does not
 * depend on the others, so this is the tree's meaning (docs/conditions.md "Trees, groups, conditions").
 */
export async function evaluateJourneyTree(context: StepContext, tree: ConditionTree): Promise<boolean> {
  const conditions = tree.groups.flatMap((group) => group.conditions);
  const stored = conditions.filter((condition) => condition.conditionalType !== 'triggeringEvent');
  const sqlResults = await evaluateTreesForContacts(context.tx, {
    brandId: context.run.brandId,
    trees: stored.map(single),
    contactIds: [context.run.contactId],
    now: context.now,
  });
  const fromSql = sqlResults.get(context.run.contactId) ?? stored.map(() => false);
  const triggering = evaluationEventOf(context.run.triggerEvent);
  const results = new Map<Condition, boolean>();
  for (const [index, condition] of stored.entries()) results.set(condition, fromSql[index] ?? false);
  for (const condition of conditions) {
    if (condition.conditionalType !== 'triggeringEvent') continue;
    results.set(
      condition,
      evaluateJourneyCondition(single(condition), { attributes: {}, events: [] }, triggering, context.now),
    );
  }
  return join(
    tree.joinType,
    tree.groups.map((group) =>
      join(
        group.joinType,
        group.conditions.map((condition) => results.get(condition) ?? false),
      ),
    ),
  );
}
