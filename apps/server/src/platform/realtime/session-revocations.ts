// In-process signal that a session (or every session of a user) has ended or changed, so that this
// process's open event streams of it close at once (docs/security/sessions.md "Event streams").
// Other processes notice through their stream sweep instead (sse-session-sweep.ts), within a second.

export type SessionRevocation =
  /** One session ended (sign-out). */
  | { sessionId: string }
  /** Every session of a user ended or changed (deactivation, password reset, role change). */
  | { brandId: string; userId: string };

type RevocationListener = (revocation: SessionRevocation) => void;

const listeners = new Set<RevocationListener>();

/** Returns the function that stops listening. */
export function onSessionRevoked(listener: RevocationListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Call once the change has committed: a stream closed earlier would reconnect into the old state. */
export function signalSessionRevoked(revocation: SessionRevocation): void {
  for (const listener of listeners) listener(revocation);
}
