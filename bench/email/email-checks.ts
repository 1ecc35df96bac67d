// The email bench's correctness, read back from the database after the run: every mail stored
// once, one stored thread per planned thread (replies in their thread), a task for every thread's
// first mail, each created task offered once, and one contact per sender address.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/server/src/modules/routing/routing-sql.ts';
import type { DbExecutor } from '../../apps/server/src/platform/db/database.ts';
import type { PlannedMail } from './mail-plan.ts';

export type EmailCheck = { name: string; ok: boolean; detail: string };

export async function checkEmailRun(
  db: DbExecutor,
  options: {
    brandId: string;
    mails: readonly PlannedMail[];
    /** Per mail index: the task it created, if any (from ingestInboundEmail's answer). */
    createdTaskOf: ReadonlyMap<number, string>;
    /** Offers seen on the bus per task; null when no engine ran (ingest-only). */
    offersPerTask: ReadonlyMap<string, number> | null;
    /** Senders who existed before the run. */
    existingSenders: number;
  },
): Promise<EmailCheck[]> {
  const { brandId, mails } = options;
  const checks: EmailCheck[] = [];
  const stored = await queryRows<{ message_id: string; thread_id: string; task_sid: string | null }>(
    db,
    sql`select message_id, thread_id, task_sid from email_messages
        where brand_id = ${brandId} and direction = 'inbound'`,
  );
  const byMessageId = new Map<string, { thread_id: string; task_sid: string | null }[]>();
  for (const row of stored)
    byMessageId.set(row.message_id, [...(byMessageId.get(row.message_id) ?? []), row]);
  const missing = mails.filter((mail) => !byMessageId.has(mail.messageId)).length;
  const twice = [...byMessageId.values()].filter((rows) => rows.length > 1).length;
  checks.push({
    name: 'stored once',
    ok: stored.length === mails.length && missing === 0 && twice === 0,
    detail: `${stored.length} rows for ${mails.length} emails, ${missing} missing, ${twice} stored twice`,
  });

  // Planned thread → stored thread: one each way.
  const storedThreadOf = new Map<number, Set<string>>();
  for (const mail of mails) {
    const threadId = byMessageId.get(mail.messageId)?.[0]?.thread_id;
    if (!threadId) continue;
    storedThreadOf.set(mail.thread, (storedThreadOf.get(mail.thread) ?? new Set()).add(threadId));
  }
  const split = [...storedThreadOf.values()].filter((ids) => ids.size > 1).length;
  const owners = new Map<string, number>();
  for (const ids of storedThreadOf.values()) for (const id of ids) owners.set(id, (owners.get(id) ?? 0) + 1);
  const merged = [...owners.values()].filter((count) => count > 1).length;
  const [threadRows] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from email_threads where brand_id = ${brandId}`,
  );
  const plannedThreads = storedThreadOf.size;
  checks.push({
    name: 'replies in their thread',
    ok: split === 0 && merged === 0 && threadRows?.n === plannedThreads,
    detail: `${threadRows?.n} threads stored for ${plannedThreads} planned, ${split} split, ${merged} merged`,
  });

  const firstsWithoutTask = mails.filter(
    (mail) => mail.parent === null && !options.createdTaskOf.has(mail.index),
  ).length;
  checks.push({
    name: 'a task per new thread',
    ok: firstsWithoutTask === 0,
    detail: `${firstsWithoutTask} first messages without a new task`,
  });

  if (options.offersPerTask) {
    const offers = options.offersPerTask;
    const created = [...options.createdTaskOf.values()];
    const never = created.filter((taskSid) => !offers.has(taskSid)).length;
    const again = created.filter((taskSid) => (offers.get(taskSid) ?? 0) > 1).length;
    const [reservationRows] = await queryRows<{ tasks: number; reservations: number }>(
      db,
      sql`select count(distinct task_sid)::int as tasks, count(*)::int as reservations
          from reservations where brand_id = ${brandId}`,
    );
    checks.push({
      name: 'offered once',
      ok:
        never === 0 &&
        again === 0 &&
        reservationRows?.tasks === created.length &&
        reservationRows?.reservations === created.length,
      detail: `${created.length} tasks created, ${never} never offered, ${again} offered twice; ${reservationRows?.reservations} reservations stored for ${reservationRows?.tasks} tasks`,
    });
  }

  const senders = new Set(mails.map((mail) => mail.sender));
  const known = new Set(senders);
  for (let sender = 0; sender < options.existingSenders; sender += 1) known.add(sender);
  const [contactRows] = await queryRows<{ contacts: number; addresses: number }>(
    db,
    sql`select count(*)::int as contacts, count(distinct lower(email))::int as addresses
        from contacts where brand_id = ${brandId}`,
  );
  const expected = known.size;
  checks.push({
    name: 'one contact per sender',
    ok: contactRows?.contacts === expected && contactRows?.addresses === expected,
    detail: `${contactRows?.contacts} contacts for ${contactRows?.addresses} addresses; ${senders.size} senders wrote, ${options.existingSenders} existed before`,
  });
  return checks;
}
