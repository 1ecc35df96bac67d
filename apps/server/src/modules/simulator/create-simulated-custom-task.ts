import { simulatorCustomTaskInput } from '@parley/core/simulator/inputs';
import type { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { createTask } from '../routing/tasks/create-task.ts';

/** spec 001 §3 task types: Progressive Dial, Agent SMS Task, Custom Task. */
export const CUSTOM_TASK_TYPE = 'Custom Task';

/**
 * A custom task (channel custom-tasks) with the given title, priority and attributes, routed like any
 * other. The title given wins over an attribute named title; taskType defaults to 'Custom Task'.
 */
export async function createSimulatedCustomTask(
  deps: { db: AppDb; bus: EventBus },
  options: { brandId: string; input: z.input<typeof simulatorCustomTaskInput> },
): Promise<{ taskSid: string }> {
  const input = simulatorCustomTaskInput.parse(options.input);
  const attributes = { taskType: CUSTOM_TASK_TYPE, ...input.attributes, title: input.title };
  return createTask(deps.db, deps.bus, {
    brandId: options.brandId,
    channel: 'custom-tasks',
    attributes,
    ...(input.priority === undefined ? {} : { priority: input.priority }),
  });
}
