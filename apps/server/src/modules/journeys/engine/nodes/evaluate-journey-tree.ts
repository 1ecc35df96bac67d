import type { EvaluationEvent } from '@parley/core/conditions/evaluate';
import type { Condition, ConditionTree, JoinType } from '@parley/core/conditions/model';
import { evaluateJourneyCondition } from '@parley/core/journeys/event-match';
import type { DbExecutor } from '../../../../platform/db/database.ts';
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
 * A journey's condition tree on each run's contact, now (conditional nodes, exit goals): stored-data
 * conditions (contactAttribute, customEvent, parleyVoiceEvent) by the audience module's SQL compiler
 * restricted to those contacts, in one statement; `triggeringEvent` ones by core's evaluator on each
 * run's triggering event. Each condition is evaluated alone, then joined as the tree says — a
 * condition's truth does not depend on the others, so this is the tree's meaning
 * (docs/conditions.md "Trees, groups, conditions"). Answers one boolean per run, in order.
 */
export async function evaluateJourneyTreeForRuns(
  db: DbExecutor,
  options: {
    brandId: string;
    tree: ConditionTree;
    runs: ReadonlyArray<{ contactId: string; triggerEvent: TriggerEventSnapshot | null }>;
    now: Date;
  },
): Promise<boolean[]> {
  const { tree, now } = options;
  const conditions = tree.groups.flatMap((group) => group.conditions);
  const stored = conditions.filter((condition) => condition.conditionalType !== 'triggeringEvent');
  const sqlResults =
    stored.length === 0
      ? new Map<string, boolean[]>()
      : await evaluateTreesForContacts(db, {
          brandId: options.brandId,
          trees: stored.map(single),
          contactIds: [...new Set(options.runs.map((run) => run.contactId))],
          now,
        });
  return options.runs.map((run) => {
    const fromSql = sqlResults.get(run.contactId) ?? stored.map(() => false);
    const triggering = evaluationEventOf(run.triggerEvent);
    const results = new Map<Condition, boolean>();
    for (const [index, condition] of stored.entries()) results.set(condition, fromSql[index] ?? false);
    for (const condition of conditions) {
      if (condition.conditionalType !== 'triggeringEvent') continue;
      results.set(
        condition,
        evaluateJourneyCondition(single(condition), { attributes: {}, events: [] }, triggering, now),
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
  });
}

/** The tree on the step's run: evaluated with its batch (batch-reads.ts) when it could be, else now. */
export async function evaluateJourneyTree(context: StepContext, tree: ConditionTree): Promise<boolean> {
  const known = context.evaluations?.get(tree);
  if (known !== undefined) return known;
  const [holds] = await evaluateJourneyTreeForRuns(context.tx, {
    brandId: context.run.brandId,
    tree,
    runs: [context.run],
    now: context.now,
  });
  return holds ?? false;
}
