import { SEGMENT_TYPES } from '@parley/core/segments/segment-rules';
import type { Builder } from '../../platform/graphql/builder.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import type { ContactProfile } from '../contacts/contact-profile.ts';
import { createSegment } from './create-segment.ts';
import { deleteSegment } from './delete-segment.ts';
import { listSegmentContacts, type SegmentContactsPage } from './list-segment-contacts.ts';
import { getSegment, listSegments } from './list-segments.ts';
import type { Segment } from './present-segment.ts';
import { previewSegmentCount } from './preview-segment-count.ts';
import { updateSegment } from './update-segment.ts';

// Segments (docs/segments.md): admins and supervisors only (segments.policy.ts). Thin: each field
// calls one use-case.
export function registerSegmentsGraphql(builder: Builder): void {
  const SegmentTypeEnum = builder.enumType('SegmentType', { values: SEGMENT_TYPES });
  const SegmentRef = builder.objectRef<Segment>('Segment').implement({
    description: 'A segment (spec 002 §3): dynamic (conditions) or static (members from CSV uploads).',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      type: t.field({ type: SegmentTypeEnum, resolve: (segment) => segment.type }),
      conditions: t.expose('conditions', {
        type: 'JSON',
        nullable: true,
        description: 'The ConditionTree of a dynamic segment; null for a static one.',
      }),
      count: t.exposeInt('count', {
        nullable: true,
        description: 'Contacts in the segment now; null when its stored conditions no longer compile.',
      }),
      createdById: t.exposeID('createdById', { nullable: true }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    }),
  });
  const SegmentContact = builder.objectRef<ContactProfile>('SegmentContact').implement({
    fields: (t) => ({
      profileId: t.exposeString('profileId'),
      name: t.exposeString('name', { nullable: true }),
      firstName: t.exposeString('firstName', { nullable: true }),
      lastName: t.exposeString('lastName', { nullable: true }),
      contactPhone: t.exposeString('contactPhone', { nullable: true }),
      email: t.exposeString('email', { nullable: true }),
      externalId: t.exposeString('externalId', { nullable: true }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    }),
  });
  const SegmentContactsPageRef = builder.objectRef<SegmentContactsPage>('SegmentContactsPage').implement({
    fields: (t) => ({
      items: t.field({ type: [SegmentContact], resolve: (page) => page.items }),
      page: t.exposeInt('page'),
      size: t.exposeInt('size'),
      hasMore: t.exposeBoolean('hasMore', { description: 'Another page follows.' }),
    }),
  });
  const DeletedSegment = builder.objectRef<{ id: string }>('DeletedSegment').implement({
    fields: (t) => ({ id: t.exposeID('id') }),
  });

  builder.queryFields((t) => ({
    segments: t.field({
      type: [SegmentRef],
      description: "The brand's segments by name, with live counts.",
      resolve: (_root, _args, ctx) => listSegments(ctx.db, { session: ctx.session }),
    }),
    segment: t.field({
      type: SegmentRef,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => getSegment(ctx.db, { session: ctx.session, id: idArg(id) }),
    }),
    segmentContacts: t.field({
      type: SegmentContactsPageRef,
      description: "One page of a segment's contacts, newest first (size 25 by default, at most 100).",
      args: { id: t.arg.id({ required: true }), page: t.arg.int(), size: t.arg.int() },
      resolve: (_root, args, ctx) =>
        listSegmentContacts(ctx.db, {
          session: ctx.session,
          id: idArg(args.id),
          page: args.page,
          size: args.size,
        }),
    }),
    previewSegmentCount: t.int({
      description: 'How many contacts a draft condition tree matches now (the editor live count).',
      args: { conditions: t.arg({ type: 'JSON', required: true }) },
      resolve: (_root, args, ctx) =>
        previewSegmentCount(ctx.db, { session: ctx.session, conditions: args.conditions }),
    }),
  }));

  builder.mutationFields((t) => ({
    createSegment: t.field({
      type: SegmentRef,
      args: {
        name: t.arg.string({ required: true }),
        type: t.arg({ type: SegmentTypeEnum, required: true }),
        conditions: t.arg({
          type: 'JSON',
          description: 'Required for dynamic segments; absent for static ones.',
        }),
      },
      resolve: (_root, args, ctx) => createSegment(ctx.db, { session: ctx.session, args }),
    }),
    updateSegment: t.field({
      type: SegmentRef,
      args: {
        id: t.arg.id({ required: true }),
        name: t.arg.string({ required: true }),
        conditions: t.arg({ type: 'JSON', description: 'A dynamic segment only; kept when absent.' }),
      },
      resolve: (_root, { id, ...args }, ctx) =>
        updateSegment(ctx.db, { session: ctx.session, id: idArg(id), args }),
    }),
    deleteSegment: t.field({
      type: DeletedSegment,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => deleteSegment(ctx.db, { session: ctx.session, id: idArg(id) }),
    }),
  }));
}
