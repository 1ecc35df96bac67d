import { isPrivileged } from '@parley/core/auth/roles';
import type { AvailableStatus } from '@parley/core/users/agent-status';
import type { FeatureFlags } from '@parley/core/users/feature-flags';
import type { Builder } from '../../platform/graphql/builder.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { requireRole } from '../../platform/http/guards.ts';
import { getBrandStatuses } from '../brands/get-brand-statuses.ts';
import { type Agent, getAgent } from './get-agent.ts';
import { getUserProfile } from './get-user-profile.ts';
import { listTeamSummaries } from './groups.ts';
import { setUserFeatureFlag } from './set-user-feature-flag.ts';
import { updateAgentStatus } from './update-agent-status.ts';
import { registerUserManagementGraphql } from './user-management.graphql.ts';

// Thin: each field checks the policy, calls one use-case and maps the result.
export function registerUsersGraphql(builder: Builder): void {
  const Team = builder.objectRef<{ id: string; name: string }>('Team').implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });
  registerUserManagementGraphql(builder, { Team });

  // spec 002 §7 getTeams: id, name. Every signed-in user (contact lists are shared with teams).
  builder.queryField('getTeams', (t) =>
    t.field({
      type: [Team],
      resolve: async (_root, _args, ctx) =>
        (await listTeamSummaries(ctx.db, ctx.session.brandId)).map(({ id, name }) => ({ id, name })),
    }),
  );

  const ActivityBreakdown = builder
    .objectRef<{ activityName: string; duration: number }>('AgentActivityBreakdown')
    .implement({
      fields: (t) => ({
        activityName: t.exposeString('activityName'),
        duration: t.exposeInt('duration', { description: 'Seconds in this status today (UTC)' }),
      }),
    });
  const Status = builder.objectRef<AvailableStatus>('AvailableStatus').implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      available: t.exposeBoolean('available'),
      activitySid: t.exposeString('activitySid'),
    }),
  });

  const AgentRef = builder.objectRef<Agent>('Agent').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      email: t.exposeString('email'),
      status: t.exposeString('status'),
      statusChangedAt: t.expose('statusChangedAt', { type: 'DateTime' }),
      twilioStatusChangedAt: t.expose('statusChangedAt', { type: 'DateTime' }),
      twilioSid: t.exposeString('workerSid'),
      workerSid: t.exposeString('workerSid'),
      roles: t.exposeStringList('roles'),
      skills: t.exposeStringList('skills'),
      teams: t.field({ type: [Team], resolve: (agent) => agent.teams }),
      channelCapacity: t.expose('channelCapacity', { type: 'JSON' }),
      twilioAttributes: t.expose('attributes', { type: 'JSON' }),
      agentActivityBreakdown: t.field({
        type: [ActivityBreakdown],
        resolve: (agent) => agent.agentActivityBreakdown,
      }),
    }),
  });

  type AuthenticatedUser = Agent & {
    firstName: string;
    lastName: string;
    brandSlug: string;
    brandName: string;
    featureFlags: FeatureFlags;
  };
  const AuthenticatedUserRef = builder.objectRef<AuthenticatedUser>('AuthenticatedUser').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      oktaUserId: t.exposeID('id'),
      email: t.exposeString('email'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      name: t.exposeString('name'),
      roles: t.exposeStringList('roles'),
      isAdmin: t.boolean({ resolve: (user) => user.roles.includes('admin') }),
      isPrivileged: t.boolean({ resolve: (user) => isPrivileged(user.roles) }),
      status: t.exposeString('status'),
      statusChangedAt: t.expose('statusChangedAt', { type: 'DateTime' }),
      twilioSid: t.exposeString('workerSid'),
      workerSid: t.exposeString('workerSid'),
      skills: t.exposeStringList('skills'),
      teams: t.field({ type: [Team], resolve: (user) => user.teams }),
      channelCapacity: t.expose('channelCapacity', { type: 'JSON' }),
      brandSlug: t.exposeString('brandSlug'),
      brandName: t.exposeString('brandName'),
      availableStatuses: t.field({
        type: [Status],
        resolve: (_user, _args, ctx) => getBrandStatuses(ctx.db, ctx.session),
      }),
      featureFlags: t.expose('featureFlags', { type: 'JSON' }),
    }),
  });

  builder.queryField('getAuthenticatedUser', (t) =>
    t.field({
      type: AuthenticatedUserRef,
      resolve: async (_root, _args, ctx) => {
        const agent = await getAgent(ctx.db, ctx.session);
        const profile = await getUserProfile(ctx.db, ctx.session);
        return {
          ...agent,
          ...profile,
          id: agent.id,
          name: agent.name,
          email: agent.email,
          roles: agent.roles,
        };
      },
    }),
  );

  builder.queryField('userFeatureFlags', (t) =>
    t.field({
      type: 'JSON',
      description: 'The resolved feature flags of a user of the brand (admin only).',
      args: { userId: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const session = requireRole(ctx.session, ['admin']);
        return (
          await getUserProfile(ctx.db, {
            brandId: session.brandId,
            userId: idArg(args.userId, 'userId'),
            asked: 'userId',
          })
        ).featureFlags;
      },
    }),
  );

  const UpdateUserDataInput = builder.inputType('UpdateUserDataInput', {
    fields: (t) => ({ status: t.string({ required: true }), twilioSid: t.string() }),
  });

  builder.mutationField('updateAgent', (t) =>
    t.field({
      type: AgentRef,
      args: { updateUserData: t.arg({ type: UpdateUserDataInput, required: true }) },
      resolve: async (_root, args, ctx) => {
        const result = await updateAgentStatus(ctx.db, { session: ctx.session, input: args.updateUserData });
        const agent = await getAgent(ctx.db, { brandId: ctx.session.brandId, userId: result.userId });
        if (result.changed) {
          await ctx.bus.publish({
            brandId: ctx.session.brandId,
            name: 'agent.statusUpdated',
            data: {
              userId: agent.id,
              workerSid: agent.workerSid,
              status: agent.status,
              available: result.available,
              statusChangedAt: agent.statusChangedAt.toISOString(),
            },
          });
        }
        return agent;
      },
    }),
  );

  builder.mutationField('setUserFeatureFlag', (t) =>
    t.field({
      type: 'JSON',
      description: "Sets one of a user's feature flags; value null restores the default. Admin only.",
      args: {
        userId: t.arg.id({ required: true }),
        key: t.arg.string({ required: true }),
        value: t.arg({ type: 'JSON' }),
      },
      resolve: async (_root, args, ctx) => {
        const session = requireRole(ctx.session, ['admin']);
        return setUserFeatureFlag(ctx.db, {
          brandId: session.brandId,
          userId: idArg(args.userId, 'userId'),
          key: args.key,
          value: args.value ?? null,
        });
      },
    }),
  );
}
