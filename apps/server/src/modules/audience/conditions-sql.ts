// The condition tree → SQL compiler (docs/conditions-sql.md). `compileConditionTree` returns one
// parameterised predicate over `contacts as c` that is true exactly for the contacts on which core's
// reference evaluator (`evaluateTree`, docs/conditions.md) is true. Every user value is a bound
// parameter; column names come from a fixed map; JSON keys are bound parameters of `->`.

import { EVENT_TYPE_OF_CONDITION } from '@parley/core/conditions/evaluate';
import type { Condition, ConditionTree, JoinType } from '@parley/core/conditions/model';
import { isOperatorValidForType } from '@parley/core/conditions/operators';
import { type ConditionPath, conditionKey, fieldKey } from '@parley/core/conditions/paths';
import { validateCondition } from '@parley/core/conditions/validate';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { contactAttributeSource, contactRow } from './conditions-sql-attributes.ts';
import { type EventConditionType, eventConditionSql } from './conditions-sql-events.ts';
import { filterSql } from './conditions-sql-values.ts';

export type CompileConditionOptions = {
  brandId: string;
  /** The instant relative dates are resolved against (core's resolveDateValue). */
  now: Date;
};

function isEventConditionType(type: string): type is EventConditionType {
  return Object.hasOwn(EVENT_TYPE_OF_CONDITION, type);
}

/**
 * Refuses the conditions the evaluator refuses (core's assertConditionEvaluable, docs/conditions.md
 * "Which trees are evaluated"): a type that is not evaluated over stored data, an incomplete item
 * (spec 002 §5, with its message), an operator outside its type's set. The error names the path.
 */
function assertCompilable(condition: Condition, path: ConditionPath): void {
  const type = condition.conditionalType;
  if (type !== null && type !== 'contactAttribute' && !isEventConditionType(type)) {
    throw new AppError(
      'validation_failed',
      `${conditionKey(path)}: ${type} conditions are not evaluated over stored contacts and events`,
      { field: fieldKey(path, 'conditionalType') },
    );
  }
  const [issue] = validateCondition(condition, path);
  if (issue) throw new AppError('validation_failed', `${issue.key}: ${issue.message}`, { field: issue.key });
  condition.filters.forEach((filter, filterIndex) => {
    const { propertyType, propertyOperator } = filter;
    if (propertyType && propertyOperator && !isOperatorValidForType(propertyType, propertyOperator)) {
      const at = fieldKey({ ...path, filterIndex }, 'propertyOperator');
      throw new AppError(
        'validation_failed',
        `${at}: ${propertyOperator} is not an operator of ${propertyType}`,
        {
          field: at,
        },
      );
    }
  });
}

const TRUE = sql`true`;
const FALSE = sql`false`;

/**
 * docs/conditions.md "Trees, groups, conditions": all / any / none, and their empty cases. Children
 * are TRUE exactly when the evaluator says true, else FALSE or NULL; AND and OR keep that, and None
 * negates with IS NOT TRUE (never NOT, which would leave NULL where the evaluator says true).
 */
function joinSql(joinType: JoinType, parts: SQL[]): SQL {
  if (parts.length === 0) return joinType === 'any' ? FALSE : TRUE;
  if (joinType === 'all') return sql`(${sql.join(parts, sql` and `)})`;
  const anyOf = sql`(${sql.join(parts, sql` or `)})`;
  return joinType === 'any' ? anyOf : sql`(${anyOf} is not true)`;
}

/**
 * Where an item sits (docs/conditions-sql.md "Top-level conjuncts"): `conjunct` when the whole tree
 * is true only if it is (or, `negated`, only if it is not): then PostgreSQL can join its event
 * subquery (semi- or anti-join) instead of probing it for every contact.
 */
type Placement = { conjunct: boolean; negated: boolean };

const NESTED: Placement = { conjunct: false, negated: false };

/** An item's SQL, negated with IS NOT TRUE when its placement says so. */
function placed(part: SQL, placement: Placement): SQL {
  return placement.negated ? sql`(${part} is not true)` : part;
}

