// An event condition (customEvent, parleyVoiceEvent) as a predicate on `c.id` (docs/conditions.md
// "Event condition", docs/conditions-sql.md). The matching events are one uncorrelated subquery over
// contact_events, so PostgreSQL runs it once (a semi-join, or a hashed subplan under OR / NOT)
// instead of once per contact.
import { EVENT_TIMESTAMP_PROPERTY, EVENT_TYPE_OF_CONDITION } from '@parley/core/conditions/evaluate';
import type { Condition } from '@parley/core/conditions/model';
import { resolveDateValue } from '@parley/core/conditions/resolve-date';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contactEventLatest, contactEvents } from '../events/events.tables.ts';
import { contactRow } from './conditions-sql-attributes.ts';
import { filterSql, jsonSource, type ValueSource } from './conditions-sql-values.ts';

/** The condition types read from stored events, and the event_type each reads (docs/conditions-contract.md). */
export type EventConditionType = keyof typeof EVENT_TYPE_OF_CONDITION;

const e = alias(contactEvents, 'e');
const l = alias(contactEventLatest, 'l');
// drizzle renders an alias by its name only: FROM needs the table and the alias.
const eventsAsE = sql`${contactEvents} as ${sql.identifier('e')}`;

/** An event property: the reserved `timestamp` is occurred_at (always present), others are JSON keys. */
function eventPropertySource(propertyName: string): ValueSource {
  if (propertyName === EVENT_TIMESTAMP_PROPERTY) {
    return { kind: 'timestamp', value: sql`${e.occurredAt}`, alwaysPresent: true };
  }
  return jsonSource(sql`${e.properties}`, propertyName);
}

/** Where the condition sits in its tree (conditions-sql.ts): a conjunct, and whether negated. */
export type EventPlacement = { conjunct: boolean; negated: boolean };

type EventConditionOptions = {
  brandId: string;
  now: Date;
  type: EventConditionType;
  placement: EventPlacement;
};

/** The condition's candidates: the brand's events of its type and exact name (docs/conditions.md step 1). */
function candidatesWhere(condition: Condition, options: EventConditionOptions): SQL {
  return sql`${e.brandId} = ${options.brandId}::uuid
    and ${e.eventType} = ${EVENT_TYPE_OF_CONDITION[options.type]}::text
    and ${e.eventName} = ${condition.eventName ?? ''}::text`;
}

/**
 * lastEventOnly: each contact's candidates at its latest instant, taken before the filters; ties all
 * kept (the evaluator sees milliseconds). Read from contact_event_latest (docs/conditions-sql.md "The
 * latest-event summary"): its row is the latest event where no other event shares its millisecond;
 * where some do (latest_count > 1) the tied events are read from contact_events, by index for each
 * such contact (a lateral subquery kept whole by `offset 0`: a nested loop whatever the planner's
 * settings, never a scan of every event of the name). The derived table is named `e` with the
 * columns the filters read, so they read it like the table.
 */
function latestCandidates(condition: Condition, options: EventConditionOptions): SQL {
  const summary = sql`${contactEventLatest} as ${sql.identifier('l')}`;
  const tied = sql.identifier('tied');
  const latestOf = sql`${l.brandId} = ${options.brandId}::uuid
    and ${l.eventName} = ${condition.eventName ?? ''}::text
    and ${l.eventType} = ${EVENT_TYPE_OF_CONDITION[options.type]}::text`;
  return sql`(select ${l.contactId}, ${l.latestAt} as occurred_at, ${l.properties}
      from ${summary} where ${latestOf} and ${l.latestCount} = 1
    union all
    select ${tied}.contact_id, ${tied}.occurred_at, ${tied}.properties
      from ${summary} cross join lateral (
        select ${e.contactId}, ${e.occurredAt}, ${e.properties} from ${eventsAsE}
        where ${e.brandId} = ${l.brandId} and ${e.eventName} = ${l.eventName}
          and ${e.eventType} = ${l.eventType} and ${e.contactId} = ${l.contactId}
          and ${e.occurredAt} >= date_trunc('milliseconds', ${l.latestAt})
        offset 0) as ${tied}
      where ${latestOf} and ${l.latestCount} > 1) as ${sql.identifier('e')} where true`;
}

/**
 * Whether "some event matches" is "the latest event matches": no lastEventOnly, no count beyond one,
 * and only lower bounds on the timestamp (x > t and x ≥ t hold for some event exactly when they hold
 * for the latest). Then the condition reads one summary row per contact instead of its events.
 */
