import { hasAnyRole } from '@parley/core/auth/roles';
import type { ConnectImapMailboxInput, UpdateMailboxInput } from '@parley/core/email/mailbox-inputs';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { listQueues } from '../routing/queues/list-queues.ts';
import { emailMailboxes } from './email.tables.ts';
import {
  findMailbox,
  findMailboxByAddress,
  type MailboxRow,
  type MailboxView,
  toMailboxView,
} from './mailbox-store.ts';
import { createImapSmtpTransport } from './transports/imap-smtp-transport.ts';
import type { MailTransport } from './transports/mail-transport.ts';
import { MailTransportError } from './transports/mail-transport.ts';
import type { ImapMailboxSettings } from './transports/transport-for-mailbox.ts';

// My Settings › Integrations (spec 002 §2) and the brand's shared mailboxes: connecting an IMAP +
// SMTP account, its signature and name, signing out (docs/email.md "Mailboxes").

export type ManageDeps = {
  db: AppDb;
  secrets: SecretBox;
  /** How a mailbox is reached (tests give a real mail server's). */
  connectTransport?: (settings: Parameters<typeof createImapSmtpTransport>[0]) => MailTransport;
};

/** A shared mailbox's queue must be one of the brand's. */
async function requireBrandQueue(db: AppDb, brandId: string, queueSid: string): Promise<void> {
  const queues = await listQueues(db, { brandId });
  if (!queues.some((queue) => queue.sid === queueSid)) {
    throw new AppError('validation_failed', `queueSid ${queueSid} is not a queue of this brand`, {
      field: 'queueSid',
    });
  }
}

/** Who may change a mailbox: its agent, or an admin for the brand's shared ones. */
function requireManager(session: RequestSession, mailbox: MailboxRow | null): MailboxRow {
  if (!mailbox) throw new AppError('not_found', 'Mailbox not found');
  const mine = mailbox.userId === session.userId;
  const admin = mailbox.userId === null && hasAnyRole(session.roles, ['admin']);
  if (!mine && !admin) throw new AppError('not_found', 'Mailbox not found');
  return mailbox;
}

/**
 * Connects an IMAP + SMTP mailbox: the server is asked first (the login both ways), so what is stored
 * works; the password is sealed (platform/secret-box.ts); reading starts from now. An address already
 * the user's (or, for an admin, the brand's shared one) is reconnected in place. A refusal names the
 * field: the password for a refused login, the host for a server that does not answer.
 */
export async function connectImapMailbox(
  deps: ManageDeps,
  options: { session: RequestSession; input: ConnectImapMailboxInput; now?: Date },
): Promise<MailboxView> {
  const { session, input } = options;
  const brandId = session.brandId;
  if (input.shared && !hasAnyRole(session.roles, ['admin'])) {
    throw new AppError('forbidden', 'Only admins connect the brand’s shared mailboxes', { field: 'shared' });
  }
  if (input.shared && input.queueSid) await requireBrandQueue(deps.db, brandId, input.queueSid);
  const existing = await findMailboxByAddress(deps.db, { brandId, address: input.emailAddress });
  const owner = input.shared ? null : session.userId;
  if (existing && existing.userId !== owner) {
    throw new AppError(
      'conflict',
      `emailAddress ${input.emailAddress} is already connected by someone else`,
      {
        field: 'emailAddress',
      },
    );
  }
  const transport = (deps.connectTransport ?? createImapSmtpTransport)({
    imap: input.imap,
    smtp: input.smtp,
    ...(input.allowSelfSigned ? { allowSelfSigned: true } : {}),
  });
  let cursor: Awaited<ReturnType<MailTransport['connect']>>;
  try {
    cursor = await transport.connect();
  } catch (error) {
    throw connectRefusal(error, input);
  } finally {
    await transport.close();
  }
  const now = options.now ?? new Date();
  const settings: ImapMailboxSettings = {
    imap: { host: input.imap.host, port: input.imap.port, secure: input.imap.secure, user: input.imap.user },
    smtp: input.smtp && {
      host: input.smtp.host,
      port: input.smtp.port,
      secure: input.smtp.secure,
      user: input.smtp.user,
    },
    ...(input.allowSelfSigned ? { allowSelfSigned: true } : {}),
  };
  // One password for both: a separate SMTP password is kept only when it differs.
  const secret = deps.secrets.seal(input.imap.password);
  const values = {
    provider: 'IMAP' as const,
    displayName: input.displayName,
    settings: {
      ...settings,
      ...(input.smtp && input.smtp.password !== input.imap.password
        ? { smtpSecret: deps.secrets.seal(input.smtp.password) }
        : {}),
    },
    secret,
    cursor,
    authorizationStatus: 'CONNECTED' as const,
    queueSid: input.shared ? input.queueSid : null,
    lastError: null,
    updatedAt: now,
  };
  if (existing) {
    await deps.db
      .update(emailMailboxes)
      .set(values)
      .where(and(eq(emailMailboxes.brandId, brandId), eq(emailMailboxes.id, existing.id)));
  } else {
    await deps.db
      .insert(emailMailboxes)
      .values({ brandId, address: input.emailAddress, userId: owner, createdAt: now, ...values });
  }
  const saved = await findMailboxByAddress(deps.db, { brandId, address: input.emailAddress });
  if (!saved) throw new Error('the mailbox was not saved');
  return toMailboxView(saved);
}

