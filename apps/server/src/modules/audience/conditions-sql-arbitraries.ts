// fast-check arbitraries for the compiler's property test: contacts and events drawn from small value
// pools (so filters often hit, miss by case, by kind, by a millisecond), and complete condition trees
// using every join type, condition type, operator of every property type, counts, windows and
// lastEventOnly. Values of the wrong kind are drawn on purpose: both sides must ignore them alike.
import type {
  Condition,
  ConditionGroup,
  ConditionTree,
  Filter,
  FilterOperator,
  PropertyType,
} from '@parley/core/conditions/model';
import { isDateOperator, operatorNeedsValue, operatorsFor } from '@parley/core/conditions/operators';
import { resolveRelativeDate } from '@parley/core/conditions/relative-date';
import fc from 'fast-check';
import type { TestContact, TestEvent } from './conditions-sql-test-kit.ts';

/** The instant the property test evaluates at (a Saturday noon in Eastern daylight time). */
export const PROPERTY_NOW = new Date('2024-06-15T16:00:00.000Z');

const TEXTS = ['gold', 'Gold', 'GOLD', 'golden', 'silver', 'ann', 'Ann', 'é', 'É', 'a b', "o'b", '%_', ''];
const NUMERIC_TEXTS = ['5', '12.5', '-3', '007', '1e3', '5.0'];
const DATETIME_TEXTS = [
  '2024-06-14T10:00:00Z',
  '2024-06-10 08:00:00-04:00',
  '2024-06-08T16:00:00.000Z',
  '2024-06-15T16:00:00.001Z',
  '2024-02-30T10:00:00Z',
  '2024-06-01T10:00:00',
  '2024-6-1T10:00:00Z',
];
const NUMBERS = [-3, 0, 1, 2, 5, 5.5, 12.5, 20, 100, 0.1 + 0.2];

const textArb = fc.constantFrom(...TEXTS, ...NUMERIC_TEXTS, ...DATETIME_TEXTS);
const numberArb = fc.oneof(fc.constantFrom(...NUMBERS), fc.integer({ min: -5, max: 25 }));
const scalarArb = fc.oneof(textArb, numberArb, fc.boolean());

/** Any JSON value a property might hold (null included; arrays and objects of scalars). */
const jsonValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalarArb },
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 2,
    arbitrary: fc.array(fc.oneof(textArb, numberArb, fc.boolean(), fc.constant(null)), { maxLength: 4 }),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'b'), scalarArb, { maxKeys: 2 }) },
);

const LIST_ELEMENTS = ['red', 'Red', 'green', '2', 2, 5, 5.5, true, null] as const;

/** The kind of value each property name mostly holds; any JSON value otherwise. */
const TYPICAL_VALUES: Record<string, fc.Arbitrary<unknown>> = {
  plan: textArb,
  tier: textArb,
  seats: fc.oneof(numberArb, fc.constantFrom(...NUMERIC_TEXTS)),
  score: numberArb,
  amount: fc.oneof(numberArb, fc.constantFrom(...NUMERIC_TEXTS)),
  signup: fc.constantFrom(...DATETIME_TEXTS),
  tags: fc.array(fc.constantFrom(...LIST_ELEMENTS), { maxLength: 3 }),
  meta: fc.dictionary(fc.constantFrom('a', 'b'), scalarArb, { maxKeys: 2 }),
};

function propertyValueArb(key: string): fc.Arbitrary<unknown> {
  const typical = TYPICAL_VALUES[key];
  return typical
    ? fc.oneof({ weight: 3, arbitrary: typical }, { weight: 1, arbitrary: jsonValueArb })
    : jsonValueArb;
}

function propertiesArb(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      ...keys.map((key) =>
        fc.option(
          propertyValueArb(key).map((value) => [key, value] as const),
          { nil: undefined, freq: 4 },
        ),
      ),
    )
    .map((entries) => Object.fromEntries(entries.filter((entry) => entry !== undefined)));
}

export const CUSTOM_KEYS = ['plan', 'seats', 'signup', 'tags', 'meta'] as const;
export const RV_KEYS = ['tier', 'score'] as const;
export const EVENT_KEYS = ['amount', 'plan', 'tags', 'timestamp'] as const;
export const EVENT_NAMES = ['purchase', 'Purchase', 'visit'] as const;

const BASE_MS = Date.parse('2024-06-01T00:00:00.000Z');
const DAY_MS = 86_400_000;

const RELATIVE_DATES = ['now', 'now-7d', 'now/d', 'now/d-1d', 'now-1M', 'now-3h-14m-6d', 'now/w'];
const SPECIFIC_DATES = ['2024-06-14T10:00:00.000Z', '2024-06-10T12:00:00.000Z', '2024-06-01T00:00:00.000Z'];

