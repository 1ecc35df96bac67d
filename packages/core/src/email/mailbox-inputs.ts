// Connecting a mailbox (docs/email.md "Mailboxes"): an IMAP + SMTP account an agent adds in My
// Settings › Integrations, or a shared one an admin adds for the brand. A bad field is a 400 naming it.
import { z } from 'zod';
import { isEmailAddress } from './addresses.ts';

const host = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(253, 'must be at most 253 characters')
  .regex(/^[A-Za-z0-9.-]+$|^\[[0-9a-fA-F:.]+\]$/, 'must be a host name such as imap.example.com');

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be from 1 to 65535')
  .max(65_535, 'must be from 1 to 65535');

const login = z.object({
  host,
  port,
  secure: z.boolean({ message: 'must be true or false' }),
  user: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(320, 'must be at most 320 characters'),
  password: z
    .string({ message: 'is required' })
    .min(1, 'is required')
    .max(1024, 'must be at most 1024 characters'),
});

export const connectImapMailboxInput = z.object({
  emailAddress: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .refine(isEmailAddress, 'must be a valid email address')
    .transform((value) => value.toLowerCase()),
  displayName: z
    .string({ message: 'must be text' })
    .trim()
    .max(200, 'must be at most 200 characters')
    .nullish()
    .transform((value) => value || null),
  imap: login,
  /** Null: the IMAP host and login on the submission port 587 with STARTTLS. */
  smtp: login.nullish().transform((value) => value ?? null),
  /** A self-hosted server whose certificate no authority signed. */
  allowSelfSigned: z.boolean({ message: 'must be true or false' }).default(false),
  /** Admins only: a brand mailbox every agent answers from, its new threads routed to `queueSid`. */
  shared: z.boolean({ message: 'must be true or false' }).default(false),
  queueSid: z
    .string({ message: 'must be text' })
    .trim()
    .max(64, 'must be at most 64 characters')
    .nullish()
    .transform((value) => value || null),
});
export type ConnectImapMailboxInput = z.output<typeof connectImapMailboxInput>;

/** What an agent changes of a mailbox they keep: the name shown and the signature added to what they write. */
export const updateMailboxInput = z.object({
  displayName: z
    .string({ message: 'must be text' })
    .trim()
    .max(200, 'must be at most 200 characters')
    .nullish(),
  signatureHtml: z
    .string({ message: 'must be text' })
    .max(20_000, 'must be at most 20,000 characters')
    .nullish(),
  /** A shared mailbox's queue (admins): null gives its new threads to the brand's routing rules. */
  queueSid: z.string({ message: 'must be text' }).trim().max(64, 'must be at most 64 characters').nullish(),
});
export type UpdateMailboxInput = z.output<typeof updateMailboxInput>;
