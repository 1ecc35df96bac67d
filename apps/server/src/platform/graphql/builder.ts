import SchemaBuilder from '@pothos/core';
import type { AppDb } from '../db/database.ts';
import type { RequestSession } from '../http/request-session.ts';
import type { EventBus } from '../realtime/event-bus.ts';

/** What every resolver gets. The route refuses requests without a session, so it is never null. */
export type GraphQLContext = { session: RequestSession; db: AppDb; bus: EventBus };

export type SchemaTypes = {
  Context: GraphQLContext;
  // Fields are non-null unless they say otherwise: clients need not guard every value.
  DefaultFieldNullability: false;
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    DateTime: { Input: Date; Output: Date };
  };
};

export type Builder = PothosSchemaTypes.SchemaBuilder<PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>>;

export function createBuilder(): Builder {
  const builder = new SchemaBuilder<SchemaTypes>({ defaultFieldNullability: false });
  builder.queryType({});
  builder.mutationType({});
  builder.scalarType('JSON', {
    description: 'Any JSON value',
    serialize: (value) => value,
    parseValue: (value) => value,
  });
  builder.scalarType('DateTime', {
    description: 'An ISO-8601 date and time',
    serialize: (value) => value.toISOString(),
    parseValue: (value) => {
      const date = new Date(String(value));
      if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
      return date;
    },
  });
  return builder;
}
