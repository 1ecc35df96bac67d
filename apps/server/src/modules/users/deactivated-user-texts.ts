// The server's messages about deactivated accounts (docs/decisions/003-settings.md "Deactivated
// users"). Sign-in never says an account is deactivated: it gives the wrong-password answer.
export const DEACTIVATED_USER_TEXTS = {
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotBeAvailable: 'A deactivated user cannot be made available',
  noPasswordEmail: 'This user is deactivated: reactivate them before sending a password link',
} as const;
