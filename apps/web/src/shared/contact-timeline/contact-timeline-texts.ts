// The contact timeline's texts (issue 17 item 1): the desk's customer panel and /audience show them.
export const CONTACT_TIMELINE_TEXTS = {
  label: 'Timeline',
  loading: 'Loading timeline',
  empty: 'Nothing has happened with this contact yet.',
  failed: 'Could not load the timeline.',
  retry: 'Try again',
  loadMore: 'Load more',
  recording: 'Recording',
} as const;
