// The Contact Simulator's request bodies (docs/routing-contract.md "Contact Simulator"), checked by
// the server and by the simulator page's forms alike.
import { z } from 'zod';
import { SMS_BODY_MAX_LENGTH } from './simulator-rules.ts';

const phoneText = z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters');

export const smsBody = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(SMS_BODY_MAX_LENGTH, `must be at most ${SMS_BODY_MAX_LENGTH} characters`);

/** POST /api/simulator/inbound-sms: the contact `from` texts the brand at `to` (else its default number). */
export const simulatorInboundSmsInput = z.object({
  from: phoneText,
  to: z.string().trim().max(64, 'must be at most 64 characters').nullish(),
  body: smsBody,
});

export const CUSTOM_TASK_MAX_ATTRIBUTES = 50;
export const CUSTOM_TASK_MAX_PRIORITY = 1000;

const attributeValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

/** POST /api/simulator/custom-task. */
export const simulatorCustomTaskInput = z.object({
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  priority: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(CUSTOM_TASK_MAX_PRIORITY, `must be at most ${CUSTOM_TASK_MAX_PRIORITY}`)
    .optional(),
  attributes: z
    .record(z.string().trim().min(1, 'must not be empty').max(100), attributeValue)
    .refine(
      (record) => Object.keys(record).length <= CUSTOM_TASK_MAX_ATTRIBUTES,
      `must have at most ${CUSTOM_TASK_MAX_ATTRIBUTES} attributes`,
    )
    .optional(),
});
