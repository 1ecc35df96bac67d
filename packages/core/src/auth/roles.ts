// spec 001 §6: roles admin, supervisor, agent. spec 002 §6: ADMIN and SUPERVISOR are privileged.
export const ROLES = ['admin', 'supervisor', 'agent'] as const;
export type Role = (typeof ROLES)[number];

export function hasAnyRole(roles: readonly string[], wanted: readonly Role[]): boolean {
  return roles.some((role) => (wanted as readonly string[]).includes(role.toLowerCase()));
}

export function isPrivileged(roles: readonly string[]): boolean {
  return hasAnyRole(roles, ['admin', 'supervisor']);
}
