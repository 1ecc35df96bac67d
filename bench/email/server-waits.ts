// What the email bench's backends are doing, sampled (EMAIL_BENCH_PROFILE=1, PostgreSQL): every
// 20 ms, the active backends of the bench database by wait (a lock, I/O, the client, or running on
// the CPU) and statement, on a connection of its own. The server-side half of the profile
// (statement-profile.ts is this process's half).
import pg from 'pg';

export type ServerWaitSampler = { stop(): Promise<void>; print(): void };

export async function startServerWaitSampler(connectionString: string): Promise<ServerWaitSampler> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const result = await client.query<{ wait: string; statement: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait,
                left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as statement
         from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      samples += 1;
      for (const row of result.rows) {
        const key = `${row.wait.padEnd(28)} ${row.statement}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await client.end();
    },
    print() {
      const rows = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 20);
      console.log('');
      console.log(`active backends by wait and statement (${samples} samples every 20 ms; mean backends):`);
      for (const [key, count] of rows) console.log(`  ${(count / samples).toFixed(2).padStart(5)}  ${key}`);
    },
  };
}