function connectRefusal(error: unknown, input: ConnectImapMailboxInput): AppError {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof MailTransportError && error.kind === 'auth') {
    return new AppError('validation_failed', `imap.password was refused: ${message}`, {
      field: 'imap.password',
    });
  }
  if (error instanceof TypeError) return new AppError('validation_failed', message, { field: 'imap.host' });
  return new AppError(
    'validation_failed',
    `imap.host ${input.imap.host}:${input.imap.port} could not be reached: ${message}`,
    {
      field: 'imap.host',
    },
  );
}

/** The name shown on what the user sends and the signature added to it. */
export async function updateMailbox(
  deps: { db: AppDb },
  options: { session: RequestSession; id: string; input: UpdateMailboxInput; now?: Date },
): Promise<MailboxView> {
  const { session, input } = options;
  const mailbox = requireManager(
    session,
    await findMailbox(deps.db, { brandId: session.brandId, id: options.id }),
  );
  if (input.queueSid !== undefined && mailbox.userId !== null) {
    throw new AppError('validation_failed', 'queueSid is for the brand’s shared mailboxes only', {
      field: 'queueSid',
    });
  }
  if (input.queueSid) await requireBrandQueue(deps.db, session.brandId, input.queueSid);
  await deps.db
    .update(emailMailboxes)
    .set({
      ...(input.displayName === undefined ? {} : { displayName: input.displayName || null }),
      ...(input.signatureHtml === undefined ? {} : { signatureHtml: input.signatureHtml || null }),
      ...(input.queueSid === undefined ? {} : { queueSid: input.queueSid || null }),
      updatedAt: options.now ?? new Date(),
    })
    .where(and(eq(emailMailboxes.brandId, session.brandId), eq(emailMailboxes.id, mailbox.id)));
  const saved = await findMailbox(deps.db, { brandId: session.brandId, id: mailbox.id });
  if (!saved) throw new AppError('not_found', 'Mailbox not found');
  return toMailboxView(saved);
}

/**
 * Signs a mailbox out (spec 000 §4 SIGNED_OUT): its credentials are forgotten, nothing is read or
 * sent through it until it is connected again; its threads and messages stay.
 */
export async function signOutMailbox(
  deps: { db: AppDb },
  options: { session: RequestSession; id: string; now?: Date },
): Promise<MailboxView> {
  const { session } = options;
  const mailbox = requireManager(
    session,
    await findMailbox(deps.db, { brandId: session.brandId, id: options.id }),
  );
  if (mailbox.provider === 'SIMULATOR') {
    throw new AppError('validation_failed', 'The Contact Simulator’s mailboxes cannot be signed out', {
      field: 'id',
    });
  }
  await deps.db
    .update(emailMailboxes)
    .set({ authorizationStatus: 'SIGNED_OUT', secret: null, updatedAt: options.now ?? new Date() })
    .where(and(eq(emailMailboxes.brandId, session.brandId), eq(emailMailboxes.id, mailbox.id)));
  const saved = await findMailbox(deps.db, { brandId: session.brandId, id: mailbox.id });
  if (!saved) throw new AppError('not_found', 'Mailbox not found');
  return toMailboxView(saved);
}
