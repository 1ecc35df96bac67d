import { STATUS_RULE_TEXTS } from '@parley/core/brands/statuses';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * A brand keeps at least one available and one unavailable status (ours; spec 000 §4 falls back to
 * the first non-available status, and agents need an available one to receive work).
 */
export function assertStatusMix(statuses: readonly { available: boolean }[], field: string): void {
  if (!statuses.some((status) => status.available))
    throw new AppError('validation_failed', STATUS_RULE_TEXTS.needsAvailable, { field });
  if (!statuses.some((status) => !status.available))
    throw new AppError('validation_failed', STATUS_RULE_TEXTS.needsUnavailable, { field });
}
