// A browser-like client over real HTTP (fetch) for tests against a listening server, such as one in
// a child process (server-process.ts): keeps cookies, sends the CSRF token and the spec's headers.
// TestClient (test-app.ts) is the same over app.inject for servers inside the test process.

export type HttpResponse = { status: number; body: unknown; text: string; headers: Headers };

export class HttpClient {
  private readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;
  brandSlug: string | null = null;

  constructor(readonly baseUrl: string) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { 'x-tab-id': 'tab-test', ...extra };
    if (this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    if (this.brandSlug) headers['x-brand-slug'] = this.brandSlug;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return headers;
  }

  async request(
    method: string,
    path: string,
    options: {
      json?: unknown;
      body?: FormData | string;
      headers?: Record<string, string>;
      timeoutMs?: number;
    } = {},
  ): Promise<HttpResponse> {
    const extra: Record<string, string> = { ...options.headers };
    let body: FormData | string | undefined = options.body;
    if (options.json !== undefined) {
      extra['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: this.headers(extra),
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    for (const cookie of response.headers.getSetCookie()) this.keepCookie(cookie);
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed, text, headers: response.headers };
  }

  private keepCookie(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', date = ''] = attribute.trim().split('=');
      return (
        (key.toLowerCase() === 'expires' && Date.parse(date) < Date.now()) ||
        (key.toLowerCase() === 'max-age' && Number(date) <= 0)
      );
    });
    if (!value || expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  async loadCsrf(): Promise<void> {
    const response = await this.request('GET', '/api/auth/csrf-token');
    this.csrfToken = (response.body as { csrfToken: string }).csrfToken;
  }

  /** Signs in and opens the session (spec 000 §7), then reloads the CSRF token (it may rotate). */
  async signIn(username: string, password: string): Promise<void> {
    await this.loadCsrf();
    const signIn = await this.request('POST', '/api/auth/sign-in', { json: { username, password } });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.text}`);
    const { sessionToken, brandSlug } = signIn.body as { sessionToken: string; brandSlug: string };
    const created = await this.request('POST', '/api/auth/session/create', { json: { sessionToken } });
    if (created.status !== 200) throw new Error(`session/create failed: ${created.status} ${created.text}`);
    this.brandSlug = brandSlug;
    await this.loadCsrf();
  }

  async graphql(query: string, variables: Record<string, unknown> = {}): Promise<HttpResponse> {
    return this.request('POST', '/api/graphql', { json: { query, variables } });
  }
}
