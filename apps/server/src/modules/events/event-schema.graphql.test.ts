import { FIELD_LABEL_MAX_LENGTH } from '@parley/core/contacts/field-label-input';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { gqlError, gqlField, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { eventSchemaFields } from './events.tables.ts';
import { ingestOk, profileIdFor, writeKeyFor } from './events-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const EVENT_NAMES = 'query ($eventType: String!) { getEventNames(eventType: $eventType) { items } }';
const SCHEMA = `query ($eventType: String!, $eventName: String!) {
  getEventSchema(eventType: $eventType, eventName: $eventName) { fieldName fieldType fieldId } }`;
const EDITABLE = `query ($eventType: String!, $eventName: String!) {
  getEditableEventSchema(eventType: $eventType, eventName: $eventName) { fieldName fieldType fieldId } }`;

const SCHEMA_LABELLED = `query ($eventType: String!, $eventName: String!) {
  getEventSchema(eventType: $eventType, eventName: $eventName) { fieldName label } }`;
const EDITABLE_LABELLED = `query ($eventType: String!, $eventName: String!) {
  getEditableEventSchema(eventType: $eventType, eventName: $eventName) { fieldName label } }`;
const SET_LABEL = `mutation ($fieldId: String!, $label: String) {
  setEventSchemaFieldLabel(fieldId: $fieldId, label: $label) { fieldName fieldType fieldId label } }`;

type Field = { fieldName: string; fieldType: string; fieldId: string };
type LabelledField = { fieldName: string; label: string | null };

async function agentWithEvents() {
  const agent = await signedInAs(t, ['agent']);
  const key = await writeKeyFor(t, agent.brandId);
  const profileId = profileIdFor('schema');
  await ingestOk(t, key, {
    batch: [
      {
        type: 'track',
        profileId,
        event: 'order placed',
        properties: {
          amount: 42.5,
          currency: 'USD',
          gift: false,
          placedOn: '2024-03-01',
          skus: ['A1', 'B2'],
          shipping: { city: 'Denver' },
          coupon: null,
        },
      },
      // A later type for a known field does not change it: the first observed type wins.
      { type: 'track', profileId, event: 'order placed', properties: { amount: 'lots', coupon: 'SPRING' } },
      { type: 'track', profileId, event: 'page viewed', properties: { url: '/pricing' } },
      {
        type: 'identify',
        profileId,
        userId: 'CRM-7',
        traits: {
          firstName: 'Ada',
          plan: 'Gold',
          lead_score: 10,
          opt_in_source: 'web',
          session_id: 's1',
          rvProperties: { timezone: 'America/Denver' },
        },
      },
    ],
  });
  return agent;
}

describe(`the event schema over GraphQL on ${testEngine()}`, () => {
  it('getEventNames lists the learned track event names; parley_voice_event what the platform published', async () => {
    const agent = await agentWithEvents();
    const names = await gqlField<{ items: string[] }>(agent.client, EVENT_NAMES, 'getEventNames', {
      eventType: 'track',
    });
    expect(names.items).toEqual(['order placed', 'page viewed']);
    const voice = await gqlField<{ items: string[] }>(agent.client, EVENT_NAMES, 'getEventNames', {
      eventType: 'parley_voice_event',
    });
    // The track calls created their contacts (docs/events.md "Events the platform publishes").
    expect(voice.items).toEqual(['contact.created']);
    const refused = await gqlError(agent.client, EVENT_NAMES, { eventType: 'identify' });
    expect(refused).toMatchObject({ code: 'validation_failed', field: 'eventType' });
  });

  it('getEventSchema gives every learned field with its type and a stable field id', async () => {
    const agent = await agentWithEvents();
    const fields = await gqlField<Field[]>(agent.client, SCHEMA, 'getEventSchema', {
      eventType: 'track',
      eventName: 'order placed',
    });
    expect(fields).toEqual(
      [
        ['amount', 'number'],
        ['coupon', 'string'],
        ['currency', 'string'],
        ['gift', 'boolean'],
        ['placedOn', 'datetime'],
        ['shipping', 'object'],
        ['skus', 'list'],
        ['timestamp', 'datetime'],
      ].map(([fieldName, fieldType]) => ({
        fieldName,
        fieldType,
        fieldId: `track:order placed:${fieldName}`,
      })),
    );
    const editable = await gqlField<Field[]>(agent.client, EDITABLE, 'getEditableEventSchema', {
      eventType: 'track',
      eventName: 'order placed',
    });
    expect(editable.map((field) => field.fieldName)).not.toContain('timestamp');
    expect(editable).toHaveLength(fields.length - 1);
  });

  it('contact attributes (identify / user_properties): always-offered fields first, internal ones hidden', async () => {
    const agent = await agentWithEvents();
    const fields = await gqlField<Field[]>(agent.client, SCHEMA, 'getEventSchema', {
      eventType: 'identify',
      eventName: 'user_properties',
    });
    const names = fields.map((field) => field.fieldName);
    expect(names.slice(0, 5)).toEqual(['contactPhone', 'externalId', 'email', 'firstName', 'lastName']);
    expect(names).toEqual(
      expect.arrayContaining(['leadScore', 'optIn', 'createdAt', 'plan', 'rvProperties.timezone']),
    );
    for (const internal of ['lead_score', 'opt_in_source', 'session_id'])
      expect(names).not.toContain(internal);
    expect(new Set(names).size).toBe(names.length);
    expect(fields.find((field) => field.fieldName === 'plan')).toEqual({
      fieldName: 'plan',
      fieldType: 'string',
      fieldId: 'identify:user_properties:plan',
    });
    const editable = await gqlField<Field[]>(agent.client, EDITABLE, 'getEditableEventSchema', {
      eventType: 'identify',
      eventName: 'user_properties',
    });
    const editableNames = editable.map((field) => field.fieldName);
    expect(editableNames.slice(0, 5)).toEqual(names.slice(0, 5));
    expect(editableNames).toContain('plan');
    expect(editableNames).not.toContain('createdAt');
    expect(editableNames).not.toContain('updatedAt');
  });

  it('an admin names a learned field; the schema carries the label, a blank takes it away (issue 17 item 8)', async () => {
    const agent = await agentWithEvents();
    const admin = await signedInAs(t, ['admin'], agent.brandId);
    const named = await gqlField<Field & { label: string | null }>(
      admin.client,
      SET_LABEL,
      'setEventSchemaFieldLabel',
      { fieldId: 'identify:user_properties:plan', label: '  Subscription   plan ' },
    );
    expect(named).toEqual({
      fieldName: 'plan',
      fieldType: 'string',
      fieldId: 'identify:user_properties:plan',
      label: 'Subscription plan',
    });
    await gqlField(admin.client, SET_LABEL, 'setEventSchemaFieldLabel', {
      fieldId: 'track:order placed:amount',
      label: 'Order total',
    });

    // Everyone of the brand reads the labels, in both schema queries; typed columns have none.
    const attributes = await gqlField<LabelledField[]>(
      agent.client,
      EDITABLE_LABELLED,
      'getEditableEventSchema',
      {
        eventType: 'identify',
        eventName: 'user_properties',
      },
    );
    expect(attributes.find((field) => field.fieldName === 'plan')?.label).toBe('Subscription plan');
    expect(attributes.find((field) => field.fieldName === 'firstName')?.label).toBeNull();
    const order = await gqlField<LabelledField[]>(agent.client, SCHEMA_LABELLED, 'getEventSchema', {
      eventType: 'track',
      eventName: 'order placed',
    });
    expect(order.find((field) => field.fieldName === 'amount')?.label).toBe('Order total');
    expect(order.find((field) => field.fieldName === 'currency')?.label).toBeNull();

    const cleared = await gqlField<LabelledField>(admin.client, SET_LABEL, 'setEventSchemaFieldLabel', {
      fieldId: 'identify:user_properties:plan',
      label: '   ',
    });
    expect(cleared.label).toBeNull();
    const unset = await gqlField<LabelledField>(admin.client, SET_LABEL, 'setEventSchemaFieldLabel', {
      fieldId: 'track:order placed:amount',
    });
    expect(unset.label).toBeNull();
  });

  it('refuses agents, supervisors, typed fields, unknown and over-long labels, and other brands', async () => {
    const agent = await agentWithEvents();
    const plan = { fieldId: 'identify:user_properties:plan', label: 'Plan name' };
    expect(await gqlError(agent.client, SET_LABEL, plan)).toMatchObject({ code: 'forbidden' });
    const supervisor = await signedInAs(t, ['supervisor'], agent.brandId);
    expect(await gqlError(supervisor.client, SET_LABEL, plan)).toMatchObject({ code: 'forbidden' });

    const admin = await signedInAs(t, ['admin'], agent.brandId);
    expect(
      await gqlError(admin.client, SET_LABEL, {
        fieldId: 'identify:user_properties:firstName',
        label: 'Given name',
      }),
    ).toMatchObject({ code: 'validation_failed', field: 'fieldId' });
    expect(
      await gqlError(admin.client, SET_LABEL, { fieldId: 'track:nope:plan', label: 'Plan' }),
    ).toMatchObject({
      code: 'not_found',
      field: 'fieldId',
    });
    expect(
      await gqlError(admin.client, SET_LABEL, { ...plan, label: 'x'.repeat(FIELD_LABEL_MAX_LENGTH + 1) }),
    ).toMatchObject({ code: 'validation_failed', field: 'label' });

    // Brand B's admin cannot name brand A's field, nor learn that it exists.
    const other = await signedInAs(t, ['admin']);
    expect(await gqlError(other.client, SET_LABEL, plan)).toMatchObject({ code: 'not_found' });
    const [row] = await t.database.db
      .select({ label: eventSchemaFields.label })
      .from(eventSchemaFields)
      .where(and(eq(eventSchemaFields.brandId, agent.brandId), eq(eventSchemaFields.fieldId, plan.fieldId)));
    expect(row?.label).toBeNull();
  });

  it("brand B never sees brand A's event names or schema", async () => {
    await agentWithEvents();
    const other = await signedInAs(t, ['admin']);
    const names = await gqlField<{ items: string[] }>(other.client, EVENT_NAMES, 'getEventNames', {
      eventType: 'track',
    });
    expect(names.items).toEqual([]);
    const fields = await gqlField<Field[]>(other.client, SCHEMA, 'getEventSchema', {
      eventType: 'track',
      eventName: 'order placed',
    });
    expect(fields).toEqual([]);
    const attributes = await gqlField<Field[]>(other.client, SCHEMA, 'getEventSchema', {
      eventType: 'identify',
      eventName: 'user_properties',
    });
    expect(attributes.map((field) => field.fieldName)).not.toContain('plan');
  });
});
