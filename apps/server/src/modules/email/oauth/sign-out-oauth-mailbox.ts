import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestSession } from '../../../platform/http/request-session.ts';
import { emailMailboxes } from '../email.tables.ts';
import { findMailboxByAddress, type MailboxView, toMailboxView } from '../mailbox-store.ts';
import type { OAuthProviderName } from './oauth-providers.ts';

/**
 * `POST /gmail-integration/auth/sign-out {emailAddress}` and Outlook's (spec 000 §7, §4 SIGNED_OUT):
 * the user's own mailbox of that provider stops being read and sent from; its tokens are forgotten
 * (the grant itself ends when the user removes Parley from their Google or Microsoft account).
 */
export async function signOutOAuthMailbox(
  deps: { db: AppDb },
  options: { session: RequestSession; provider: OAuthProviderName; emailAddress: string; now?: Date },
): Promise<MailboxView> {
  const { session } = options;
  const integrationType = options.provider === 'gmail' ? 'GMAIL' : 'OUTLOOK';
  const mailbox = await findMailboxByAddress(deps.db, {
    brandId: session.brandId,
    address: options.emailAddress,
  });
  if (!mailbox || mailbox.userId !== session.userId || mailbox.provider !== integrationType) {
    throw new AppError(
      'not_found',
      `emailAddress ${options.emailAddress} is not one of your mailboxes here`,
      {
        field: 'emailAddress',
      },
    );
  }
  const where = and(eq(emailMailboxes.brandId, session.brandId), eq(emailMailboxes.id, mailbox.id));
  await deps.db
    .update(emailMailboxes)
    .set({ authorizationStatus: 'SIGNED_OUT', secret: null, updatedAt: options.now ?? new Date() })
    .where(where);
  const [saved] = await deps.db.select().from(emailMailboxes).where(where);
  if (!saved) throw new AppError('not_found', 'Mailbox not found');
  return toMailboxView(saved);
}
