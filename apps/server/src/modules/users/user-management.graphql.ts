import type { Builder } from '../../platform/graphql/builder.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { requireSettingsManager } from '../../platform/http/guards.ts';
import { createSkill } from './create-skill.ts';
import { createTeam } from './create-team.ts';
import { createUser } from './create-user.ts';
import { deactivateUser } from './deactivate-user.ts';
import { deleteSkill } from './delete-skill.ts';
import { deleteTeam } from './delete-team.ts';
import { getSkill, getTeam } from './get-group.ts';
import { getUser } from './get-user.ts';
import { listSkillSummaries, listTeamSummaries } from './groups.ts';
import { listUsers } from './list-users.ts';
import { reactivateUser } from './reactivate-user.ts';
import { updateSkill } from './update-skill.ts';
import { updateTeam } from './update-team.ts';
import { updateUser } from './update-user.ts';
import { assertMayCreateUser } from './user-management.policy.ts';
import { type NamedRef, userManagementTypes } from './user-management-types.graphql.ts';

// User management (spec 001 §2 settings routes; spec 002 §2): users, teams and skills. Thin: each
// field checks the policy (admin or supervisor, failing closed), calls one use-case, maps the result.
export function registerUserManagementGraphql(builder: Builder, refs: { Team: NamedRef }): void {
  const {
    Role,
    ManagedUserRef,
    ManagedUserPage,
    TeamSummary,
    TeamDetail,
    SkillSummary,
    SkillDetail,
    CreateUserInput,
    UpdateUserInput,
    TeamInput,
    UpdateTeamInput,
    SkillInput,
    UpdateSkillInput,
  } = userManagementTypes(builder, refs.Team);
  const ids = (list: readonly (string | number)[] | null | undefined) => list?.map(String);
  const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

  builder.queryFields((t) => ({
    users: t.field({
      type: ManagedUserPage,
      description: 'The brand’s users by name, a page at a time (admin, supervisor).',
      args: {
        search: t.arg.string({ description: 'Part of a name or email address' }),
        role: t.arg({ type: Role }),
        status: t.arg.string(),
        page: t.arg.int({ description: 'From 0' }),
        size: t.arg.int(),
      },
      resolve: (_root, args, ctx) => {
        const session = requireSettingsManager(ctx.session);
        return listUsers(ctx.db, {
          brandId: session.brandId,
          input: {
            search: orUndefined(args.search),
            role: args.role,
            status: args.status,
            page: orUndefined(args.page),
            size: orUndefined(args.size),
          },
        });
      },
    }),
    user: t.field({
      type: ManagedUserRef,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => {
        const session = requireSettingsManager(ctx.session);
        return getUser(ctx.db, { brandId: session.brandId, userId: idArg(args.id) });
      },
    }),
    teams: t.field({
      type: [TeamSummary],
      resolve: (_root, _args, ctx) => listTeamSummaries(ctx.db, requireSettingsManager(ctx.session).brandId),
    }),
    team: t.field({
      type: TeamDetail,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) =>
        getTeam(ctx.db, { brandId: requireSettingsManager(ctx.session).brandId, teamId: idArg(args.id) }),
    }),
    skills: t.field({
      type: [SkillSummary],
      resolve: (_root, _args, ctx) => listSkillSummaries(ctx.db, requireSettingsManager(ctx.session).brandId),
    }),
    skill: t.field({
      type: SkillDetail,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) =>
        getSkill(ctx.db, { brandId: requireSettingsManager(ctx.session).brandId, skillId: idArg(args.id) }),
    }),
  }));

  builder.mutationFields((t) => ({
    createUser: t.field({
      type: ManagedUserRef,
      args: { input: t.arg({ type: CreateUserInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const session = requireSettingsManager(ctx.session);
        assertMayCreateUser(session, input.roles);
        const created = await createUser(ctx.db, {
          brandId: session.brandId,
          input: {
            ...input,
            lastName: orUndefined(input.lastName),
            password: orUndefined(input.password) || undefined,
            skillIds: ids(input.skillIds),
            teamIds: ids(input.teamIds),
            channelCapacity: orUndefined(input.channelCapacity),
          },
        });
        return getUser(ctx.db, { brandId: session.brandId, userId: created.id });
      },
    }),
    updateUser: t.field({
      type: ManagedUserRef,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateUserInput, required: true }) },
      resolve: (_root, { id, input }, ctx) =>
        updateUser(ctx.db, {
          session: requireSettingsManager(ctx.session),
          userId: idArg(id),
          input: {
            email: orUndefined(input.email),
            firstName: orUndefined(input.firstName),
            lastName: orUndefined(input.lastName),
            roles: orUndefined(input.roles),
            skillIds: ids(input.skillIds),
            teamIds: ids(input.teamIds),
            channelCapacity: orUndefined(input.channelCapacity),
          },
        }),
    }),
    deactivateUser: t.field({
      type: ManagedUserRef,
      description:
        'Ends every session of the user and takes them out of routing; they cannot sign in until reactivated.',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) =>
        deactivateUser(ctx.db, ctx.bus, { session: requireSettingsManager(ctx.session), userId: idArg(id) }),
    }),
    reactivateUser: t.field({
      type: ManagedUserRef,
      description: 'Lets a deactivated user sign in again; they come back unavailable.',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) =>
        reactivateUser(ctx.db, { session: requireSettingsManager(ctx.session), userId: idArg(id) }),
    }),
    createTeam: t.field({
      type: TeamDetail,
      args: { input: t.arg({ type: TeamInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const { brandId } = requireSettingsManager(ctx.session);
        const team = await createTeam(ctx.db, { brandId, name: input.name, memberIds: ids(input.memberIds) });
        return getTeam(ctx.db, { brandId, teamId: team.id });
      },
    }),
    updateTeam: t.field({
      type: TeamDetail,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateTeamInput, required: true }) },
      resolve: (_root, { id, input }, ctx) =>
        updateTeam(ctx.db, {
          brandId: requireSettingsManager(ctx.session).brandId,
          teamId: idArg(id),
          input: { name: orUndefined(input.name), memberIds: ids(input.memberIds) },
        }),
    }),
    deleteTeam: t.id({
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) =>
        (
          await deleteTeam(ctx.db, {
            brandId: requireSettingsManager(ctx.session).brandId,
            teamId: idArg(id),
          })
        ).id,
    }),
    createSkill: t.field({
      type: SkillDetail,
      args: { input: t.arg({ type: SkillInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const { brandId } = requireSettingsManager(ctx.session);
        const skill = await createSkill(ctx.db, { brandId, name: input.name, userIds: ids(input.userIds) });
        return getSkill(ctx.db, { brandId, skillId: skill.id });
      },
    }),
    updateSkill: t.field({
      type: SkillDetail,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateSkillInput, required: true }) },
      resolve: (_root, { id, input }, ctx) =>
        updateSkill(ctx.db, {
          brandId: requireSettingsManager(ctx.session).brandId,
          skillId: idArg(id),
          input: { name: orUndefined(input.name), userIds: ids(input.userIds) },
        }),
    }),
    deleteSkill: t.id({
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) =>
        (
          await deleteSkill(ctx.db, {
            brandId: requireSettingsManager(ctx.session).brandId,
            skillId: idArg(id),
          })
        ).id,
    }),
  }));
}
