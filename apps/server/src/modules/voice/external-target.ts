import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { EXTERNAL_NUMBER_TEXTS, type ExternalNumberTarget } from '@parley/core/voice/external-phonebook';
import { AppError } from '../../platform/http/app-error.ts';
import { findPhonebookEntry } from '../phonebook/find-phonebook-entry.ts';
import { phonebookEntryNotFound } from '../phonebook/phonebook-store.ts';
import { getUserProfile } from '../users/get-user-profile.ts';
import type { VoiceActor } from './voice.policy.ts';
import type { VoiceDeps } from './voice-deps.ts';

/**
 * The number (E.164) and name of an outside leg (an external transfer, add-participant): a phonebook
 * entry of the brand (404 naming `phonebookEntryId` when gone), or a typed number, allowed only when
 * the caller's `externalTransferToAnyNumber` flag is on (otherwise a 400 naming `phoneNumber`, shown
 * under the field — not a 403, which the web reads as an expired session — free dialing being a
 * toll-fraud risk). A typed number is named by its display form. Read before any change.
 */
export async function resolveExternalTarget(
  deps: VoiceDeps,
  options: { brandId: string; actor: VoiceActor; target: ExternalNumberTarget },
): Promise<{ to: string; name: string }> {
  const { brandId, actor, target } = options;
  if (target.kind === 'phonebookEntry') {
    const entry = await findPhonebookEntry(deps.db, { brandId, id: target.phonebookEntryId });
    if (!entry) throw phonebookEntryNotFound('phonebookEntryId');
    return { to: entry.phoneNumber, name: entry.name };
  }
  const { featureFlags } = await getUserProfile(deps.db, { brandId, userId: actor.userId });
  if (!featureFlags.externalTransferToAnyNumber) {
    throw new AppError('validation_failed', EXTERNAL_NUMBER_TEXTS.anyNumberOff, { field: 'phoneNumber' });
  }
  return { to: target.phoneNumber, name: formatPhoneForDisplay(target.phoneNumber) };
}
