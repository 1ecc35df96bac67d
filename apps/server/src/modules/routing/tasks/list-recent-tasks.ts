import { isPrivileged } from '@parley/core/auth/roles';
import { pageNumberInput, pageSizeInput } from '@parley/core/common/paging';
import { and, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { tasks, workers } from '../routing.tables.ts';

export const MAX_RECENT_TASKS_PAGE = 100;

/** Recent-task filters of spec 001 §3: targetAgent, campaignId, taskType, dispositions. */
export const recentTaskFiltersInput = z.object({
  targetAgent: z.string().trim().max(320).nullable().optional(),
  campaignId: z.string().trim().max(200).nullable().optional(),
  taskType: z.string().trim().max(200).nullable().optional(),
  dispositions: z.array(z.string().max(200)).max(100).nullable().optional(),
  page: pageNumberInput,
  size: pageSizeInput(MAX_RECENT_TASKS_PAGE, 25),
});
export type RecentTaskFilters = z.input<typeof recentTaskFiltersInput>;

/** Recent task of spec 001 §3 (the recording: the task's latest call recording; no transcription yet). */
export type RecentTaskView = {
  sid: string;
  originalTaskSid: string | null;
  type: string;
  channel: string;
  status: string;
  contactPhone: string | null;
  contactName: string | null;
  contactExternalId: string | null;
  details: string | null;
  timestamps: { createdAt: Date; acceptedAt: Date | null; wrappedAt: Date | null; endedAt: Date | null };
  profileId: string | null;
  recordingUrl: string | null;
  recordingSid: string | null;
  transcriptionStatus: string | null;
  campaign: unknown;
  cancelationInfo: { reasonId: string | null; canceledBy: string | null } | null;
  originalTaskQueueName: string;
  disposition: string | null;
  notes: string | null;
  outcomeId: string | null;
  workerSid: string | null;
  agentName: string | null;
};

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export type RecentTaskViewer = { userId: string; roles: readonly string[] };

/** Who the viewer may see: an agent their own tasks; admins and supervisors everyone's (or targetAgent's). */
export function recentTasksScope(
  brandId: string,
  viewer: RecentTaskViewer,
  targetAgent?: string | null,
): SQL | undefined {
  const mine = eq(tasks.assignedUserId, viewer.userId);
  if (!isPrivileged(viewer.roles)) return and(eq(tasks.brandId, brandId), mine);
  if (!targetAgent) return eq(tasks.brandId, brandId);
  const byAgent = or(eq(workers.workerSid, targetAgent), eq(workers.email, targetAgent.toLowerCase()));
  return and(
    eq(tasks.brandId, brandId),
    inArray(
      tasks.assignedUserId,
      sql`(select ${workers.userId} from ${workers} where ${workers.brandId} = ${brandId} and ${byAgent})`,
    ),
  );
}

/**
 * The latest recording of each of these tasks (spec 001 §3 Recent task `recordingSid`, `recordingUrl`):
 * the call-recordings module's latestTaskRecordings, which sits above routing, handed in by the
 * composition root (graphql-schema.ts).
 */
export type TaskRecordingsLookup = (
  db: DbExecutor,
  options: { brandId: string; taskSids: readonly string[] },
) => Promise<Map<string, { recordingSid: string; recordingUrl: string }>>;

/** Finished tasks (completed or canceled), newest first, with the filters of spec 001 §3. */
export async function listRecentTasks(
  db: DbExecutor,
  options: {
    brandId: string;
    viewer: RecentTaskViewer;
    filters?: RecentTaskFilters | null;
    recordings: TaskRecordingsLookup;
  },
): Promise<{ items: RecentTaskView[]; page: number; size: number }> {
  const filters = recentTaskFiltersInput.parse(options.filters ?? {});
  const where = and(
    recentTasksScope(options.brandId, options.viewer, filters.targetAgent),
    inArray(tasks.status, ['completed', 'canceled']),
    isNotNull(tasks.endedAt),
    filters.taskType ? sql`${tasks.attributes}->>'taskType' = ${filters.taskType}` : undefined,
    filters.campaignId
      ? sql`coalesce(${tasks.attributes}->'campaignInfo'->>'id', ${tasks.attributes}->>'campaignId') = ${filters.campaignId}`
      : undefined,
    filters.dispositions?.length ? inArray(tasks.disposition, filters.dispositions) : undefined,
  );
  const rows = await db
    .select({ task: tasks, agentName: workers.name })
    .from(tasks)
    .leftJoin(workers, and(eq(workers.brandId, tasks.brandId), eq(workers.userId, tasks.assignedUserId)))
    .where(where)
    .orderBy(desc(tasks.endedAt), desc(tasks.seq))
    .limit(filters.size)
    .offset(filters.page * filters.size);
  const recordings = await options.recordings(db, {
    brandId: options.brandId,
    taskSids: rows.map(({ task }) => task.sid),
  });
  const items = rows.map(({ task, agentName }): RecentTaskView => {
    // Task attributes are a JSON object (createTaskInput checks it).
    const attributes = task.attributes as Record<string, unknown>;
    return {
      sid: task.sid,
      originalTaskSid: str(attributes.originalTaskSid) ?? str(attributes.original_task_sid),
      // A task without a taskType (an inbound SMS) is named by its title, as the desk names it.
      type: str(attributes.taskType) ?? str(attributes.title) ?? task.channel,
      channel: task.channel,
      status: task.status,
      contactPhone: str(attributes.contactPhone),
      contactName: str(attributes.name),
      contactExternalId: str(attributes.externalId),
      details: str(attributes.title),
      timestamps: {
        createdAt: task.createdAt,
        acceptedAt: task.acceptedAt,
        wrappedAt: task.wrappedAt,
        endedAt: task.endedAt,
      },
      profileId: str(attributes.profileId),
      recordingUrl: recordings.get(task.sid)?.recordingUrl ?? null,
      recordingSid: recordings.get(task.sid)?.recordingSid ?? null,
      transcriptionStatus: null,
      campaign: attributes.campaignInfo ?? null,
      cancelationInfo:
        task.status === 'canceled'
          ? { reasonId: task.cancellationReasonId, canceledBy: task.canceledBy }
          : null,
      originalTaskQueueName: task.queueName,
      disposition: task.disposition,
      notes: task.notes,
      outcomeId: task.outcomeId,
      workerSid: task.assignedWorkerSid,
      agentName,
    };
  });
  return { items, page: filters.page, size: filters.size };
}
