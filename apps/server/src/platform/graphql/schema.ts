import type { GraphQLSchema } from 'graphql';
import { registerUsersGraphql } from '../../modules/users/users.graphql.ts';
import { createBuilder } from './builder.ts';

/** The whole code-first schema: each module adds its fields. Printed to schema.graphql. */
export function buildSchema(): GraphQLSchema {
  const builder = createBuilder();
  registerUsersGraphql(builder);
  return builder.toSchema();
}
