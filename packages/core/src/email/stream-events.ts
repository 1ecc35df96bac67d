import { z } from 'zod';
import { type StreamEventCatalogue, streamEventEntries } from '../realtime/stream-event-catalogue.ts';

/**
 * `email.message`: a mail joined the thread of a task the agent holds (docs/email.md "Threading"),
 * or a message they sent changed state. Published to that agent only; the desk reads the thread again.
 */
export const emailMessageEventSchema = z.object({
  taskSid: z.string().min(1),
  rvThreadId: z.string().min(1),
  rvEmailMessageId: z.string().min(1),
});
export type EmailMessageEventData = z.infer<typeof emailMessageEventSchema>;

export const EMAIL_STREAM_EVENTS = {
  'email.message': emailMessageEventSchema,
} as const satisfies StreamEventCatalogue;

export const EMAIL_STREAM = streamEventEntries(EMAIL_STREAM_EVENTS);
