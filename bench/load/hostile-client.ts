// The hostile client of issue 11 item 1: a signed-in agent sending, every second, one GraphQL document
// with 2,000 aliases of `myContacts { total }`, each capped by a client timeout (until the server has a
// cost limit, one such request can run for tens of seconds).
import { BrowserClient, hasErrors } from './browser-client.ts';
import type { Sample } from './protocol.ts';
import { signInLikeBrowser } from './sign-in.ts';

export function hostileDocument(aliases: number): string {
  const fields = Array.from({ length: aliases }, (_, index) => `a${index}: myContacts { total }`);
  return `query Hostile { ${fields.join(' ')} }`;
}

export type HostileClient = {
  /** Sends one document a second until stop(); resolves once every request sent has ended. */
  run(until: number): Promise<void>;
  samples: Sample[];
  close(): void;
};

export async function startHostileClient(options: {
  baseUrl: string;
  email: string;
  password: string;
  aliases: number;
  timeoutMs: number;
  signInRecord: (sample: Sample) => void;
}): Promise<HostileClient> {
  const samples: Sample[] = [];
  let recordInto: (sample: Sample) => void = options.signInRecord;
  const client = new BrowserClient({
    baseUrl: options.baseUrl,
    localAddress: '127.3.0.1',
    record: (sample) => recordInto(sample),
    timeoutMs: options.timeoutMs,
    // One new request a second, however long the earlier ones take.
    maxSockets: Number.POSITIVE_INFINITY,
  });
  // Its sign-in is an honest request like any other; only the documents count as hostile.
  await signInLikeBrowser(client, options.email, options.password);
  recordInto = (sample) => samples.push(sample);
  const document = { query: hostileDocument(options.aliases), variables: {} };
  return {
    samples,
    async run(until: number) {
      const inFlight: Promise<unknown>[] = [];
      while (Date.now() < until) {
        const sentAt = Date.now();
        inFlight.push(
          client.send(
            'hostile',
            'POST',
            '/api/graphql',
            document,
            // A GraphQL error in a 200 answer (a cost or rate limit may answer so) is told apart by its code.
            (answer) => answer.status === 200 && !hasErrors(answer.body),
            options.timeoutMs,
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, sentAt + 1_000 - Date.now())));
      }
      await Promise.all(inFlight);
    },
    close: () => client.close(),
  };
}
