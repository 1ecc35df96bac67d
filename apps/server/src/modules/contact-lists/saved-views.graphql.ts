import { SORT_KEY_TYPES, SORT_ORDERS } from '@parley/core/contact-lists/page-query';
import type { Builder } from '../../platform/graphql/builder.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import type { MatchingContact } from '../audience/list-matching-contacts.ts';
import { createSavedView } from './create-saved-view.ts';
import { deleteSavedView } from './delete-saved-view.ts';
import { getSavedView } from './get-saved-view.ts';
import { type BrandContactListPage, listBrandContactLists } from './list-brand-contact-lists.ts';
import {
  type ContactListContacts,
  listMyContacts,
  listSavedViewContacts,
} from './list-saved-view-contacts.ts';
import { listSavedViewsForPage } from './list-saved-views-for-page.ts';
import type { SavedView } from './present-saved-view.ts';
import { updateSavedView } from './update-saved-view.ts';

// Contact lists (spec 002 §7): saved views of the agent contacts page, and the contacts they show.
// Thin: each field calls one use-case; who may see and change a list is saved-views.policy.ts.
export function registerSavedViewsGraphql(builder: Builder): void {
  const SavedViewTeam = builder.objectRef<{ id: string }>('SavedViewTeam').implement({
    fields: (t) => ({ id: t.exposeID('id') }),
  });
  const SavedViewRef = builder.objectRef<SavedView>('SavedView').implement({
    description: 'A contact list: a saved view of the agent contacts page (spec 002 §3).',
    fields: (t) => ({
      id: t.exposeID('id'),
      isDefault: t.exposeBoolean('isDefault'),
      name: t.exposeString('name'),
      page: t.exposeString('page'),
      shareWithAllUsers: t.exposeBoolean('shareWithAllUsers'),
      teams: t.field({ type: [SavedViewTeam], resolve: (view) => view.teams }),
      pageQuery: t.exposeString('pageQuery', {
        description: 'JSON text: joinType, dynamicConditions, sortBy, order, keyType',
      }),
      createdBy: t.exposeString('createdBy', { nullable: true, description: "The creator's name" }),
      createdById: t.exposeID('createdById', { nullable: true }),
    }),
  });
  const SavedViewPage = builder.objectRef<{ items: SavedView[] }>('SavedViewPage').implement({
    fields: (t) => ({ items: t.field({ type: [SavedViewRef], resolve: (page) => page.items }) }),
  });
  const DeletedSavedView = builder.objectRef<{ id: string }>('DeletedSavedView').implement({
    fields: (t) => ({ id: t.exposeID('id') }),
  });

  const ListedContact = builder.objectRef<MatchingContact>('ContactListContact').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      profileId: t.exposeString('profileId'),
      externalId: t.exposeString('externalId', { nullable: true }),
      firstName: t.exposeString('firstName', { nullable: true }),
      lastName: t.exposeString('lastName', { nullable: true }),
      email: t.exposeString('email', { nullable: true }),
      contactPhone: t.exposeString('contactPhone', { nullable: true }),
      homepageUrl: t.exposeString('homepageUrl', { nullable: true }),
      shortUrl: t.exposeString('shortUrl', { nullable: true }),
      leadScore: t.exposeInt('leadScore', { nullable: true }),
      optIn: t.exposeBoolean('optIn'),
      customProperties: t.expose('customProperties', { type: 'JSON' }),
      rvProperties: t.expose('rvProperties', { type: 'JSON' }),
      contactCreatedAt: t.expose('contactCreatedAt', { type: 'DateTime' }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    }),
  });
  const ListedContacts = builder.objectRef<ContactListContacts>('ContactListContacts').implement({
    description: 'At most `limit` (500, spec 002 §9) contacts in the list order, and how many match.',
    fields: (t) => ({
      items: t.field({ type: [ListedContact], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
      limit: t.exposeInt('limit'),
    }),
  });
  const BrandContactListTeam = builder
    .objectRef<{ id: string; name: string }>('BrandContactListTeam')
    .implement({ fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }) });
  type BrandContactList = BrandContactListPage['items'][number];
  const BrandContactListRef = builder.objectRef<BrandContactList>('BrandContactList').implement({
    description: 'A contact list as Settings › Contact Lists shows it (docs/contact-lists.md).',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      page: t.exposeString('page'),
      isDefault: t.exposeBoolean('isDefault'),
      shareWithAllUsers: t.exposeBoolean('shareWithAllUsers'),
      teams: t.field({
        type: [BrandContactListTeam],
        description: 'The teams it is shared with; none and not shared with all users: private.',
        resolve: (list) => list.teams,
      }),
      pageQuery: t.exposeString('pageQuery', {
        description: 'JSON text: joinType, dynamicConditions, sortBy, order, keyType',
      }),
      createdBy: t.exposeString('createdBy', { nullable: true, description: "The creator's name" }),
      createdById: t.exposeID('createdById', { nullable: true }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    }),
  });
  const BrandContactListPageRef = builder.objectRef<BrandContactListPage>('BrandContactListPage').implement({
    fields: (t) => ({
      items: t.field({ type: [BrandContactListRef], resolve: (page) => page.items }),
      total: t.exposeInt('total', { description: 'Lists matching the filter, on every page.' }),
      page: t.exposeInt('page'),
      size: t.exposeInt('size'),
    }),
  });
  const BrandContactListsFilter = builder.inputType('BrandContactListsFilterInput', {
    fields: (t) => ({ name: t.string({ description: 'Part of the name, ignoring case' }) }),
  });

  const SortOrder = builder.enumType('ContactListSortOrder', { values: SORT_ORDERS });
  const SortKeyType = builder.enumType('ContactListSortKeyType', { values: SORT_KEY_TYPES });

  builder.queryFields((t) => ({
    getAllSavedViewsForPage: t.field({
      type: SavedViewPage,
      args: { page: t.arg.string({ required: true }) },
      resolve: async (_root, { page }, ctx) => ({
        items: await listSavedViewsForPage(ctx.db, { session: ctx.session, page }),
      }),
    }),
    savedView: t.field({
      type: SavedViewRef,
      description:
        'One contact list the user may open (a privileged user opening another user’s list from Settings).',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => getSavedView(ctx.db, { session: ctx.session, id: idArg(id) }),
    }),
    brandContactLists: t.field({
      type: BrandContactListPageRef,
      description:
        'Settings › Contact Lists: every contact list of the brand, private ones included, by name (admin, supervisor).',
      args: {
        filter: t.arg({ type: BrandContactListsFilter }),
        page: t.arg.int({ description: 'From 0' }),
        size: t.arg.int({ description: '25 by default, at most 100' }),
      },
      resolve: (_root, args, ctx) =>
        listBrandContactLists(ctx.db, {
          session: ctx.session,
          input: { name: args.filter?.name, page: args.page, size: args.size },
        }),
    }),
    savedViewContacts: t.field({
      type: ListedContacts,
      description: "The contacts matching a list's conditions, sorted by its sortBy and order.",
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => listSavedViewContacts(ctx.db, { session: ctx.session, id: idArg(id) }),
    }),
    myContacts: t.field({
      type: ListedContacts,
      description: 'My Contacts (/agent/contacts): the brand contacts, sorted as asked.',
      args: {
        sortBy: t.arg.string(),
        order: t.arg({ type: SortOrder }),
        keyType: t.arg({ type: SortKeyType }),
      },
      resolve: (_root, args, ctx) =>
        listMyContacts(ctx.db, {
          session: ctx.session,
          sort: { sortBy: args.sortBy ?? null, order: args.order ?? 'asc', keyType: args.keyType ?? null },
        }),
    }),
  }));

  const changeArgs = (t: Parameters<Parameters<Builder['mutationFields']>[0]>[0]) => ({
    name: t.arg.string({ required: true }),
    pageQuery: t.arg.string({ required: true, description: 'JSON text (spec 002 §3)' }),
    page: t.arg.string({ required: true }),
    shareWithAllUsers: t.arg.boolean({ required: true }),
    teamIds: t.arg.idList({ required: true }),
  });
  builder.mutationFields((t) => ({
    createSavedView: t.field({
      type: SavedViewRef,
      args: changeArgs(t),
      resolve: (_root, args, ctx) =>
        createSavedView(ctx.db, {
          session: ctx.session,
          args: { ...args, teamIds: args.teamIds.map(String) },
        }),
    }),
    updateSavedView: t.field({
      type: SavedViewRef,
      args: { id: t.arg.id({ required: true }), ...changeArgs(t) },
      resolve: (_root, { id, ...args }, ctx) =>
        updateSavedView(ctx.db, {
          session: ctx.session,
          id: idArg(id),
          args: { ...args, teamIds: args.teamIds.map(String) },
        }),
    }),
    deleteSavedView: t.field({
      type: DeletedSavedView,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => deleteSavedView(ctx.db, { session: ctx.session, id: idArg(id) }),
    }),
  }));
}
