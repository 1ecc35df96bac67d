// An event condition (customEvent, parleyVoiceEvent) as a predicate on `c.id` (docs/conditions.md
// "Event condition", docs/conditions-sql.md). The matching events are one uncorrelated subquery over
// contact_events, so PostgreSQL runs it once (a semi-join, or a hashed subplan under OR / NOT)
// instead of once per contact.
import { EVENT_TIMESTAMP_PROPERTY, EVENT_TYPE_OF_CONDITION } from '@parley/core/conditions/evaluate';
import type { Condition } from '@parley/core/conditions/model';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contactEvents } from '../events/events.tables.ts';
import { contactRow } from './conditions-sql-attributes.ts';
import { filterSql, jsonSource, type ValueSource } from './conditions-sql-values.ts';

/** The condition types read from stored events, and the event_type each reads (docs/conditions-contract.md). */
export type EventConditionType = keyof typeof EVENT_TYPE_OF_CONDITION;

const e = alias(contactEvents, 'e');
// drizzle renders an alias by its name only: FROM needs the table and the alias.
const eventsAsE = sql`${contactEvents} as ${sql.identifier('e')}`;

/** An event property: the reserved `timestamp` is occurred_at (always present), others are JSON keys. */
function eventPropertySource(propertyName: string): ValueSource {
  if (propertyName === EVENT_TIMESTAMP_PROPERTY) {
    return { kind: 'timestamp', value: sql`${e.occurredAt}`, alwaysPresent: true };
  }
  return jsonSource(sql`${e.properties}`, propertyName);
}

type EventConditionOptions = { brandId: string; now: Date; type: EventConditionType };

/** The condition's candidates: the brand's events of its type and exact name (docs/conditions.md step 1). */
function candidatesWhere(condition: Condition, options: EventConditionOptions): SQL {
  return sql`${e.brandId} = ${options.brandId}::uuid
    and ${e.eventType} = ${EVENT_TYPE_OF_CONDITION[options.type]}::text
    and ${e.eventName} = ${condition.eventName ?? ''}::text`;
}

/**
 * lastEventOnly: each contact's candidates at its latest instant, taken before the filters; ties all
 * kept. One pass over the candidates (a window per contact) instead of a lookup per event. The
 * evaluator sees milliseconds, so the latest instant is truncated to the millisecond
 * (x ≥ trunc(max) ⇔ trunc(x) = trunc(max), as no candidate is after max). The derived table is
 * named `e` again, so the filters read it like the table.
 */
function latestCandidates(condition: Condition, options: EventConditionOptions): SQL {
  const latestAt = sql.identifier('latest_at');
  // Only the columns the filters read: without a JSON property the window can come from an index.
  const readsProperties = condition.filters.some(
    (filter) => filter.propertyName !== EVENT_TIMESTAMP_PROPERTY,
  );
  const columns = readsProperties
    ? sql`${e.contactId}, ${e.occurredAt}, ${e.properties}`
    : sql`${e.contactId}, ${e.occurredAt}`;
  return sql`(select ${columns}, max(${e.occurredAt}) over (partition by ${e.contactId}) as ${latestAt}
      from ${eventsAsE} where ${candidatesWhere(condition, options)}) as ${sql.identifier('e')}
    where ${e.occurredAt} >= date_trunc('milliseconds', ${e}.${latestAt})`;
}

/** `from … where …` over the matching events (candidates on which every filter is true). */
function matchingEvents(condition: Condition, options: EventConditionOptions): SQL {
  const filters = condition.filters.map((filter) =>
    filterSql(eventPropertySource(filter.propertyName ?? ''), filter, options.now),
  );
  const candidates = condition.lastEventOnly
    ? latestCandidates(condition, options)
    : sql`${eventsAsE} where ${candidatesWhere(condition, options)}`;
  return sql`from ${candidates}${sql.join(
    filters.map((filter) => sql` and ${filter}`),
    sql``,
  )}`;
}

function contactHas(events: SQL, having?: SQL): SQL {
  const grouped = having ? sql` group by ${e.contactId} having ${having}` : sql``;
  return sql`${contactRow.id} in (select ${e.contactId} ${events}${grouped})`;
}

function contactLacks(events: SQL, having?: SQL): SQL {
  return sql`not (${contactHas(events, having)})`;
}

/**
 * With n matching events: isNotSet → n = 0 (eventCount ignored); isSet → n ≥ 1, or n compared with
 * eventCount (atLeast / atMost / exactly; atMost k and exactly 0 include contacts without events).
 */
export function eventConditionSql(condition: Condition, options: EventConditionOptions): SQL {
  const events = matchingEvents(condition, options);
  if (condition.eventOperator === 'isNotSet') return contactLacks(events);
  const count = condition.eventCount;
  if (!count) return contactHas(events);
  const k = count.value;
  switch (count.operator) {
    case 'atLeast':
      if (k <= 0) return sql`true`;
      return k === 1 ? contactHas(events) : contactHas(events, sql`count(*) >= ${k}::int`);
    case 'atMost':
      return k <= 0 ? contactLacks(events) : contactLacks(events, sql`count(*) > ${k}::int`);
    case 'exactly':
      if (k <= 0) return contactLacks(events);
      return contactHas(events, sql`count(*) = ${k}::int`);
  }
}
