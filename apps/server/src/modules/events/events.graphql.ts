import type { EventSchemaField } from '@parley/core/conditions/model';
import { FIELD_LABEL_MAX_LENGTH } from '@parley/core/contacts/field-label-input';
import type { Builder } from '../../platform/graphql/builder.ts';
import { requireRole } from '../../platform/http/guards.ts';
import { getEventNames, getEventSchema } from './get-event-schema.ts';
import { setEventSchemaFieldLabel } from './set-event-schema-field-label.ts';

// spec 002 §7: what the condition builder asks about events. Any signed-in user of the brand (agents
// build contact lists); the brand is the session's. Naming a field (issue 17 item 8) is an admin's.
export function registerEventsGraphql(builder: Builder): void {
  const EventNamesRef = builder.objectRef<{ items: string[] }>('EventNames').implement({
    description: 'The names of the brand’s events of one type.',
    fields: (t) => ({ items: t.exposeStringList('items') }),
  });
  const EventSchemaFieldRef = builder.objectRef<EventSchemaField>('EventSchemaField').implement({
    description: 'A field of an event (or a contact attribute), as ingestion learned it.',
    fields: (t) => ({
      fieldName: t.exposeString('fieldName'),
      fieldType: t.exposeString('fieldType', {
        description: 'string, number, boolean, datetime, list or object',
      }),
      fieldId: t.exposeString('fieldId', { description: '<eventType>:<eventName>:<fieldName>' }),
      label: t.string({
        nullable: true,
        description: 'The brand’s own label for the field (set by an admin); null: none',
        resolve: (field) => field.label ?? null,
      }),
    }),
  });

  builder.queryFields((t) => ({
    getEventNames: t.field({
      type: EventNamesRef,
      description: "eventType 'track' or 'parley_voice_event'.",
      args: { eventType: t.arg.string({ required: true }) },
      resolve: async (_root, { eventType }, ctx) => ({
        items: await getEventNames(ctx.db, { brandId: ctx.session.brandId, eventType }),
      }),
    }),
    getEventSchema: t.field({
      type: [EventSchemaFieldRef],
      description: 'Contact attributes: eventType identify, eventName user_properties.',
      args: { eventType: t.arg.string({ required: true }), eventName: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) =>
        getEventSchema(ctx.db, { brandId: ctx.session.brandId, ...args, editable: false }),
    }),
    getEditableEventSchema: t.field({
      type: [EventSchemaFieldRef],
      description: 'As getEventSchema, without the fields the system sets.',
      args: { eventType: t.arg.string({ required: true }), eventName: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) =>
        getEventSchema(ctx.db, { brandId: ctx.session.brandId, ...args, editable: true }),
    }),
  }));

  builder.mutationField('setEventSchemaFieldLabel', (t) =>
    t.field({
      type: EventSchemaFieldRef,
      description:
        'Names a learned field of the brand (an event property or a contact attribute) for people; a blank or null label takes it away (admin).',
      args: {
        fieldId: t.arg.string({ required: true, description: '<eventType>:<eventName>:<fieldName>' }),
        label: t.arg.string({ description: `At most ${FIELD_LABEL_MAX_LENGTH} characters` }),
      },
      resolve: (_root, args, ctx) => {
        const { brandId } = requireRole(ctx.session, ['admin']);
        return setEventSchemaFieldLabel(ctx.db, {
          brandId,
          fieldId: args.fieldId,
          label: args.label ?? null,
        });
      },
    }),
  );
}
