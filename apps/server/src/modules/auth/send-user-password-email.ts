import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { DEACTIVATED_USER_TEXTS } from '../users/deactivated-user-texts.ts';
import { getUser } from '../users/get-user.ts';
import { sendResetEmail } from './send-reset-email.ts';

/**
 * Mails a user of the brand a link to choose a password: the invitation of an account created
 * without one, or a reset an admin starts. It is the forgot-password mail (modules/auth), with its
 * rate limits: per address in the brand, and per admin as the client. Only this account gets the
 * link: the same address in another brand is another person's account (issue 11, item 3).
 */
export async function sendUserPasswordEmail(
  db: DbExecutor,
  options: { brandId: string; actorUserId: string; userId: string; mailer: Mailer; publicUrl: string },
): Promise<{ email: string }> {
  const user = await getUser(db, { brandId: options.brandId, userId: options.userId });
  // The mail would be dropped (a deactivated account gets no recovery link): say why instead.
  if (user.deactivated)
    throw new AppError('conflict', DEACTIVATED_USER_TEXTS.noPasswordEmail, { field: 'userId' });
  await sendResetEmail(db, {
    email: user.email,
    clientKey: `user-management:${options.actorUserId}`,
    publicUrl: options.publicUrl,
    mailer: options.mailer,
    account: { brandId: options.brandId, userId: options.userId },
  });
  return { email: user.email };
}
