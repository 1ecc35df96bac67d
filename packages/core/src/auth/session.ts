import { z } from 'zod';
import type { FeatureFlags } from '../users/feature-flags.ts';

// spec 000 §6: the signed-in profile comes from a session cookie.
export type SessionProfile = {
  oktaUserId: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  roles: string[];
  brandSlug: string;
  brandName: string;
  featureFlags: FeatureFlags;
};

// spec 000 §7 "Auth" request bodies.
export const signInInput = z.object({
  username: z.string().trim().min(1, 'is required').max(320),
  password: z.string().min(1, 'is required').max(1024),
});
export const sessionCreateInput = z.object({ sessionToken: z.string().min(1, 'is required').max(200) });
export const sendResetEmailInput = z.object({ email: z.string().trim().min(1, 'is required').max(320) });
export const verifyResetTokenInput = z.object({ recoveryToken: z.string().min(1, 'is required').max(200) });
export const PASSWORD_MIN_LENGTH = 8;
export const resetPasswordInput = z.object({
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1024, 'must be at most 1024 characters'),
  recoveryToken: z.string().min(1, 'is required').max(200),
});
