// How the browser tells the server that it runs inside another site's frame (docs/embedding.md
// "Signing in inside the frame"). No zod here: the API client sends it with every request.

/**
 * Sent ('1') by the web app when it runs in a frame. The CSRF token and session cookies it then
 * receives are `SameSite=None; Secure; Partitioned`: a browser sends no Lax or Strict cookie, and
 * (where third-party cookies are blocked) no unpartitioned one, to a frame on another site. The
 * session cookie gets them only when the user's brand lists at least one allowed parent origin.
 */
export const EMBEDDED_REQUEST_HEADER = 'x-parley-embedded';
export const EMBEDDED_REQUEST_HEADER_VALUE = '1';

/** The cookie attributes of an embedded sign-in: readable in a cross-site frame (CHIPS). */
export const EMBEDDED_COOKIE_ATTRIBUTES = { sameSite: 'none', secure: true, partitioned: true } as const;

export function isEmbeddedRequest(headers: Readonly<Record<string, string | string[] | undefined>>): boolean {
  return headers[EMBEDDED_REQUEST_HEADER] === EMBEDDED_REQUEST_HEADER_VALUE;
}
