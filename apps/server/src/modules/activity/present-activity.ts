import type { DbExecutor } from '../../platform/db/database.ts';
import { latestTaskRecordings } from '../call-recordings/latest-task-recordings.ts';
import { findCampaign } from '../campaigns/campaign-store.ts';
import { loadProfilesByContactIds } from '../contacts/contact-profile.ts';
import type { RecentContactEvent } from '../events/list-recent-contact-events.ts';
import { PLATFORM_EVENT_TYPE } from '../events/record-platform-events.ts';
import { findJourney } from '../journeys/journey-store.ts';
import { listUserNames } from '../users/list-user-names.ts';
import { type ActivityChannel, channelOf } from './activity-channels.ts';
import { summarizeEvent } from './activity-summaries.ts';

// A page of events as the feed shows them (docs/recent-activity.md "Items"): each with its contact,
// the agent it names, a one-line summary and a call's recording. What the page names is looked up once
// per page, each through its module's read function: contacts, users, journeys, campaigns, recordings.

export type ActivityItemView = {
  id: string;
  occurredAt: Date;
  type: string;
  eventType: string;
  channel: ActivityChannel;
  contact: { id: string; profileId: string; name: string | null; phone: string | null };
  agent: { id: string; name: string } | null;
  summary: string;
  recordingUrl: string | null;
  /** An ingested event's own properties (track, page); null for the platform's events. */
  properties: Record<string, unknown> | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A property holding a row id (ingested events may hold anything under any name). */
function idProperty(event: RecentContactEvent, key: string): string | null {
  const value = event.properties[key];
  return typeof value === 'string' && UUID.test(value) ? value : null;
}

function distinct(events: RecentContactEvent[], key: string): string[] {
  return [
    ...new Set(events.map((event) => idProperty(event, key)).filter((id): id is string => id !== null)),
  ];
}

async function namesById(
  ids: string[],
  find: (id: string) => Promise<{ name: string } | null>,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const id of ids) {
    const found = await find(id);
    if (found) names.set(id, found.name);
  }
  return names;
}

/** The task of each completed call: its recording is the task's latest (call-recordings module). */
function recordedTaskSid(event: RecentContactEvent): string | null {
  if (event.eventType !== PLATFORM_EVENT_TYPE || event.eventName !== 'call.completed') return null;
  const taskSid = event.properties.taskSid;
  return typeof taskSid === 'string' && taskSid !== '' ? taskSid : null;
}

export async function presentActivity(
  db: DbExecutor,
  options: { brandId: string; events: RecentContactEvent[] },
): Promise<ActivityItemView[]> {
  const { brandId, events } = options;
  if (events.length === 0) return [];
  const platformEvents = events.filter((event) => event.eventType === PLATFORM_EVENT_TYPE);
  const taskSids = [...new Set(events.map(recordedTaskSid).filter((sid): sid is string => sid !== null))];
  // Sequential: a DbExecutor may be one transaction's connection, which runs one statement at a time.
  const profiles = await loadProfilesByContactIds(db, {
    brandId,
    contactIds: events.map((event) => event.contactId),
  });
  const agents = await listUserNames(db, brandId, distinct(events, 'userId'));
  const journeys = await namesById(distinct(platformEvents, 'journeyId'), (id) =>
    findJourney(db, { brandId, id }),
  );
  const campaigns = await namesById(distinct(platformEvents, 'campaignId'), (id) =>
    findCampaign(db, { brandId, id }),
  );
  const recordings = await latestTaskRecordings(db, { brandId, taskSids });
  const contacts = new Map(profiles.map((profile) => [profile.contactId, profile]));

  return events.map((event) => {
    const profile = contacts.get(event.contactId);
    const agentId = idProperty(event, 'userId');
    const agentName = agentId ? agents.get(agentId) : undefined;
    const journeyId = idProperty(event, 'journeyId');
    const campaignId = idProperty(event, 'campaignId');
    const taskSid = recordedTaskSid(event);
    return {
      id: event.id,
      occurredAt: event.occurredAt,
      type: event.eventName,
      eventType: event.eventType,
      channel: channelOf(event),
      contact: {
        id: event.contactId,
        profileId: profile?.profileId ?? '',
        name: profile?.name ?? null,
        phone: profile?.contactPhone ?? null,
      },
      agent: agentId && agentName !== undefined ? { id: agentId, name: agentName } : null,
      summary: summarizeEvent(
        event,
        {
          journeyName: journeyId ? journeys.get(journeyId) : null,
          campaignName: campaignId ? campaigns.get(campaignId) : null,
        },
        PLATFORM_EVENT_TYPE,
      ),
      recordingUrl: taskSid ? (recordings.get(taskSid)?.recordingUrl ?? null) : null,
      properties: event.eventType === PLATFORM_EVENT_TYPE ? null : event.properties,
    };
  });
}