/**
 * The instants filters compare with: each relative date resolved at PROPERTY_NOW, each specific
 * date's minute and the minute after (what resolveDateValue binds).
 */
const BOUNDS_MS = [
  ...RELATIVE_DATES.map((text) => resolveRelativeDate(text, PROPERTY_NOW)?.getTime() ?? BASE_MS),
  ...SPECIFIC_DATES.flatMap((text) => [Date.parse(text), Date.parse(text) + 60_000]),
];

/** Microseconds the database keeps and a Date drops. */
const microsArb = fc.constantFrom(0, 0, 300, 999);

/**
 * An instant in ms: mostly on or a millisecond / a minute either side of a bound (where `>` and `>=`
 * differ, and where the database's microseconds could tip a comparison), else any time in a few months.
 */
const instantMsArb = fc.oneof(
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...BOUNDS_MS), fc.constantFrom(0, 0, 1, -1, 60_000, -60_000))
      .map(([bound, offset]) => bound + offset),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: -40, max: 20 }), fc.integer({ min: 0, max: DAY_MS - 1 }))
      .map(([day, ms]) => BASE_MS + day * DAY_MS + ms),
  },
);

/** ISO text with microseconds. */
function isoWithMicros(ms: number, micros: number): string {
  return `${new Date(ms).toISOString().slice(0, 23)}${String(micros).padStart(3, '0')}Z`;
}

const instantArb = fc.tuple(instantMsArb, microsArb).map(([ms, micros]) => isoWithMicros(ms, micros));

const eventArb: fc.Arbitrary<TestEvent> = fc.record({
  eventType: fc.constantFrom('track', 'track', 'parley_voice_event', 'identify'),
  eventName: fc.constantFrom(...EVENT_NAMES),
  occurredAt: instantArb,
  properties: propertiesArb(EVENT_KEYS),
});

/** An event, sometimes with a twin of the same type and name in the same millisecond (a lastEventOnly tie). */
const eventsArb: fc.Arbitrary<TestEvent[]> = fc
  .array(
    fc.tuple(
      eventArb,
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.tuple(microsArb, propertiesArb(EVENT_KEYS)) },
      ),
    ),
    { maxLength: 5 },
  )
  .map((pairs) =>
    pairs.flatMap(([event, twin]) => {
      if (!twin) return [event];
      const [micros, properties] = twin;
      const ms = Date.parse(`${event.occurredAt.slice(0, 23)}Z`);
      return [event, { ...event, occurredAt: isoWithMicros(ms, micros), properties }];
    }),
  );

export const contactArb: fc.Arbitrary<TestContact> = fc.record({
  firstName: fc.option(fc.constantFrom(...TEXTS, '5', '2024-06-14T10:00:00Z'), { nil: null }),
  lastName: fc.option(fc.constantFrom('Lee', 'lee', 'Lé'), { nil: null }),
  email: fc.option(fc.constantFrom('ann@example.com', 'ANN@example.com', 'bob@example.org'), { nil: null }),
  leadScore: fc.option(fc.integer({ min: -2, max: 20 }), { nil: null }),
  optIn: fc.boolean(),
  customProperties: propertiesArb(CUSTOM_KEYS),
  rvProperties: propertiesArb(RV_KEYS),
  contactCreatedAt: instantArb,
  events: eventsArb,
});

/** The properties filters name, with the type each usually holds (another type is drawn now and then). */
const ATTRIBUTE_TYPES: Record<string, PropertyType> = {
  firstName: 'string',
  lastName: 'string',
  email: 'string',
  leadScore: 'number',
  optIn: 'boolean',
  contactCreatedAt: 'datetime',
  plan: 'string',
  seats: 'number',
  signup: 'datetime',
  tags: 'list',
  meta: 'object',
  'customProperties.plan': 'string',
  'rvProperties.tier': 'string',
  'rvProperties.score': 'number',
  missing: 'string',
};
const EVENT_PROPERTY_TYPES: Record<string, PropertyType> = {
  amount: 'number',
  plan: 'string',
  tags: 'list',
  timestamp: 'datetime',
  missing: 'number',
};
const PROPERTY_TYPES: PropertyType[] = ['string', 'number', 'boolean', 'datetime', 'list', 'object'];

