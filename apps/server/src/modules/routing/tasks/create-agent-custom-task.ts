import { simulatorCustomTaskInput } from '@parley/core/simulator/inputs';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { EventBus } from '../../../platform/realtime/event-bus.ts';
import { createTask } from './create-task.ts';

/** spec 001 §3 task types. */
const CUSTOM_TASK_TYPE = 'Custom Task';

/**
 * POST /conv/tasks/custom-task: a custom task an agent creates for themself — the embedding host's
 * create-task (spec 001 §6, docs/embedding.md). Same input rules as the Contact Simulator's custom
 * task (title 1–200, at most 50 scalar attributes, priority 0–1000); reserved straight to the agent,
 * as a manual outbound task is, so it arrives on their desk at once and is never offered to others.
 */
export async function createAgentCustomTask(
  db: DbExecutor,
  bus: EventBus,
  options: { brandId: string; userId: string; input: unknown },
): Promise<{ success: true; taskSid: string }> {
  const input = simulatorCustomTaskInput.parse(options.input);
  const { taskSid } = await createTask(db, bus, {
    brandId: options.brandId,
    channel: 'custom-tasks',
    reserveForUserId: options.userId,
    attributes: { taskType: CUSTOM_TASK_TYPE, ...input.attributes, title: input.title },
    ...(input.priority === undefined ? {} : { priority: input.priority }),
  });
  return { success: true, taskSid };
}
