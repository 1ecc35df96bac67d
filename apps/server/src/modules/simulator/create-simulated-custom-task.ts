import { simulatorCustomTaskInput } from '@parley/core/simulator/inputs';
import type { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { publishTaskCreated } from '../events/publish-task-events.ts';
import { createTask } from '../routing/tasks/create-task.ts';

/** spec 001 §3 task types: Progressive Dial, Agent SMS Task, Custom Task. */
export const CUSTOM_TASK_TYPE = 'Custom Task';

/**
 * A custom task (channel custom-tasks) with the given title, priority and attributes, routed like any
 * other. The title given wins over an attribute named title; taskType defaults to 'Custom Task'.
 * A task whose attributes name a contact publishes that contact's task.created (docs/events.md).
 */
export async function createSimulatedCustomTask(
  deps: { db: AppDb; bus: EventBus },
  options: { brandId: string; input: z.input<typeof simulatorCustomTaskInput> },
): Promise<{ taskSid: string }> {
  const input = simulatorCustomTaskInput.parse(options.input);
  const attributes = { taskType: CUSTOM_TASK_TYPE, ...input.attributes, title: input.title };
  const now = new Date();
  const { taskSid } = await createTask(deps.db, deps.bus, {
    brandId: options.brandId,
    channel: 'custom-tasks',
    attributes,
    ...(input.priority === undefined ? {} : { priority: input.priority }),
    now,
  });
  // createTask commits on its own (batched): the task.created of the contact its attributes name
  // (profileId, else contactPhone; none, no event) follows in a transaction of its own.
  if ('profileId' in attributes || 'contactPhone' in attributes)
    await deps.db.transaction((tx) =>
      publishTaskCreated(tx, {
        brandId: options.brandId,
        task: { sid: taskSid, channel: 'custom-tasks', attributes },
        userId: null,
        now,
      }),
    );
  return { taskSid };
}
