import type { OutboundChannel, OutboundDecision } from '@parley/core/compliance/compliance-model';
import { localParts } from '@parley/core/compliance/local-time';
import { decideOutbound } from '@parley/core/compliance/outbound-decision';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { outboundDecisions } from './compliance.tables.ts';
import { cachedCallRestrictions } from './compliance-store.ts';
import { findDoNotCallEntry } from './do-not-call.ts';
import { numberGeography } from './number-geography.ts';

/** When a number's digits place it nowhere, its clock is taken as the brand's (docs/compliance.md). */
export const FALLBACK_TIME_ZONE = 'America/New_York';

export type OutboundSource = 'agent' | 'journey' | 'campaign' | 'system';

export type OutboundRequest = {
  brandId: string;
  channel: OutboundChannel;
  /** E.164. */
  phoneNumber: string;
  profileId?: string | null;
  source: OutboundSource;
  userId?: string | null;
  taskSid?: string | null;
  campaignId?: string | null;
  /** A reply in a conversation the contact wrote in within 24 hours (compliance-model.ts). */
  replyToContact?: boolean;
  abandonCapReached?: boolean;
  /**
   * false: a look ahead (a campaign deciding whether to give an agent this contact) whose "allowed" is
   * not logged, because the call it leads to is judged and logged again when it is placed. A refusal
   * is always logged: it is the decision not to call.
   */
  logAllowed?: boolean;
  now?: Date;
};

export type CheckedOutbound = OutboundDecision & { timeZones: string[] };

/** The instant the contact's day began in `zone` (local midnight), for Daily Call Limits. */
function startOfLocalDay(now: Date, zone: string): Date {
  const { minutes } = localParts(now, zone);
  const seconds = now.getUTCSeconds();
  const millis = now.getUTCMilliseconds();
  return new Date(now.getTime() - minutes * 60_000 - seconds * 1000 - millis);
}

async function placedCallsSince(
  tx: DbExecutor,
  request: OutboundRequest,
  since: Date,
): Promise<{ toNumber: number; toContact: number }> {
  const placed = and(
    eq(outboundDecisions.brandId, request.brandId),
    eq(outboundDecisions.channel, 'call'),
    eq(outboundDecisions.allowed, true),
    gte(outboundDecisions.decidedAt, since),
  );
  const [byNumber] = await tx
    .select({ total: count() })
    .from(outboundDecisions)
    .where(and(placed, eq(outboundDecisions.phoneNumber, request.phoneNumber)));
  const [byContact] = request.profileId
    ? await tx
        .select({ total: count() })
        .from(outboundDecisions)
        .where(and(placed, eq(outboundDecisions.profileId, request.profileId)))
    : [byNumber];
  return { toNumber: byNumber?.total ?? 0, toContact: byContact?.total ?? 0 };
}

/**
 * The gate every outbound call and text passes (issue 14 "Compliance"): gathers what the decision
 * needs (the brand's restrictions, the number's zones and place, its do-not-call entry, today's
 * placed calls), decides (packages/core/src/compliance/outbound-decision.ts) and writes the decision
 * to the audit log, placed or skipped, in the caller's transaction: a call that is not placed after
 * all rolls its entry back with it. While a Daily Call Limit is set, calls to one number are decided
 * one at a time, so two agents cannot both take the last call of the day. The brand's rules are kept
 * a few seconds (compliance-store.ts cachedCallRestrictions).
 */
export async function checkOutbound(tx: DbExecutor, request: OutboundRequest): Promise<CheckedOutbound> {
  const now = request.now ?? new Date();
  const { brandId, channel, phoneNumber } = request;
  const restrictions = await cachedCallRestrictions(tx, brandId);
  const geography = await numberGeography(phoneNumber);
  const timeZones = geography.timeZones.length > 0 ? geography.timeZones : [FALLBACK_TIME_ZONE];
  const entry = await findDoNotCallEntry(tx, { brandId, phoneNumber });
  const covers = entry && (entry.channel === 'all' || entry.channel === channel);
  const limited =
    channel === 'call' &&
    (restrictions.limits.perContactPerDay !== null || restrictions.limits.perNumberPerDay !== null);
  // Calls to one number are decided one at a time when a limit counts them (see below).
  if (limited)
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`outbound:${brandId}:${phoneNumber}`}, 0))`,
    );
  const counts = limited
    ? await placedCallsSince(tx, request, startOfLocalDay(now, timeZones[0] ?? FALLBACK_TIME_ZONE))
    : { toNumber: 0, toContact: 0 };
  const decision = decideOutbound(
    {
      channel,
      now,
      timeZones,
      state: geography.state,
      areaCode: geography.areaCode,
      onDoNotCallList: Boolean(covers && entry?.source !== 'opt_out'),
      optedOut: Boolean(covers && entry?.source === 'opt_out'),
      callsToContactToday: counts.toContact,
      callsToNumberToday: counts.toNumber,
      abandonCapReached: request.abandonCapReached ?? false,
      replyToContact: request.replyToContact ?? false,
    },
    restrictions,
  );
  if (decision.allowed && request.logAllowed === false) return { ...decision, timeZones };
  await tx.insert(outboundDecisions).values({
    brandId,
    decidedAt: now,
    channel,
    phoneNumber,
    profileId: request.profileId ?? null,
    allowed: decision.allowed,
    reason: decision.allowed ? null : decision.reason,
    detail: decision.allowed ? placedDetail(channel) : decision.detail,
    source: request.source,
    userId: request.userId ?? null,
    taskSid: request.taskSid ?? null,
    campaignId: request.campaignId ?? null,
    timeZones,
  });
  return { ...decision, timeZones };
}

function placedDetail(channel: OutboundChannel): string {
  return channel === 'call' ? 'Call placed.' : 'Text sent.';
}
