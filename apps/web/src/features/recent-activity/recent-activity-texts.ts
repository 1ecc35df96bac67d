// Texts of the Recent Activity page (issue 15, docs/recent-activity.md). The item summaries come from
// the server; the rest is Parley's wording, shaped like the campaigns texts.
import type { ActivityChannel } from '../../shared/graphql/schema-types.generated.ts';

const days = (value: number) => (value === 1 ? '1 day' : `${value.toLocaleString('en-US')} days`);

export const RECENT_ACTIVITY_TEXTS = {
  title: 'Recent Activity',
  description: 'What happened to your contacts across calls, texts, emails, journeys and campaigns.',
  loading: 'Loading activity',
  loadFailed: 'Could not load activity.',
  retry: 'Try again',
  empty: (lookbackDays: number) => `No activity in the last ${days(lookbackDays)}`,
  emptyFiltered: (lookbackDays: number) =>
    `No activity matches these filters in the last ${days(lookbackDays)}`,
  emptyHelp: 'Calls, texts, emails, journey steps and campaign touches show here as they happen.',
  window: (lookbackDays: number) => `Showing the last ${days(lookbackDays)}`,
  loadMore: 'Load more',
  loadingMore: 'Loading more',
  end: 'That is everything in the window.',
  listLabel: 'Activity',
  openProfile: (name: string) => `Open the profile of ${name}`,
  unknownContact: 'Unknown contact',
  recording: 'Recording',
  noAgent: '',
  filters: {
    contact: 'Contact',
    contactPlaceholder: 'Search contacts',
    agent: 'Agent',
    channel: 'Channel',
    type: 'Type',
    any: 'Any',
    clear: 'Clear filters',
    nothingFound: 'Nothing found',
  },
  relative: {
    justNow: 'just now',
    minutes: (value: number) => `${value} min ago`,
    hours: (value: number) => `${value} h ago`,
    days: (value: number) => `${value} d ago`,
  },
  channels: {
    call: 'Call',
    sms: 'Text',
    email: 'Email',
    voicemail: 'Voicemail',
    journey: 'Journey',
    segment: 'Segment',
    campaign: 'Campaign',
    task: 'Task',
    contact: 'Contact',
    custom: 'Custom event',
  } satisfies Record<ActivityChannel, string>,
} as const;
