// Data of the nodes that act: reach the contact (sms, sendEmail, webhook), make work for agents
// (call, agentSms, customTask, reminder, scheduledCallback, emailTask), change tasks or the contact
// (cancelTask, updateTask, assignTargetAgent, updateContact). Texts may hold `{{ }}` fields
// (templates.ts). Semantics: docs/journeys.md.
import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../conditions/limits.ts';
import { durationSchema, optionalReferenceSchema, templateTextSchema } from './common-schemas.ts';
import {
  DEFAULT_WEBHOOK_ATTEMPTS,
  MAX_CONTACT_UPDATES,
  MAX_JOURNEY_TASK_PRIORITY,
  MAX_LONG_TEXT_LENGTH,
  MAX_SMS_LENGTH,
  MAX_TASK_ATTRIBUTES,
  MAX_TITLE_LENGTH,
  MAX_URL_LENGTH,
  MAX_WEBHOOK_ATTEMPTS,
  MAX_WEBHOOK_HEADERS,
} from './limits.ts';

const title = templateTextSchema(MAX_TITLE_LENGTH);
const longText = templateTextSchema(MAX_LONG_TEXT_LENGTH);
const priority = z.number().int().min(0).max(MAX_JOURNEY_TASK_PRIORITY).nullable().default(null);

/** A task attribute (or header) set from a text with fields. */
export const namedValueSchema = z.object({
  name: z.string().trim().max(MAX_NAME_LENGTH).default(''),
  value: templateTextSchema(MAX_LONG_TEXT_LENGTH),
});
export type NamedValue = z.infer<typeof namedValueSchema>;
const attributes = z.array(namedValueSchema).max(MAX_TASK_ATTRIBUTES).default([]);

/** Where a task goes: a queue (null: the brand's routing rules choose), its priority. */
const routing = { queueSid: optionalReferenceSchema, priority };

/** An outbound call task routed to agents: the agent who accepts it calls the contact. */
export const callDataSchema = z.object({
  title,
  /** The brand number the agent calls from (null: the brand's default number). */
  fromNumber: optionalReferenceSchema,
  ...routing,
});

/** A text from a brand number to the contact, through the carrier. */
export const smsDataSchema = z.object({
  fromNumber: optionalReferenceSchema,
  body: templateTextSchema(MAX_SMS_LENGTH),
});

/** An SMS task: an agent texts the contact, starting from a suggested message. */
export const agentSmsDataSchema = z.object({
  title,
  body: templateTextSchema(MAX_SMS_LENGTH),
  fromNumber: optionalReferenceSchema,
  ...routing,
});

export const customTaskDataSchema = z.object({ title, description: longText, attributes, ...routing });

/** Ends the open task that an earlier task node of this journey made for the contact. */
export const cancelTaskDataSchema = z.object({
  taskNodeId: optionalReferenceSchema,
  cancellationReasonId: optionalReferenceSchema,
});

/** Changes the open task that an earlier task node of this journey made for the contact. */
export const updateTaskDataSchema = z.object({ taskNodeId: optionalReferenceSchema, attributes, priority });

/** Makes this agent the contact's target agent: later tasks for the contact are offered to them first. */
export const assignTargetAgentDataSchema = z.object({ agentId: optionalReferenceSchema });

/** A reminder task (taskType `reminder`, counted in the daily stats) for the agents. */
export const reminderDataSchema = z.object({ title, description: longText, ...routing });

/** A call task that becomes available `after` the wait: the agent calls the contact back then. */
export const scheduledCallbackDataSchema = z.object({
  title,
  after: durationSchema.default({ amount: null, unit: 'hours' }),
  fromNumber: optionalReferenceSchema,
  ...routing,
});

export const CONTACT_UPDATE_ACTIONS = ['set', 'unset'] as const;

export const contactUpdateSchema = z.object({
  /** A contact attribute name as the condition builder names it (`firstName`, `rvProperties.timezone`, `plan`). */
  propertyName: z.string().trim().max(MAX_NAME_LENGTH).default(''),
  action: z.enum(CONTACT_UPDATE_ACTIONS).default('set'),
  /** The new value as text with fields; read as the attribute's type (number, true / false) when typed. */
  value: templateTextSchema(MAX_LONG_TEXT_LENGTH),
});
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

export const updateContactDataSchema = z.object({
  updates: z.array(contactUpdateSchema).max(MAX_CONTACT_UPDATES).default([]),
});

export const WEBHOOK_METHODS = ['POST', 'PUT', 'PATCH', 'GET', 'DELETE'] as const;

/**
 * A signed HTTP call (docs/journeys.md "webhook"): the server signs it with the brand's webhook
 * secret (never stored in the graph), retries up to `maxAttempts` and logs every delivery.
 */
export const webhookDataSchema = z.object({
  url: templateTextSchema(MAX_URL_LENGTH),
  method: z.enum(WEBHOOK_METHODS).default('POST'),
  headers: z.array(namedValueSchema).max(MAX_WEBHOOK_HEADERS).default([]),
  /** JSON text; fields inside it are JSON-escaped when rendered. */
  body: longText,
  maxAttempts: z.number().int().min(1).max(MAX_WEBHOOK_ATTEMPTS).default(DEFAULT_WEBHOOK_ATTEMPTS),
});

/** A mail to the contact's main address through the server's mail transport. */
export const sendEmailDataSchema = z.object({
  /** The brand mailbox it is sent from (null: the server's sender). */
  fromAddress: optionalReferenceSchema,
  subject: title,
  body: longText,
});

/** An email task: an agent writes to the contact, starting from this draft. */
export const emailTaskDataSchema = z.object({ title, subject: title, body: longText, ...routing });

/** The demo types and decisionAI: settings for an integration Parley does not have yet. */
export const integrationDataSchema = z.object({
  settings: z
    .record(
      z.string().max(MAX_NAME_LENGTH),
      z.union([z.string().max(MAX_LONG_TEXT_LENGTH), z.number().finite(), z.boolean(), z.null()]),
    )
    .default({}),
});