function conditionSql(
  condition: Condition,
  path: ConditionPath,
  placement: Placement,
  options: CompileConditionOptions,
): SQL {
  assertCompilable(condition, path);
  const type = condition.conditionalType;
  if (type === 'contactAttribute') {
    // A contact-attribute condition: all its filters (eventName, eventOperator, counts ignored).
    const filters = condition.filters.map((filter) =>
      filterSql(contactAttributeSource(filter.propertyName ?? ''), filter, options.now),
    );
    return placed(joinSql('all', filters), placement);
  }
  if (type === null || !isEventConditionType(type))
    throw new Error('assertCompilable lets no other type through');
  return eventConditionSql(condition, { ...options, type, placement });
}

/**
 * The placement of a join's children when each is a conjunct of the tree: All, None (each child
 * negated), and a negated Any (none of them); the only child of All or Any stands in its place.
 */
function conjunctChildren(joinType: JoinType, count: number, negated: boolean): Placement | null {
  if (count === 1 && joinType !== 'none') return { conjunct: true, negated };
  if (!negated && joinType === 'all') return { conjunct: true, negated: false };
  if (!negated && joinType === 'none') return { conjunct: true, negated: true };
  if (negated && joinType === 'any') return { conjunct: true, negated: true };
  return null;
}

/**
 * `items` joined by `joinType`, placed: when each child is a conjunct, the children (already
 * negated where they must be) are and-ed, which PostgreSQL splits into joins; else the usual join,
 * its children nested, negated as a whole if the placement says so.
 */
function placedJoinSql(
  joinType: JoinType,
  placement: Placement,
  items: Array<(childPlacement: Placement) => SQL>,
): SQL {
  const children = placement.conjunct ? conjunctChildren(joinType, items.length, placement.negated) : null;
  if (children) {
    // Empty: All and None are true and Any false, so their placed forms are all true here.
    return joinSql(
      'all',
      items.map((item) => item(children)),
    );
  }
  return placed(
    joinSql(
      joinType,
      items.map((item) => item(NESTED)),
    ),
    placement,
  );
}

/**
 * The tree as one predicate over `contacts as c` (brand included): use it as
 * `select … from contacts as c where <predicate>`; `contactRow` is that alias for drizzle columns.
 * Throws AppError('validation_failed') naming the path of the first item it cannot compile.
 */
export function compileConditionTree(tree: ConditionTree, options: CompileConditionOptions): SQL {
  const groups = tree.groups.map(
    (group, groupIndex) => (placement: Placement) =>
      placedJoinSql(
        group.joinType,
        placement,
        group.conditions.map(
          (condition, conditionIndex) => (conditionPlacement: Placement) =>
            conditionSql(condition, { groupIndex, conditionIndex }, conditionPlacement, options),
        ),
      ),
  );
  const predicate = placedJoinSql(tree.joinType, { conjunct: true, negated: false }, groups);
  return sql`(${contactRow.brandId} = ${options.brandId}::uuid and ${predicate})`;
}

/**
 * Runs a query that uses a compiled predicate with the settings its plans need, in a transaction of
 * its own (docs/conditions-sql.md "Settings"); given a caller's transaction it opens a savepoint, and
 * the settings then last until that caller's transaction ends:
 * - work_mem 256 MB: event conditions are uncorrelated subqueries that PostgreSQL hashes once when
 *   they sit under OR or None; with the default 4 MB it may refuse to hash a large one and re-read it
 *   for every contact instead.
 * - no nested-loop joins: the planner cannot estimate filters on JSON properties and often expects a
 *   handful of contacts where thousands match; with a nested loop it then re-read an event subquery
 *   once per contact (the win-back tree: 109 s at 50,000 contacts on PGlite, 40 ms without).
 * - no JIT: compiling costs 20–140 ms a query, more than it saves on these counts.
 */
export async function withConditionQuerySettings<T>(
  db: DbExecutor,
  run: (tx: DbExecutor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip; `true`: for this transaction only (SET LOCAL).
    await tx.execute(
      sql`select set_config('work_mem', '256MB', true), set_config('enable_nestloop', 'off', true),
                 set_config('jit', 'off', true)`,
    );
    return run(tx);
  });
}
