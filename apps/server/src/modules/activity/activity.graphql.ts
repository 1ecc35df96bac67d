import type { Builder } from '../../platform/graphql/builder.ts';
import { ACTIVITY_CHANNELS } from './activity-channels.ts';
import { type ContactTimelinePage, listContactTimeline } from './list-contact-timeline.ts';
import { listRecentActivity, type RecentActivityPage } from './list-recent-activity.ts';
import type { ActivityItemView } from './present-activity.ts';

// Recent activity (issue 15, docs/recent-activity.md): admins and supervisors of the brand only; one
// contact's timeline (issue 17): any role of the brand (activity.policy.ts, checked by the use-cases). Thin: parse, call the use-case, expose its view.

export function registerActivityGraphql(builder: Builder): void {
  const ChannelRef = builder.enumType('ActivityChannel', {
    description: 'What an activity item is about: its medium, or the journey or campaign that caused it.',
    values: ACTIVITY_CHANNELS,
  });
  const ContactRef = builder.objectRef<ActivityItemView['contact']>('ActivityContact').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      profileId: t.exposeString('profileId', { description: 'What /audience?profileId= takes.' }),
      name: t.exposeString('name', { nullable: true }),
      phone: t.exposeString('phone', { nullable: true }),
    }),
  });
  const AgentRef = builder.objectRef<NonNullable<ActivityItemView['agent']>>('ActivityAgent').implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });
  const ItemRef = builder.objectRef<ActivityItemView>('ActivityItem').implement({
    description: 'Something that happened to a contact: one stored contact event.',
    fields: (t) => ({
      id: t.exposeID('id'),
      occurredAt: t.expose('occurredAt', { type: 'DateTime' }),
      type: t.exposeString('type', {
        description: "The event's name: call.completed, sms.received, order placed…",
      }),
      eventType: t.exposeString('eventType', { description: 'parley_voice_event, track or page.' }),
      channel: t.field({ type: ChannelRef, resolve: (item) => item.channel }),
      contact: t.field({ type: ContactRef, resolve: (item) => item.contact }),
      agent: t.field({
        type: AgentRef,
        nullable: true,
        description: 'The agent the event names (an agent’s text, call or task).',
        resolve: (item) => item.agent,
      }),
      summary: t.exposeString('summary'),
      recordingUrl: t.exposeString('recordingUrl', { nullable: true }),
      properties: t.expose('properties', {
        type: 'JSON',
        nullable: true,
        description: "An ingested event's own properties (track, page); null for the platform's events.",
      }),
    }),
  });
  const PageRef = builder.objectRef<RecentActivityPage>('RecentActivityPage').implement({
    fields: (t) => ({
      items: t.field({ type: [ItemRef], resolve: (page) => page.items }),
      nextCursor: t.exposeString('nextCursor', {
        nullable: true,
        description: 'Pass as `after` for the next page; null on the last page.',
      }),
      lookbackDays: t.exposeFloat('lookbackDays', {
        description: "The caller's recentActivityLookbackWindow flag: how many days back the feed reads.",
      }),
    }),
  });
  const TimelineRef = builder.objectRef<ContactTimelinePage>('ContactTimelinePage').implement({
    fields: (t) => ({
      items: t.field({ type: [ItemRef], resolve: (page) => page.items }),
      nextCursor: t.exposeString('nextCursor', {
        nullable: true,
        description: 'Pass as `after` for the next page; null on the last page.',
      }),
      contactId: t.exposeID('contactId', {
        description: "The contact's id (a merged-away profile id answers with the survivor's).",
      }),
    }),
  });
  const FilterRef = builder.inputType('RecentActivityFilter', {
    fields: (t) => ({
      contactId: t.id({ description: "The contact's id (ActivityContact.id)." }),
      profileId: t.string({
        description: "The contact's profile id (a merged-away one finds the survivor).",
      }),
      agentId: t.id(),
      channel: t.string({ description: `One of ${ACTIVITY_CHANNELS.join(', ')}.` }),
      type: t.string({ description: 'An event name, exactly.' }),
    }),
  });

  builder.queryFields((t) => ({
    recentActivity: t.field({
      type: PageRef,
      description:
        "What happened to the brand's contacts within the lookback window, newest first (50 by default, at most 100).",
      args: { filter: t.arg({ type: FilterRef }), after: t.arg.string(), limit: t.arg.int() },
      resolve: (_root, args, ctx) =>
        listRecentActivity(ctx.db, {
          session: ctx.session,
          input: {
            filter: args.filter
              ? {
                  ...args.filter,
                  contactId: args.filter.contactId == null ? null : String(args.filter.contactId),
                  agentId: args.filter.agentId == null ? null : String(args.filter.agentId),
                }
              : null,
            after: args.after,
            limit: args.limit,
          },
        }),
    }),
    contactTimeline: t.field({
      type: TimelineRef,
      description:
        "Everything that happened to one contact, all time, newest first (50 by default, at most 100); 'Contact not found'.",
      args: {
        profileId: t.arg.string({ required: true }),
        after: t.arg.string(),
        limit: t.arg.int(),
      },
      resolve: (_root, args, ctx) =>
        listContactTimeline(ctx.db, {
          session: ctx.session,
          input: { profileId: args.profileId, after: args.after, limit: args.limit },
        }),
    }),
  }));
}
