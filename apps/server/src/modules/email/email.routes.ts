import multipart from '@fastify/multipart';
import { EMAIL_ATTACHMENT_LIMITS, safeFilename } from '@parley/core/email/attachments';
import {
  EMAIL_BODY_MAX_LENGTH,
  emailDraftInput,
  newMessageInput,
  outboundEmailInput,
} from '@parley/core/email/inputs';
import { connectImapMailboxInput, updateMailboxInput } from '@parley/core/email/mailbox-inputs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EmailOAuthConfig } from '../../platform/config.ts';
import type { AppDb } from '../../platform/db/database.ts';
import { registerFileUpload } from '../../platform/http/file-upload.ts';
import { requireSession } from '../../platform/http/guards.ts';
import { multipartReadError, refuseUnsafePart } from '../../platform/http/multipart-parts.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { routingForConversations } from '../conversations/routing-adapter.ts';
import type { TaskRouting } from '../conversations/task-routing.ts';
import { addDraftAttachment, getEmailAttachment, removeDraftAttachment } from './email-attachment-files.ts';
import { getTaskThread } from './get-task-thread.ts';
import { listSendableMailboxes, toMailboxView } from './mailbox-store.ts';
import { connectImapMailbox, signOutMailbox, updateMailbox } from './manage-mailboxes.ts';
import type { MailAttachment } from './mime.ts';
import { discardEmailDraft, saveEmailDraft } from './save-email-draft.ts';
import { sendEmailMessage } from './send-email-message.ts';
import { startOutboundEmail } from './start-outbound-email.ts';

export type EmailRouteOptions = {
  db: AppDb;
  bus: EventBus;
  secrets: SecretBox;
  routing?: TaskRouting;
  log?: { warn(details: object, message: string): void };
  /** Gmail and Outlook mailboxes send with these OAuth clients. */
  oauth?: EmailOAuthConfig;
};

const taskParams = z.object({ taskSid: z.string().trim().min(1).max(64) });
const draftParams = z.object({ draftId: z.string().trim().min(1).max(64) });
const draftAttachmentParams = draftParams.extend({ attachmentId: z.uuid({ message: 'must be an id' }) });
const attachmentParams = z.object({ attachmentId: z.uuid({ message: 'must be an id' }) });
const mailboxParams = z.object({ mailboxId: z.uuid({ message: 'must be an id' }) });

const UPLOAD_TEXTS = {
  notMultipart: 'Send the email as a multipart form',
  tooLarge: `The attachments are larger than ${EMAIL_ATTACHMENT_LIMITS.totalBytes / 1024 / 1024} MB together`,
};
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The new-message form: repeated fields (`to`, `to[]`) gathered into lists, files read whole. Sizes
 * are held by the parser's limits; the use-case checks the attachments' rules (core email/attachments).
 */
