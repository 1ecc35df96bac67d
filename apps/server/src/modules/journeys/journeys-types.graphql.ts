import type { JourneyTag } from '@parley/core/journeys/journey';
import type { JourneyProblem } from '@parley/core/journeys/problems';
import type { Builder, SchemaTypes } from '../../platform/graphql/builder.ts';
import type { JourneyEdgeStats, JourneyNodeStats } from './journey-analytics.ts';
import type { JourneyUserPage } from './list-journey-users.ts';
import type { JourneyVersionView } from './list-journey-versions.ts';
import type { JourneyPage } from './list-journeys.ts';
import type { JourneyListingView, JourneyUserRef, JourneyView } from './present-journey.ts';
import type { JourneyRunContact, JourneyRunView, JourneyStepView } from './present-runs.ts';

// The GraphQL types of journeys (docs/journeys.md "Server API"). The definition (nodes, edges,
// settings) travels as JSON, parsed on both sides with core's journeyDefinitionSchema; the rest is typed.

export function registerJourneyTypes(builder: Builder) {
  const JourneyTagRef = builder.objectRef<JourneyTag>('JourneyTag').implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });
  const JourneyUserRefType = builder.objectRef<JourneyUserRef>('JourneyUser').implement({
    description: 'Who created, changed or published a journey (name null: the user no longer exists).',
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name', { nullable: true }) }),
  });
  const JourneyCountsRef = builder.objectRef<JourneyListingView['counts']>('JourneyCounts').implement({
    description:
      'Contacts who entered the journey, are in it now, completed it, exited by its goal, failed (test runs left out).',
    fields: (t) => ({
      entered: t.exposeInt('entered'),
      active: t.exposeInt('active'),
      completed: t.exposeInt('completed'),
      exited: t.exposeInt('exited'),
      failed: t.exposeInt('failed'),
    }),
  });
  const JourneyProblemRef = builder.objectRef<JourneyProblem>('JourneyProblem').implement({
    description:
      "A problem of the draft (core's validateJourney and canGoLive): invalid, incomplete or integration.",
    fields: (t) => ({
      severity: t.exposeString('severity'),
      nodeId: t.exposeString('nodeId', { nullable: true }),
      edgeId: t.exposeString('edgeId', { nullable: true }),
      field: t.exposeString('field', { nullable: true }),
      message: t.exposeString('message'),
    }),
  });

  const listingFields = <T extends JourneyListingView>(
    t: PothosSchemaTypes.ObjectFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>, T>,
  ) => ({
    id: t.id({ resolve: (journey) => journey.id }),
    friendlyId: t.string({ resolve: (journey) => journey.friendlyId }),
    name: t.string({ resolve: (journey) => journey.name }),
    state: t.string({ description: 'live or draft (spec 000 §4).', resolve: (journey) => journey.state }),
    triggerType: t.string({
      nullable: true,
      description: "The live version's trigger type, else the draft's; null while not chosen.",
      resolve: (journey) => journey.triggerType,
    }),
    version: t.int({
      nullable: true,
      description: 'The live version; null: never published.',
      resolve: (journey) => journey.version,
    }),
    hidden: t.boolean({ description: 'Archived.', resolve: (journey) => journey.hidden }),
    tags: t.field({ type: [JourneyTagRef], resolve: (journey) => journey.tags }),
    counts: t.field({ type: JourneyCountsRef, resolve: (journey) => journey.counts }),
    createdAt: t.field({ type: 'DateTime', resolve: (journey) => journey.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (journey) => journey.updatedAt }),
    createdBy: t.field({ type: JourneyUserRefType, nullable: true, resolve: (journey) => journey.createdBy }),
    updatedBy: t.field({ type: JourneyUserRefType, nullable: true, resolve: (journey) => journey.updatedBy }),
  });

  const JourneyListingRef = builder.objectRef<JourneyListingView>('JourneyListing').implement({
    description: 'A journey in the list (spec 001 §3 "Journey (listing)").',
    fields: (t) => listingFields(t),
  });
  const JourneyRef = builder.objectRef<JourneyView>('Journey').implement({
    description: 'A journey (spec 000 §3) with the draft the builder edits.',
    fields: (t) => ({
      ...listingFields(t),
      description: t.exposeString('description', { nullable: true }),
      originalCreatedAt: t.expose('originalCreatedAt', { type: 'DateTime' }),
      draft: t.expose('draft', {
        type: 'JSON',
        description: 'The definition being edited: { nodes, edges, settings }.',
      }),
      draftChanged: t.exposeBoolean('draftChanged', {
        description: 'The draft differs from the live version (always true before the first publish).',
      }),
      liveDefinition: t.expose('liveDefinition', {
        type: 'JSON',
        nullable: true,
        description: 'The live version’s definition; null if never published.',
      }),
      problems: t.field({
        type: [JourneyProblemRef],
        description: 'What keeps the draft from going live (empty: it may).',
        resolve: (journey) => journey.problems,
      }),
    }),
  });
  const JourneyPageRef = builder.objectRef<JourneyPage>('JourneyPage').implement({
    fields: (t) => ({
      items: t.field({ type: [JourneyListingRef], resolve: (page) => page.items }),
      total: t.exposeInt('total', { description: 'Journeys matching the filter, over every page.' }),
      page: t.exposeInt('page'),
      size: t.exposeInt('size'),
    }),
  });
  const JourneyVersionRef = builder.objectRef<JourneyVersionView>('JourneyVersion').implement({
    fields: (t) => ({
      version: t.exposeInt('version'),
      publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
      publishedBy: t.field({ type: JourneyUserRefType, nullable: true, resolve: (row) => row.publishedBy }),
      definition: t.expose('definition', { type: 'JSON', description: 'What ran in this version.' }),
    }),
  });
  const JourneyNodeStatsRef = builder.objectRef<JourneyNodeStats>('JourneyNodeStats').implement({
    description: 'Contacts who reached a node in the range, by what became of their step there.',
    fields: (t) => ({
      nodeId: t.exposeString('nodeId'),
      entered: t.exposeInt('entered'),
      waiting: t.exposeInt('waiting'),
      completed: t.exposeInt('completed'),
      skipped: t.exposeInt('skipped'),
      failed: t.exposeInt('failed'),
      ended: t.exposeInt('ended', {
        description: 'Ended there: the node was removed by a new version, or an admin removed the contact.',
      }),
    }),
  });
  const JourneyEdgeStatsRef = builder.objectRef<JourneyEdgeStats>('JourneyEdgeStats').implement({
    description: "Contacts who left the edge's source node by it in the range.",
    fields: (t) => ({ edgeId: t.exposeString('edgeId'), count: t.exposeInt('count') }),
  });
  const JourneyRunContactRef = builder.objectRef<JourneyRunContact>('JourneyRunContact').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      profileId: t.exposeString('profileId'),
      name: t.exposeString('name', { nullable: true }),
      phone: t.exposeString('phone', { nullable: true }),
      email: t.exposeString('email', { nullable: true }),
    }),
  });
  const JourneyStepViewRef = builder.objectRef<JourneyStepView>('JourneyStepView').implement({
    description: 'One node a contact reached (a step), with its outcome and times.',
    fields: (t) => ({
      nodeId: t.exposeString('nodeId'),
      version: t.exposeInt('version'),
      status: t.exposeString('status', { description: 'waiting, completed, skipped, failed or ended.' }),
      output: t.exposeString('output', {
        nullable: true,
        description: 'The output it left by (null: the single one).',
      }),
      reason: t.exposeString('reason', { nullable: true }),
      enteredAt: t.expose('enteredAt', { type: 'DateTime' }),
      finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    }),
  });
  const JourneyUserRunRef = builder.objectRef<JourneyRunView>('JourneyUserRun').implement({
    description: "One contact's pass through a journey (a run) with its path.",
    fields: (t) => ({
      id: t.exposeID('id'),
      version: t.exposeInt('version'),
      contact: t.field({ type: JourneyRunContactRef, nullable: true, resolve: (run) => run.contact }),
      state: t.exposeString('state', { description: 'active, completed, exited, failed, ended or removed.' }),
      nodeId: t.exposeString('nodeId', {
        nullable: true,
        description: 'Where the contact is (null once the run is over).',
      }),
      test: t.exposeBoolean('test'),
      enteredAt: t.expose('enteredAt', { type: 'DateTime' }),
      endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true }),
      endReason: t.exposeString('endReason', { nullable: true }),
      path: t.field({ type: [JourneyStepViewRef], resolve: (run) => run.path }),
    }),
  });
  const JourneyUserPageRef = builder.objectRef<JourneyUserPage>('JourneyUserPage').implement({
    fields: (t) => ({
      items: t.field({ type: [JourneyUserRunRef], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      size: t.exposeInt('size'),
    }),
  });

  const JourneyFilterInput = builder.inputType('JourneyFilter', {
    fields: (t) => ({
      name: t.string({ description: 'Name contains (ignoring case).' }),
      state: t.string({ description: 'live or draft.' }),
      triggerType: t.string(),
      tagIds: t.idList({ description: 'Journeys with any of these tags.' }),
      includeHidden: t.boolean({ defaultValue: false, description: 'Archived journeys too.' }),
    }),
  });
  const JourneyDraftInput = builder.inputType('JourneyDraftInput', {
    fields: (t) => ({
      name: t.string({ required: true }),
      description: t.string(),
      tagNames: t.stringList({
        description: "The journey's whole set of tags, by name (new names are created).",
      }),
      definition: t.field({ type: 'JSON', required: true, description: '{ nodes, edges, settings }' }),
      expectedUpdatedAt: t.field({
        type: 'DateTime',
        description: 'The updatedAt the builder loaded: refused (conflict) when someone saved since.',
      }),
    }),
  });

  return {
    JourneyTagRef,
    JourneyRef,
    JourneyPageRef,
    JourneyVersionRef,
    JourneyNodeStatsRef,
    JourneyEdgeStatsRef,
    JourneyUserPageRef,
    JourneyUserRunRef,
    JourneyFilterInput,
    JourneyDraftInput,
  };
}
