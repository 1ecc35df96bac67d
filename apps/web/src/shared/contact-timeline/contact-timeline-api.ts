import { graphqlRequest } from '../api/graphql-request.ts';
import { ContactTimelineDocument, type ContactTimelineQuery } from './contact-timeline.generated.ts';

// One contact's timeline (docs/recent-activity.md "Contact timeline"): all time, newest first, keyset
// pages. Without a failure text its failure is only shown where the timeline is (no toast).

export type ContactTimelinePage = ContactTimelineQuery['contactTimeline'];
export type ContactTimelineItem = ContactTimelinePage['items'][number];

/** Items per page (the server's default is 50, at most 100). */
export const CONTACT_TIMELINE_PAGE_SIZE = 20;

export const contactTimelineKeys = {
  timeline: (profileId: string) => ['contact-timeline', profileId] as const,
};

/** How a caller wants a failure told: a toast with its text, and retries (spec 001 §7's feed: 5). */
export type ContactTimelineRequest = { failureMessage?: string; retries?: number };

export async function fetchContactTimelinePage(
  profileId: string,
  after: string | null,
  options: ContactTimelineRequest & { signal?: AbortSignal } = {},
): Promise<ContactTimelinePage> {
  const { failureMessage, retries, signal } = options;
  const data = await graphqlRequest(
    ContactTimelineDocument,
    { profileId, after, limit: CONTACT_TIMELINE_PAGE_SIZE },
    failureMessage
      ? { signal, retries, failureMessage, notFoundMessage: failureMessage }
      : { signal, retries, skipDefault: true },
  );
  return data.contactTimeline;
}