function latestDecides(condition: Condition, now: Date): boolean {
  if (condition.lastEventOnly) return false;
  const count = condition.eventCount;
  if (
    condition.eventOperator !== 'isNotSet' &&
    count &&
    !(count.operator === 'atLeast' && count.value === 1)
  ) {
    return false;
  }
  return condition.filters.every((filter) => {
    if (filter.propertyName !== EVENT_TIMESTAMP_PROPERTY || filter.propertyType !== 'datetime') return false;
    const comparison = resolveDateValue(filter, now)?.comparison;
    return comparison === '>' || comparison === '>=';
  });
}

/** The latest event of each contact as a table `e` (contact_id, occurred_at) for latestDecides. */
function latestEvents(condition: Condition, options: EventConditionOptions): SQL {
  return sql`(select ${l.contactId}, ${l.latestAt} as occurred_at
      from ${contactEventLatest} as ${sql.identifier('l')}
      where ${l.brandId} = ${options.brandId}::uuid and ${l.eventName} = ${condition.eventName ?? ''}::text
        and ${l.eventType} = ${EVENT_TYPE_OF_CONDITION[options.type]}::text) as ${sql.identifier('e')} where true`;
}

/** `from … where …` over the matching events (candidates on which every filter is true). */
function matchingEvents(condition: Condition, options: EventConditionOptions): SQL {
  const filters = condition.filters.map((filter) =>
    filterSql(eventPropertySource(filter.propertyName ?? ''), filter, options.now),
  );
  const candidates = condition.lastEventOnly
    ? latestCandidates(condition, options)
    : latestDecides(condition, options.now)
      ? latestEvents(condition, options)
      : sql`${eventsAsE} where ${candidatesWhere(condition, options)}`;
  return sql`from ${candidates}${sql.join(
    filters.map((filter) => sql` and ${filter}`),
    sql``,
  )}`;
}

/** `c.id in (…)`: a semi-join where it is a conjunct, a hashed subplan elsewhere. */
function contactHas(events: SQL, having?: SQL): SQL {
  const grouped = having ? sql` group by ${e.contactId} having ${having}` : sql``;
  return sql`${contactRow.id} in (select ${e.contactId} ${events}${grouped})`;
}

/**
 * No matching events (or no count beyond `having`). As a conjunct of the tree, `not exists` over the
 * matching contacts, which PostgreSQL runs as one hash anti-join; `offset 0` keeps the subquery whole,
 * so the planner cannot turn it into a nested loop probing the index (and the heap) once per contact,
 * which it picks when it expects few contacts and which measured 2–3 times slower. Elsewhere
 * `not (c.id in …)`, one hashed subplan (docs/conditions-sql.md "Top-level conjuncts").
 */
function contactLacks(events: SQL, conjunct: boolean, having?: SQL): SQL {
  if (!conjunct) return sql`not (${contactHas(events, having)})`;
  const grouped = having ? sql` group by ${e.contactId} having ${having}` : sql``;
  const g = sql.identifier('g');
  return sql`not exists (select 1 from (select ${e.contactId} ${events}${grouped} offset 0) as ${g}
    where ${g}.contact_id = ${contactRow.id})`;
}

/**
 * With n matching events: isNotSet → n = 0 (eventCount ignored); isSet → n ≥ 1, or n compared with
 * eventCount (atLeast / atMost / exactly; atMost k and exactly 0 include contacts without events).
 * `placement.negated` asks for the opposite (a child of None), which is never NULL here.
 */
export function eventConditionSql(condition: Condition, options: EventConditionOptions): SQL {
  const { conjunct, negated } = options.placement;
  const events = matchingEvents(condition, options);
  const has = (having?: SQL) =>
    negated ? contactLacks(events, conjunct, having) : contactHas(events, having);
  const lacks = (having?: SQL) =>
    negated ? contactHas(events, having) : contactLacks(events, conjunct, having);
  if (condition.eventOperator === 'isNotSet') return lacks();
  const count = condition.eventCount;
  if (!count) return has();
  const k = count.value;
  switch (count.operator) {
    case 'atLeast':
      if (k <= 0) return negated ? sql`false` : sql`true`;
      return k === 1 ? has() : has(sql`count(*) >= ${k}::int`);
    case 'atMost':
      return k <= 0 ? lacks() : lacks(sql`count(*) > ${k}::int`);
    case 'exactly':
      if (k <= 0) return lacks();
      return has(sql`count(*) = ${k}::int`);
  }
}
