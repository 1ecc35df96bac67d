import { ROLES } from '@parley/core/auth/roles';
import type { ChannelCapacity } from '@parley/core/common/channels';
import type { ObjectRef } from '@pothos/core';
import type { Builder, SchemaTypes } from '../../platform/graphql/builder.ts';
import type { GroupDetail, GroupSummary } from './groups.ts';
import type { ManagedUser } from './managed-user.ts';

export type NamedRef = ObjectRef<
  PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>,
  { id: string; name: string }
>;

/** The object and input types of user management (users, teams, skills). */
export function userManagementTypes(builder: Builder, Team: NamedRef) {
  const Role = builder.enumType('Role', { values: ROLES });
  const Skill = builder.objectRef<{ id: string; name: string }>('Skill').implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });
  const ChannelCapacityRef = builder.objectRef<ChannelCapacity>('ChannelCapacity').implement({
    description: 'How many tasks of each capacity channel an agent works at once (spec 000 §3).',
    fields: (t) => ({
      call: t.exposeInt('call'),
      customTask: t.exposeInt('customTask'),
      email: t.exposeInt('email'),
      sms: t.exposeInt('sms'),
      voicemail: t.exposeInt('voicemail'),
    }),
  });
  const ChannelCapacityInput = builder.inputType('ChannelCapacityInput', {
    fields: (t) => ({
      call: t.int({ required: true }),
      customTask: t.int({ required: true }),
      email: t.int({ required: true }),
      sms: t.int({ required: true }),
      voicemail: t.int({ required: true }),
    }),
  });
  const ManagedUserRef = builder.objectRef<ManagedUser>('ManagedUser').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      name: t.exposeString('name'),
      email: t.exposeString('email'),
      roles: t.exposeStringList('roles'),
      status: t.exposeString('status'),
      statusChangedAt: t.expose('statusChangedAt', { type: 'DateTime' }),
      workerSid: t.exposeString('workerSid'),
      hasPassword: t.exposeBoolean('hasPassword'),
      deactivated: t.exposeBoolean('deactivated', {
        description: 'A deactivated user cannot sign in and gets no work until reactivated.',
      }),
      deactivatedAt: t.expose('deactivatedAt', { type: 'DateTime', nullable: true }),
      channelCapacity: t.field({ type: ChannelCapacityRef, resolve: (user) => user.channelCapacity }),
      skills: t.field({ type: [Skill], resolve: (user) => user.skills }),
      teams: t.field({ type: [Team], resolve: (user) => user.teams }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    }),
  });
  const ManagedUserPage = builder
    .objectRef<{ items: ManagedUser[]; total: number; page: number; size: number }>('ManagedUserPage')
    .implement({
      fields: (t) => ({
        items: t.field({ type: [ManagedUserRef], resolve: (page) => page.items }),
        total: t.exposeInt('total'),
        page: t.exposeInt('page'),
        size: t.exposeInt('size'),
      }),
    });
  const GroupMember = builder
    .objectRef<{ id: string; name: string; email: string }>('GroupMember')
    .implement({
      fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
    });
  const TeamSummary = builder.objectRef<GroupSummary>('TeamSummary').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      memberCount: t.exposeInt('userCount'),
    }),
  });
  const TeamDetail = builder.objectRef<GroupDetail>('TeamDetail').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      memberCount: t.exposeInt('userCount'),
      members: t.field({ type: [GroupMember], resolve: (team) => team.users }),
    }),
  });
  const SkillSummary = builder.objectRef<GroupSummary>('SkillSummary').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      userCount: t.exposeInt('userCount'),
    }),
  });
  const SkillDetail = builder.objectRef<GroupDetail>('SkillDetail').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      userCount: t.exposeInt('userCount'),
      users: t.field({ type: [GroupMember], resolve: (skill) => skill.users }),
    }),
  });

  const CreateUserInput = builder.inputType('CreateUserInput', {
    fields: (t) => ({
      email: t.string({ required: true }),
      firstName: t.string({ required: true }),
      lastName: t.string(),
      roles: t.field({ type: [Role], required: true }),
      password: t.string({
        description: 'Optional: without one, send a password email (REST) so the user can sign in.',
      }),
      skillIds: t.idList(),
      teamIds: t.idList(),
      channelCapacity: t.field({ type: ChannelCapacityInput }),
    }),
  });
  const UpdateUserInput = builder.inputType('UpdateUserInput', {
    fields: (t) => ({
      email: t.string(),
      firstName: t.string(),
      lastName: t.string(),
      roles: t.field({ type: [Role] }),
      skillIds: t.idList({ description: "The user's whole new set of skills" }),
      teamIds: t.idList({ description: "The user's whole new set of teams" }),
      channelCapacity: t.field({ type: ChannelCapacityInput }),
    }),
  });
  const TeamInput = builder.inputType('TeamInput', {
    fields: (t) => ({ name: t.string({ required: true }), memberIds: t.idList() }),
  });
  const UpdateTeamInput = builder.inputType('UpdateTeamInput', {
    fields: (t) => ({
      name: t.string(),
      memberIds: t.idList({ description: 'The whole new set of members' }),
    }),
  });
  const SkillInput = builder.inputType('SkillInput', {
    fields: (t) => ({ name: t.string({ required: true }), userIds: t.idList() }),
  });
  const UpdateSkillInput = builder.inputType('UpdateSkillInput', {
    fields: (t) => ({ name: t.string(), userIds: t.idList({ description: 'Everyone who has the skill' }) }),
  });

  return {
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
  };
}