/** A value that makes the filter complete; sometimes of a kind the type cannot read. */
function valueArb(type: PropertyType, operator: FilterOperator): fc.Arbitrary<Filter['propertyValue']> {
  if (!operatorNeedsValue(operator)) return fc.constant(null);
  const nonBlankText = fc.constantFrom(...TEXTS.filter((text) => text.trim() !== ''), ...NUMERIC_TEXTS, '""');
  if (operator === 'isOneOf')
    return fc.array(fc.oneof(nonBlankText, numberArb), { minLength: 1, maxLength: 3 });
  switch (type) {
    case 'number':
      return fc.oneof({ weight: 4, arbitrary: numberArb }, { weight: 1, arbitrary: nonBlankText });
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 'yes'));
    case 'list':
      return fc.oneof(fc.constantFrom('red', 'GREEN', '2', '5.50'), fc.constantFrom(2, 5, 5.5), nonBlankText);
    default:
      return fc.oneof({ weight: 5, arbitrary: nonBlankText }, { weight: 1, arbitrary: numberArb });
  }
}

/** A complete filter on one of the names (`oftenNames` drawn twice as often). */
function filterArb(
  typesByName: Record<string, PropertyType>,
  oftenNames: string[] = [],
): fc.Arbitrary<Filter> {
  const nameAndType = fc
    .constantFrom(...Object.keys(typesByName), ...oftenNames)
    .chain((name) =>
      fc.tuple(
        fc.constant(name),
        fc.oneof(
          { weight: 4, arbitrary: fc.constant<PropertyType>(typesByName[name] ?? 'string') },
          { weight: 1, arbitrary: fc.constantFrom(...PROPERTY_TYPES) },
        ),
      ),
    );
  return nameAndType.chain(([propertyName, propertyType]) =>
    fc.constantFrom(...operatorsFor(propertyType, { allowIsOneOf: true })).chain((operator) => {
      const base = {
        propertyName,
        propertyFieldId: null,
        propertyType,
        propertyOperator: operator,
        relativeDateValue: null,
        dateComparisonType: null,
      };
      if (isDateOperator(operator)) {
        return fc.oneof(
          fc.constantFrom(...RELATIVE_DATES, ...RELATIVE_DATES).map(
            (relative): Filter => ({
              ...base,
              propertyValue: null,
              dateComparisonType: 'relative',
              relativeDateValue: relative,
            }),
          ),
          fc
            .constantFrom(...SPECIFIC_DATES)
            .map(
              (specific): Filter => ({ ...base, propertyValue: specific, dateComparisonType: 'specific' }),
            ),
        );
      }
      return valueArb(propertyType, operator).map((propertyValue): Filter => ({ ...base, propertyValue }));
    }),
  );
}

const attributeConditionArb: fc.Arbitrary<Condition> = fc
  .array(filterArb(ATTRIBUTE_TYPES), { minLength: 1, maxLength: 2 })
  .map((filters) => ({
    conditionalType: 'contactAttribute',
    eventName: null,
    eventOperator: 'isSet',
    filters,
    lastEventOnly: false,
    eventCount: null,
  }));

const eventConditionArb: fc.Arbitrary<Condition> = fc.record({
  conditionalType: fc.constantFrom('customEvent', 'customEvent', 'parleyVoiceEvent'),
  eventName: fc.constantFrom(...EVENT_NAMES),
  eventOperator: fc.constantFrom('isSet', 'isSet', 'isNotSet'),
  // The reserved `timestamp` (windows) is drawn more often than another event property.
  filters: fc.array(filterArb(EVENT_PROPERTY_TYPES, ['timestamp']), { maxLength: 2 }),
  lastEventOnly: fc.boolean(),
  eventCount: fc.option(
    fc.record({
      operator: fc.constantFrom('atLeast', 'atMost', 'exactly'),
      value: fc.integer({ min: 0, max: 4 }),
    }),
    { nil: null },
  ),
});

const joinTypeArb = fc.constantFrom<ConditionTree['joinType']>('any', 'any', 'any', 'all', 'all', 'none');

const groupArb: fc.Arbitrary<ConditionGroup> = fc.record({
  name: fc.constant('Group'),
  joinType: joinTypeArb,
  // Mostly non-empty: an empty group is a constant, rarely worth a query.
  conditions: fc.oneof(
    {
      weight: 12,
      arbitrary: fc.array(fc.oneof(attributeConditionArb, eventConditionArb), { minLength: 1, maxLength: 3 }),
    },
    { weight: 1, arbitrary: fc.constant<Condition[]>([]) },
  ),
});

export const treeArb: fc.Arbitrary<ConditionTree> = fc.record({
  joinType: joinTypeArb,
  groups: fc.oneof(
    { weight: 12, arbitrary: fc.array(groupArb, { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.constant<ConditionGroup[]>([]) },
  ),
});
