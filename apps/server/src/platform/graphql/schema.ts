import type { GraphQLSchema } from 'graphql';
import { registerAgentDesktopSettingsGraphql } from '../../modules/agent-desktop-settings/agent-desktop-settings.graphql.ts';
import { registerStatusesGraphql } from '../../modules/brands/statuses.graphql.ts';
import { registerRoutingGraphql } from '../../modules/routing/routing.graphql.ts';
import { registerUsersGraphql } from '../../modules/users/users.graphql.ts';
import { createBuilder } from './builder.ts';

/** The whole code-first schema: each module adds its fields. Printed to schema.graphql. */
export function buildSchema(): GraphQLSchema {
  const builder = createBuilder();
  registerUsersGraphql(builder);
  registerRoutingGraphql(builder);
  registerStatusesGraphql(builder);
  registerAgentDesktopSettingsGraphql(builder);
  return builder.toSchema();
}
