import { SIMULATOR_BRAND_EMAIL } from '@parley/core/simulator/inputs';
import { multipart } from './authorization-fixtures.ts';
import type { RestSpec } from './authorization-requests.ts';
import { uniqueText } from './schema-arguments.ts';

// The authorization matrix's requests for the email routes (issue 16): brand A's email task, the
// agent's draft and its attachment, a sent attachment, the agent's mailbox (authorization-email-work.ts).

const probeAddress = () => `${uniqueText('probe').replace(' ', '-')}@example.test`;

export const EMAIL_REST_SPECS: Record<string, RestSpec> = {
  'GET /conv/email/tasks/:taskSid/thread': { build: (w) => ({ params: { taskSid: w.email.taskSid } }) },
  'GET /conv/email/attachments/:attachmentId': {
    build: (w) => ({ params: { attachmentId: w.email.attachmentId } }),
  },
  'POST /conv/email/mailboxes/imap': {
    build: () => {
      const login = { host: '127.0.0.1', port: 1, secure: false, user: 'probe', password: 'probe' };
      return { payload: { emailAddress: probeAddress(), imap: login, smtp: login } };
    },
  },
  'PATCH /conv/email/mailboxes/:mailboxId': {
    build: (w) => ({
      params: { mailboxId: w.email.mailboxId },
      payload: { signatureHtml: `<p>${uniqueText('probe')}</p>` },
    }),
  },
  'POST /conv/email/mailboxes/:mailboxId/sign-out': {
    phase: 'consume',
    build: (w) => ({ params: { mailboxId: w.email.mailboxId }, payload: {} }),
  },
  'PUT /conv/email/tasks/:taskSid/draft': {
    build: (w) => ({ params: { taskSid: w.email.taskSid }, payload: { subject: uniqueText('probe') } }),
  },
  'POST /conv/email/drafts/:draftId/attachments': {
    build: (w) => {
      const upload = multipart('/', {
        fields: {},
        file: { name: 'probe.txt', type: 'text/plain', content: Buffer.from(uniqueText('probe')) },
      });
      return { params: { draftId: w.email.draftId }, payload: upload.payload, headers: upload.headers };
    },
  },
  'DELETE /conv/email/drafts/:draftId/attachments/:attachmentId': {
    phase: 'consume',
    order: 1,
    build: (w) => ({ params: { draftId: w.email.draftId, attachmentId: w.email.draftAttachmentId } }),
  },
  'DELETE /conv/email/tasks/:taskSid/draft': {
    phase: 'consume',
    order: 2,
    build: (w) => ({ params: { taskSid: w.email.taskSid } }),
  },
  // Sending takes the agent's draft for the task: after the draft's own cases.
  'POST /conv/email/new-message': {
    phase: 'consume',
    order: 3,
    build: (w) => {
      const form = multipart('/', {
        fields: {
          subject: uniqueText('probe'),
          senderEmail: SIMULATOR_BRAND_EMAIL,
          emailIntegrationType: 'SIMULATOR',
          body: '<p>probe</p>',
          to: w.contact.email,
          taskSid: w.email.taskSid,
        },
      });
      return { payload: form.payload, headers: form.headers };
    },
  },
  'POST /conv/email/outbound-email': { build: () => ({ payload: { contactEmail: probeAddress() } }) },
  // Gmail and Outlook (docs/email.md): the matrix's server has no OAuth clients.
  'GET /conv/gmail-integration/oauth-callback': {
    build: () => ({ query: { code: 'probe', state: 'probe' } }),
  },
  'GET /conv/outlook-integration/oauth-callback': {
    build: () => ({ query: { code: 'probe', state: 'probe' } }),
  },
  'POST /conv/gmail-integration/oauth-complete': {
    build: () => ({ payload: { code: 'probe', state: 'probe' } }),
  },
  'POST /conv/outlook-integration/oauth-complete': {
    build: () => ({ payload: { code: 'probe', state: 'probe' } }),
  },
  'POST /conv/gmail-integration/auth/sign-out': {
    build: () => ({ payload: { emailAddress: probeAddress() } }),
  },
  'POST /conv/outlook-integration/auth/sign-out': {
    build: () => ({ payload: { emailAddress: probeAddress() } }),
  },
};
