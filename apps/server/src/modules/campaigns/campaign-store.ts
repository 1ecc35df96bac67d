import { phoneCallCampaignInputSchema, smsCampaignInputSchema } from '@parley/core/campaigns/campaign-input';
import {
  CAMPAIGN_STATES,
  type CampaignAudience,
  type CampaignMessageType,
  type CampaignSettings,
  type CampaignState,
} from '@parley/core/campaigns/campaign-model';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { campaigns } from './campaigns.tables.ts';

// Reads of the campaigns table. Only this folder calls these.

export type CampaignRecord = {
  id: string;
  friendlyId: string;
  name: string;
  description: string | null;
  state: CampaignState;
  stateNote: string | null;
  /** A predictive campaign's last pacing (dial-predictive-calls.ts DialerState); null otherwise. */
  dialerState: Record<string, unknown> | null;
  type: 'oneTime';
  conversionEvent: string | null;
  bypassOptIn: boolean;
  bypassOptInBy: string | null;
  bypassOptInAt: Date | null;
  tasksBacklogLimit: number | null;
  audience: CampaignAudience;
  settings: CampaignSettings;
  startAt: Date | null;
  startedAt: Date | null;
  completedAt: Date | null;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';

type CampaignRow = typeof campaigns.$inferSelect;

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function readAudience(value: unknown): CampaignAudience {
  const object = typeof value === 'object' && value !== null ? value : {};
  return {
    segmentIds: stringList(Reflect.get(object, 'segmentIds')),
    contactListIds: stringList(Reflect.get(object, 'contactListIds')),
  };
}

/** The stored settings, read with the same schema they were written with (a bad row fails loudly). */
export function readSettings(messageType: string, value: unknown): CampaignSettings {
  if (messageType === 'sms') return { messageType: 'sms', sms: smsCampaignInputSchema.parse(value) };
  return { messageType: 'phoneCall', phoneCall: phoneCallCampaignInputSchema.parse(value) };
}

function readState(value: string): CampaignState {
  return (CAMPAIGN_STATES as readonly string[]).includes(value) ? (value as CampaignState) : 'draft';
}

export function toCampaignRecord(row: CampaignRow): CampaignRecord {
  return {
    id: row.id,
    friendlyId: row.friendlyId,
    name: row.name,
    description: row.description,
    state: readState(row.state),
    stateNote: row.stateNote,
    dialerState:
      typeof row.dialerState === 'object' && row.dialerState !== null
        ? (row.dialerState as Record<string, unknown>)
        : null,
    type: 'oneTime',
    conversionEvent: row.conversionEvent,
    bypassOptIn: row.bypassOptIn,
    bypassOptInBy: row.bypassOptInBy,
    bypassOptInAt: row.bypassOptInAt,
    tasksBacklogLimit: row.tasksBacklogLimit,
    audience: readAudience(row.audience),
    settings: readSettings(row.messageType, row.settings),
    startAt: row.startAt,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function messageTypeOf(record: CampaignRecord): CampaignMessageType {
  return record.settings.messageType;
}

/** One campaign of the brand, locked for the rest of the transaction when `lock` is set. */
export async function findCampaign(
  db: DbExecutor,
  options: { brandId: string; id: string; lock?: boolean },
): Promise<CampaignRecord | null> {
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.brandId, options.brandId), eq(campaigns.id, options.id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? toCampaignRecord(row) : null;
}

/** The campaign, or 404 'Campaign not found' naming the id. */
export async function requireCampaign(
  db: DbExecutor,
  options: { brandId: string; id: string; lock?: boolean },
): Promise<CampaignRecord> {
  const campaign = await findCampaign(db, options);
  if (!campaign) throw new AppError('not_found', CAMPAIGN_NOT_FOUND, { field: 'id' });
  return campaign;
}