async function readNewMessageForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: MailAttachment[] }> {
  if (!request.isMultipart()) {
    // A JSON body is fine too when there are no files.
    return { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: MailAttachment[] = [];
  try {
    for await (const part of request.parts()) {
      refuseUnsafePart(part);
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (content.length === 0 && !part.filename) continue;
        files.push({
          filename: safeFilename(part.filename ?? 'attachment'),
          contentType: part.mimetype || 'application/octet-stream',
          content: new Uint8Array(content),
        });
        continue;
      }
      const name = part.fieldname.replace(/\[\]$/, '');
      const previous = fields[name];
      fields[name] =
        previous === undefined
          ? part.value
          : Array.isArray(previous)
            ? [...previous, part.value]
            : [previous, part.value];
    }
  } catch (error) {
    throw multipartReadError(error, () =>
      Object.assign(new Error(UPLOAD_TEXTS.tooLarge), { statusCode: 413 }),
    );
  }
  return { fields, files };
}

/**
 * The desk's email calls (docs/email.md "REST"). Thin: parse, use-case. new-message reads its own
 * multipart form (several files, repeated recipient fields) in a scope of its own.
 */
export function registerEmailRoutes(app: FastifyInstance, options: EmailRouteOptions): void {
  const { db, bus, secrets, log, oauth } = options;
  const routing = options.routing ?? routingForConversations({ db, bus });

  app.get('/conv/email/mailboxes/mine', async (request) => {
    const session = requireSession(request);
    const rows = await listSendableMailboxes(db, { brandId: session.brandId, userId: session.userId });
    return { items: rows.map(toMailboxView) };
  });

  app.get('/conv/email/tasks/:taskSid/thread', async (request) => {
    const session = requireSession(request);
    const { taskSid } = taskParams.parse(request.params);
    return getTaskThread({ db, routing }, { session, taskSid });
  });

  app.put('/conv/email/tasks/:taskSid/draft', async (request) => {
    const session = requireSession(request);
    const { taskSid } = taskParams.parse(request.params);
    return saveEmailDraft(
      { db, routing },
      { session, taskSid, input: emailDraftInput.parse(request.body ?? {}) },
    );
  });

  app.delete('/conv/email/tasks/:taskSid/draft', async (request) => {
    const session = requireSession(request);
    const { taskSid } = taskParams.parse(request.params);
    return discardEmailDraft({ db, routing }, { session, taskSid });
  });

  app.delete('/conv/email/drafts/:draftId/attachments/:attachmentId', async (request) => {
    const session = requireSession(request);
    const { draftId, attachmentId } = draftAttachmentParams.parse(request.params);
    return removeDraftAttachment({ db }, { session, draftId, attachmentId });
  });

  app.get('/conv/email/attachments/:attachmentId', async (request, reply) => {
    const session = requireSession(request);
    const { attachmentId } = attachmentParams.parse(request.params);
    const file = await getEmailAttachment({ db, routing }, { session, attachmentId });
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .send(Buffer.from(file.content));
  });

  app.post('/conv/email/mailboxes/imap', async (request, reply) => {
    const session = requireSession(request);
    const input = connectImapMailboxInput.parse(request.body ?? {});
    return reply.status(201).send(await connectImapMailbox({ db, secrets }, { session, input }));
  });

  app.patch('/conv/email/mailboxes/:mailboxId', async (request) => {
    const session = requireSession(request);
    const { mailboxId } = mailboxParams.parse(request.params);
    return updateMailbox(
      { db },
      { session, id: mailboxId, input: updateMailboxInput.parse(request.body ?? {}) },
    );
  });

  app.post('/conv/email/mailboxes/:mailboxId/sign-out', async (request) => {
    const session = requireSession(request);
    const { mailboxId } = mailboxParams.parse(request.params);
    return signOutMailbox({ db }, { session, id: mailboxId });
  });

  app.post('/conv/email/outbound-email', async (request) => {
    const session = requireSession(request);
    return startOutboundEmail(
      { db, routing },
      { session, input: outboundEmailInput.parse(request.body ?? {}) },
    );
  });

  registerFileUpload(app, {
    url: '/conv/email/drafts/:draftId/attachments',
    maxBytes: EMAIL_ATTACHMENT_LIMITS.fileBytes,
    fields: [],
    texts: {
      notMultipart: 'Send the attachment as a multipart form with a file',
      tooLarge: `An attachment can be at most ${EMAIL_ATTACHMENT_LIMITS.fileBytes / 1024 / 1024} MB`,
    },
    handle: async (request, form) => {
      const session = requireSession(request);
      const { draftId } = draftParams.parse(request.params);
      const file =
        form.content && form.content.length > 0
          ? {
              filename: form.filename ?? 'attachment',
              contentType: form.contentType ?? 'application/octet-stream',
              content: new Uint8Array(form.content),
            }
          : null;
      return addDraftAttachment({ db }, { session, draftId, file });
    },
  });

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: EMAIL_ATTACHMENT_LIMITS.fileBytes,
        files: EMAIL_ATTACHMENT_LIMITS.perMessage,
        fields: 400,
        fieldSize: EMAIL_BODY_MAX_LENGTH * 4,
        parts: 420,
      },
    });
    scope.post('/conv/email/new-message', {
      bodyLimit: EMAIL_BODY_MAX_LENGTH * 4 + MULTIPART_OVERHEAD_BYTES,
      onRequest: async (request) => {
        requireSession(request);
        const declared = Number(request.headers['content-length'] ?? 0);
        if (
          declared >
          EMAIL_ATTACHMENT_LIMITS.totalBytes + EMAIL_BODY_MAX_LENGTH * 4 + MULTIPART_OVERHEAD_BYTES
        )
          throw Object.assign(new Error(UPLOAD_TEXTS.tooLarge), { statusCode: 413 });
      },
      handler: async (request) => {
        const session = requireSession(request);
        const form = await readNewMessageForm(request);
        const input = newMessageInput.parse(form.fields);
        return sendEmailMessage(
          { db, bus, secrets, routing, ...(log ? { log } : {}), ...(oauth ? { oauth } : {}) },
          { session, input, files: form.files },
        );
      },
    });
  });
}
