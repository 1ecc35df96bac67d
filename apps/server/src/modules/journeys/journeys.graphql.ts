import type { Builder } from '../../platform/graphql/builder.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { createJourney } from './create-journey.ts';
import { deleteJourney } from './delete-journey.ts';
import { duplicateJourney } from './duplicate-journey.ts';
import { getJourney } from './get-journey.ts';
import { getJourneyRun } from './get-journey-run.ts';
import { journeyEdgeAnalytics, journeyNodeAnalytics } from './journey-analytics.ts';
import { registerJourneyTypes } from './journeys-types.graphql.ts';
import { listJourneyTags } from './list-journey-tags.ts';
import { listJourneyUsers } from './list-journey-users.ts';
import { listJourneyVersions } from './list-journey-versions.ts';
import { listJourneys } from './list-journeys.ts';
import { publishJourney } from './publish-journey.ts';
import { removeContactFromJourney } from './remove-contact-from-journey.ts';
import { saveJourneyDraft } from './save-journey-draft.ts';
import { setJourneyHidden } from './set-journey-hidden.ts';
import { startJourneyTestRun } from './start-journey-test-run.ts';

// Journeys, the builder's API (docs/journeys.md "Server API"): admins and supervisors read, admins
// change (journeys.policy.ts). Thin: each field calls one use-case.
export function registerJourneysGraphql(builder: Builder): void {
  const types = registerJourneyTypes(builder);

  builder.queryFields((t) => ({
    getJourneys: t.field({
      type: types.JourneyPageRef,
      description: "The brand's journeys, most recently updated first (spec 001 §7 getJourneys).",
      args: {
        filter: t.arg({ type: types.JourneyFilterInput }),
        page: t.arg.int({ defaultValue: 0 }),
        size: t.arg.int({ defaultValue: 25 }),
      },
      resolve: (_root, args, ctx) =>
        listJourneys(ctx.db, {
          session: ctx.session,
          filter: args.filter
            ? { ...args.filter, tagIds: args.filter.tagIds?.map((id) => idArg(id, 'filter.tagIds')) }
            : null,
          page: args.page,
          size: args.size,
        }),
    }),
    journey: t.field({
      type: types.JourneyRef,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => getJourney(ctx.db, { session: ctx.session, id: idArg(id) }),
    }),
    journeyTags: t.field({
      type: [types.JourneyTagRef],
      resolve: (_root, _args, ctx) => listJourneyTags(ctx.db, { session: ctx.session }),
    }),
    journeyVersions: t.field({
      type: [types.JourneyVersionRef],
      description: 'The published versions, newest first.',
      args: { journeyId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) =>
        listJourneyVersions(ctx.db, { session: ctx.session, journeyId: idArg(args.journeyId, 'journeyId') }),
    }),
    journeyNodeAnalytics: t.field({
      type: [types.JourneyNodeStatsRef],
      description:
        'Per node: contacts who reached it in [from, to) and what became of them (test runs left out).',
      args: {
        journeyId: t.arg.id({ required: true }),
        from: t.arg({ type: 'DateTime' }),
        to: t.arg({ type: 'DateTime' }),
      },
      resolve: (_root, args, ctx) =>
        journeyNodeAnalytics(ctx.db, {
          session: ctx.session,
          journeyId: idArg(args.journeyId, 'journeyId'),
          from: args.from,
          to: args.to,
        }),
    }),
    journeyEdgeAnalytics: t.field({
      type: [types.JourneyEdgeStatsRef],
      description:
        'Per edge of the draft: contacts who left its source by it in [from, to) (test runs left out).',
      args: {
        journeyId: t.arg.id({ required: true }),
        from: t.arg({ type: 'DateTime' }),
        to: t.arg({ type: 'DateTime' }),
      },
      resolve: (_root, args, ctx) =>
        journeyEdgeAnalytics(ctx.db, {
          session: ctx.session,
          journeyId: idArg(args.journeyId, 'journeyId'),
          from: args.from,
          to: args.to,
        }),
    }),
    journeyUsers: t.field({
      type: types.JourneyUserPageRef,
      description: 'The contacts of a journey (or who reached one node), in flight first, with their paths.',
      args: {
        journeyId: t.arg.id({ required: true }),
        nodeId: t.arg.string(),
        search: t.arg.string({
          description: 'Name, phone, email, external or profile id (the contact search).',
        }),
        includeTest: t.arg.boolean({ defaultValue: false, description: 'Test runs too.' }),
        page: t.arg.int({ defaultValue: 0 }),
        size: t.arg.int({ defaultValue: 25 }),
      },
      resolve: (_root, args, ctx) =>
        listJourneyUsers(ctx.db, {
          ...args,
          session: ctx.session,
          journeyId: idArg(args.journeyId, 'journeyId'),
        }),
    }),
    journeyRun: t.field({
      type: types.JourneyUserRunRef,
      description: 'One run of the journey with its path (the canvas follows a test run with it).',
      args: { journeyId: t.arg.id({ required: true }), runId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) =>
        getJourneyRun(ctx.db, {
          session: ctx.session,
          journeyId: idArg(args.journeyId, 'journeyId'),
          runId: idArg(args.runId, 'runId'),
        }),
    }),
  }));

  builder.mutationFields((t) => ({
    createJourney: t.field({
      type: types.JourneyRef,
      description: "A draft named 'New Journey' with one trigger node.",
      resolve: (_root, _args, ctx) => createJourney(ctx.db, { session: ctx.session }),
    }),
    saveJourneyDraft: t.field({
      type: types.JourneyRef,
      args: {
        id: t.arg.id({ required: true }),
        input: t.arg({ type: types.JourneyDraftInput, required: true }),
      },
      resolve: (_root, { id, input }, ctx) =>
        saveJourneyDraft(ctx.db, { session: ctx.session, id: idArg(id), input }),
    }),
    publishJourney: t.field({
      type: types.JourneyRef,
      description:
        'Makes the draft the next live version (refused, with its problems, unless it can go live).',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => publishJourney(ctx.db, { session: ctx.session, id: idArg(id) }),
    }),
    duplicateJourney: t.field({
      type: types.JourneyRef,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => duplicateJourney(ctx.db, { session: ctx.session, id: idArg(id) }),
    }),
    setJourneyHidden: t.field({
      type: types.JourneyRef,
      description: 'Archives (hides) or unarchives a journey.',
      args: { id: t.arg.id({ required: true }), hidden: t.arg.boolean({ required: true }) },
      resolve: (_root, { id, hidden }, ctx) =>
        setJourneyHidden(ctx.db, { session: ctx.session, id: idArg(id), hidden }),
    }),
    deleteJourney: t.boolean({
      description: 'Deletes a journey that was never published.',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => deleteJourney(ctx.db, { session: ctx.session, id: idArg(id) }),
    }),
    startJourneyTestRun: t.field({
      type: types.JourneyUserRunRef,
      description:
        'Runs the draft (or the live version) for one contact, delays shortened, left out of analytics.',
      args: {
        journeyId: t.arg.id({ required: true }),
        contactId: t.arg.id({
          required: true,
          description:
            "The contact's profile id (what contact searches return), or its id (a run's contact.id).",
        }),
        useDraft: t.arg.boolean({ defaultValue: true }),
      },
      resolve: (_root, args, ctx) =>
        startJourneyTestRun(ctx.db, {
          session: ctx.session,
          journeyId: idArg(args.journeyId, 'journeyId'),
          contactId: String(args.contactId),
          useDraft: args.useDraft ?? true,
        }),
    }),
    removeContactFromJourney: t.boolean({
      description: "Ends a contact's run (state removed).",
      args: { journeyId: t.arg.id({ required: true }), runId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) =>
        removeContactFromJourney(ctx.db, {
          session: ctx.session,
          journeyId: idArg(args.journeyId, 'journeyId'),
          runId: idArg(args.runId, 'runId'),
        }),
    }),
  }));
}
