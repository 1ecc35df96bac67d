import type { DbExecutor } from '../../platform/db/database.ts';

/** What the modules above routing are told about a task: its sid, channel and attributes. */
export type TaskFacts = { sid: string; channel: string; attributes: Record<string, unknown> };

/**
 * What routing tells the modules above it, which may not be imported from here (docs/architecture.md
 * "Module boundaries"): the events module publishes `task.created` and `task.completed` for the
 * task's contact (docs/events.md "Events the platform publishes"). Both are called in the transaction
 * that creates or completes the task, so the event commits (or rolls back) with it. The composition
 * root connects them (connect-modules.ts); until then they concern nobody (tools that route tasks
 * without the app).
 */
export type RoutingPorts = {
  /** A task routing creates on its own (an agent's custom task, a manual outbound call task). */
  taskCreated(
    tx: DbExecutor,
    options: { brandId: string; task: TaskFacts; userId: string | null; now: Date },
  ): Promise<void>;
  /** A task completed (its disposition submitted at wrap-up, or completed without one). */
  taskCompleted(
    tx: DbExecutor,
    options: {
      brandId: string;
      task: TaskFacts & { disposition: string | null };
      userId: string | null;
      now: Date;
    },
  ): Promise<void>;
};

let connected: RoutingPorts | null = null;

/** Called by the composition root only (connect-modules.ts). */
export function connectRoutingPorts(ports: RoutingPorts): void {
  connected = ports;
}

/** Whether anything listens: a completion opens a transaction for its event only then. */
export function routingPortsConnected(): boolean {
  return connected !== null;
}

export async function notifyTaskCreated(
  tx: DbExecutor,
  options: Parameters<RoutingPorts['taskCreated']>[1],
): Promise<void> {
  if (connected) await connected.taskCreated(tx, options);
}

export async function notifyTaskCompleted(
  tx: DbExecutor,
  options: Parameters<RoutingPorts['taskCompleted']>[1],
): Promise<void> {
  if (connected) await connected.taskCompleted(tx, options);
}
