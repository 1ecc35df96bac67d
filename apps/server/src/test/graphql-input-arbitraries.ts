import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLInputType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';

// fast-check arbitraries for a GraphQL field's arguments, built from their types (the fuzz test of
// issue 11): mostly well-typed values with hostile contents (long and unicode strings, boundary and
// negative numbers, big lists, unknown enum values, out-of-range dates, deep JSON), now and then a
// wrong shape (a missing required value, null, a value of another type). NUL and lone surrogates are
// left out: the app-wide input hygiene owns them and has its own tests.

/** What a variable may hold: JSON. `undefined` means "not sent". */
export type VariableValue = unknown;

const MAX_LIST = 60;

/** Texts that reach SQL, varchar columns, regexes, LIKE patterns and parsers. */
const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', ' ', '%', '_', '\\', "'", '"', '*', '.*', '(', '[', '$1', '--'),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '00000000-0000-0000-0000-000000000000',
      'not-a-uuid',
      '+14155550100',
      'a@b.c',
      'admin',
      '2026-01-01',
      '-1',
      '1e309',
      '🙂'.repeat(300),
      'é'.repeat(5_000),
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 100_000 }).map((length) => 'x'.repeat(length)) },
);

const int32 = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -1_000, max: 1_000 }) },
  { weight: 2, arbitrary: fc.constantFrom(0, -1, 1, 2_147_483_647, -2_147_483_648, 1_000_000, -1_000_000) },
  { weight: 1, arbitrary: fc.integer() },
);

const float = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0.5, 1e308, -1e308, 0.1, 2 ** 53),
);

const dateTime = fc.oneof(
  fc
    .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc.constantFrom(
    '0001-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '+275760-09-13T00:00:00Z',
    '2026-02-30',
    'yesterday',
    '',
  ),
);

const json = fc.jsonValue({ maxDepth: 4 });

/** A value of another type than wanted: the variable coercion must refuse it with a 400. */
const wrongShape = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1.5, 1e20),
);

function scalarArbitrary(name: string): fc.Arbitrary<VariableValue> {
  switch (name) {
    case 'Int':
      return int32;
    case 'Float':
      return float;
    case 'Boolean':
      return fc.boolean();
    case 'DateTime':
      return dateTime;
    case 'JSON':
      return json;
    default:
      // String, ID and any custom text scalar.
      return hostileText;
  }
}

function wellTyped(type: GraphQLInputType, depth: number): fc.Arbitrary<VariableValue> {
  const inner = getNullableType(type);
  if (isListType(inner)) {
    const item = valueArbitrary(inner.ofType, depth + 1);
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(item, { minLength: MAX_LIST / 2, maxLength: MAX_LIST }) },
    );
  }
  if (isEnumType(inner)) {
    const values = inner.getValues().map((value) => value.name);
    return fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...values) },
      { weight: 1, arbitrary: fc.constant('NOT_A_VALUE') },
    );
  }
  if (isInputObjectType(inner)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(inner.getFields());
    const record: Record<string, fc.Arbitrary<VariableValue>> = {};
    for (const field of fields) record[field.name] = valueArbitrary(field.type, depth + 1);
    return fc
      .record(record)
      .map((value) =>
        Object.fromEntries(Object.entries(value).filter(([, fieldValue]) => fieldValue !== undefined)),
      );
  }
  if (isScalarType(inner)) return scalarArbitrary(inner.name);
  return fc.constant(null);
}

/** One value for an argument or input field of `type`; `undefined` leaves it out. */
export function valueArbitrary(type: GraphQLInputType, depth = 0): fc.Arbitrary<VariableValue> {
  const typed = wellTyped(type, depth);
  if (isNonNullType(type))
    return fc.oneof({ weight: 12, arbitrary: typed }, { weight: 1, arbitrary: wrongShape });
  return fc.oneof(
    { weight: 6, arbitrary: typed },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: wrongShape },
  );
}

/** The variables of a field's arguments (one variable per argument, named after it). */
export function argumentsArbitrary(
  args: readonly GraphQLArgument[],
): fc.Arbitrary<Record<string, VariableValue>> {
  const record: Record<string, fc.Arbitrary<VariableValue>> = {};
  for (const arg of args) record[arg.name] = valueArbitrary(arg.type);
  return fc
    .record(record)
    .map((value) =>
      Object.fromEntries(Object.entries(value).filter(([, argValue]) => argValue !== undefined)),
    );
}
