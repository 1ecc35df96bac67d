import { randomUUID } from 'node:crypto';
import {
  SEGMENT_UPLOAD_MAX_LISTED_ERRORS,
  SEGMENT_UPLOAD_TEXTS,
  type SegmentUploadResult,
} from '@parley/core/segments/segment-rules';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import {
  applyContactPatch,
  type ContactPatch,
  type ContactState,
  newContactState,
} from '../contacts/contact-state.ts';
import {
  contactSubscriptions,
  NO_SUBSCRIPTIONS,
  subscriptionChanges,
} from '../contacts/contact-subscriptions.ts';
import { newProfileId } from '../contacts/import-contacts.ts';
import { loadContactsForKeys } from '../contacts/resolve-contacts.ts';
import { saveContactStates } from '../contacts/save-contacts.ts';
import {
  ATTRIBUTES_EVENT_NAME,
  ATTRIBUTES_EVENT_TYPE,
  learnEventSchema,
} from '../events/learn-event-schema.ts';
import { type PlatformEvent, recordPlatformEvents } from '../events/record-platform-events.ts';
import { readSegmentUpload, type UploadRow } from './segment-csv.ts';
import { requireSegment, type SegmentRecord } from './segment-store.ts';
import { requireSegmentManager } from './segments.policy.ts';
import { segmentMembers, segments } from './segments.tables.ts';
import { notifyContactsAddedToSegment } from './segments-ports.ts';
import { UploadContactIndex } from './upload-contact-index.ts';

// Rows per lookup of existing contacts: each row binds up to ~5 parameters, far under PostgreSQL's 65,535.
const LOOKUP_CHUNK = 2_000;
const INSERT_CHUNK = 1_000;

function assertStatic(segment: SegmentRecord): void {
  if (segment.type !== 'static')
    throw new AppError('validation_failed', SEGMENT_UPLOAD_TEXTS.staticOnly, { field: 'id' });
}

/** What a row gives a contact it creates: its identifiers (main phone and email) and its values. */
function creationPatch(row: UploadRow): ContactPatch {
  return {
    externalId: row.externalId,
    firstName: row.firstName,
    lastName: row.lastName,
    phones: row.phone ? [{ phoneNumber: row.phone, isPrimary: true }] : [],
    emails: row.email ? [{ email: row.email, isPrimary: true }] : [],
    customProperties: row.customProperties,
    rvProperties: row.rvProperties,
  };
}

/**
 * What a row changes on a contact it matched (docs/segments.md "What a row changes"): its values
 * replace the contact's, blank cells keep them; a new phone or email is added (spec 000 §3 merge
 * rules, the main one stays); an external id is only filled in, never replaced.
 */
function updatePatch(row: UploadRow, contact: ContactState): ContactPatch {
  return {
    ...(row.externalId && !contact.externalId ? { externalId: row.externalId } : {}),
    ...(row.firstName ? { firstName: row.firstName } : {}),
    ...(row.lastName ? { lastName: row.lastName } : {}),
    phones: row.phone ? [{ phoneNumber: row.phone }] : [],
    emails: row.email ? [{ email: row.email }] : [],
    customProperties: row.customProperties,
    rvProperties: row.rvProperties,
  };
}

async function loadCandidates(tx: DbExecutor, brandId: string, rows: UploadRow[]): Promise<ContactState[]> {
  const states = new Map<string, ContactState>();
  for (let start = 0; start < rows.length; start += LOOKUP_CHUNK) {
    const keys = rows.slice(start, start + LOOKUP_CHUNK).map((row) => ({
      profileId: null,
      externalId: row.externalId,
      phones: row.phone ? [row.phone] : [],
      emails: row.email ? [row.email] : [],
    }));
    const loaded = await loadContactsForKeys(tx, { brandId, keys });
    for (const state of loaded.states) if (!states.has(state.id)) states.set(state.id, state);
  }
  return [...states.values()];
}

/**
 * The custom and rv columns a row fills, for the condition builder's attribute schema (as identify
 * calls teach it). The fixed attributes (phone, email, names, externalId) are always offered
 * (spec 002 §3), so they are not learned: that keeps a 50,000-row file from writing 50,000 values each.
 */
