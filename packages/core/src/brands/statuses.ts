import { z } from 'zod';
import { requiredNameSchema } from '../users/user-inputs.ts';

// Agent statuses (Brand.availableStatuses, spec 000 §3): name, available, activitySid, in the
// admin's order. A brand keeps at least one available and one unavailable status: agents need a
// status to work in, and the fall-back of spec 000 §4 needs a non-available one to land on.

export const statusInput = z.object({
  name: requiredNameSchema,
  available: z.boolean({ message: 'must be true or false' }),
});

export const updateStatusInput = z.object({
  name: requiredNameSchema.optional(),
  available: z.boolean({ message: 'must be true or false' }).optional(),
});

export const STATUS_RULE_TEXTS = {
  needsAvailable: 'A brand needs at least one available status.',
  needsUnavailable: 'A brand needs at least one unavailable status.',
} as const;