function observationOf(row: UploadRow) {
  const fields: Record<string, unknown> = { ...row.customProperties };
  for (const [key, value] of Object.entries(row.rvProperties)) fields[`rvProperties.${key}`] = value;
  return { eventType: ATTRIBUTES_EVENT_TYPE, eventName: ATTRIBUTES_EVENT_NAME, fields };
}

/**
 * POST /segments/{id}/uploadFile (spec 001 §7): reads the CSV, matches each good row to a contact
 * (phone, else email, else externalId) or creates one, and adds them all to the static segment in
 * ONE transaction. Bad rows are skipped and reported by line; a bad header or type row refuses the
 * whole file, as does a file over the limits (nothing is written then).
 */
export async function uploadSegmentFile(
  db: DbExecutor,
  options: { session: RequestSession; id: string; content: Buffer; includeCsvDataTypeRow: boolean },
): Promise<SegmentUploadResult> {
  const { brandId } = requireSegmentManager(options.session);
  const { id } = options;
  assertStatic(await requireSegment(db, { brandId, id }));
  const read = readSegmentUpload(options.content, { includeCsvDataTypeRow: options.includeCsvDataTypeRow });
  const now = new Date();
  const { added, created } = await db.transaction(async (tx) => {
    // Locked: a delete or another upload of this segment waits for this one.
    assertStatic(await requireSegment(tx, { brandId, id, lock: true }));
    const index = new UploadContactIndex(await loadCandidates(tx, brandId, read.rows));
    let createdCount = 0;
    const contactIds = new Set<string>();
    // docs/events.md "Events the platform publishes": contact.created, and opt-in changes.
    const published: PlatformEvent[] = [];
    for (const row of read.rows) {
      let contact = index.find(row);
      const before = contact ? contactSubscriptions(contact) : NO_SUBSCRIPTIONS;
      if (contact) {
        applyContactPatch(contact, updatePatch(row, contact));
      } else {
        contact = newContactState({ id: randomUUID(), profileId: newProfileId(), now });
        applyContactPatch(contact, creationPatch(row));
        createdCount += 1;
        published.push({ contactId: contact.id, name: 'contact.created', properties: { source: 'upload' } });
      }
      for (const change of subscriptionChanges(before, contactSubscriptions(contact)))
        published.push({
          contactId: contact.id,
          name: change.subscribed ? 'contact.subscribed' : 'contact.unsubscribed',
          properties: { channel: change.channel, source: 'upload' },
        });
      index.add(contact);
      contactIds.add(contact.id);
    }
    await saveContactStates(tx, { brandId, states: index.changed(), now });
    const ids = [...contactIds];
    let addedCount = 0;
    const addedIds: string[] = [];
    for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
      const inserted = await tx
        .insert(segmentMembers)
        .values(
          ids
            .slice(start, start + INSERT_CHUNK)
            .map((contactId) => ({ brandId, segmentId: id, contactId, addedAt: now })),
        )
        .onConflictDoNothing()
        .returning({ contactId: segmentMembers.contactId });
      addedCount += inserted.length;
      addedIds.push(...inserted.map((member) => member.contactId));
    }
    await recordPlatformEvents(tx, { brandId, events: published, now });
    // Journeys triggered by additions to this segment (segments-ports.ts).
    await notifyContactsAddedToSegment(tx, { brandId, segmentId: id, contactIds: addedIds, now });
    await learnEventSchema(tx, {
      brandId,
      observations: read.rows
        .map(observationOf)
        .filter((observation) => Object.keys(observation.fields).length > 0),
      seenAt: now,
    });
    await tx
      .update(segments)
      .set({ updatedAt: now })
      .where(and(eq(segments.brandId, brandId), eq(segments.id, id)));
    return { added: addedCount, created: createdCount };
  });
  return {
    rows: read.rowCount,
    added,
    created,
    alreadyInSegment: read.rows.length - added,
    failed: read.rowCount - read.rows.length,
    errors: read.errors.slice(0, SEGMENT_UPLOAD_MAX_LISTED_ERRORS),
  };
}
