import type { ConditionTree } from '@parley/core/conditions/model';
import type { JourneyNode } from '@parley/core/journeys/graph';
import type { JourneyDefinition } from '@parley/core/journeys/journey';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { ContactPatch } from '../../contacts/contact-state.ts';
import type { PlatformEvent } from '../../events/record-platform-events.ts';
import type { EngineDeps } from './engine-deps.ts';
import type { StepContact, TriggerEventSnapshot } from './step-contact.ts';

/** A run as the engine reads it, locked for the step. */
export type EngineRun = {
  id: string;
  brandId: string;
  journeyId: string;
  version: number;
  contactId: string;
  state: string;
  nodeId: string | null;
  triggerEvent: TriggerEventSnapshot | null;
  test: boolean;
  delayScale: number;
};

/** What a node's step comes to (docs/journeys.md "Nodes"; core step-outcomes.ts). */
export type NodeOutcome =
  /** The contact goes on by `output` (null: the single output). */
  | { status: 'completed'; output: string | null; detail?: Record<string, unknown> }
  /** Not done (opt-in, no open task…): the contact goes on by the single output, the reason recorded. */
  | { status: 'skipped'; reason: string; detail?: Record<string, unknown> }
  /** The run ends `failed` with the reason. */
  | { status: 'failed'; reason: string; detail?: Record<string, unknown> }
  /** A timer: the contact goes on by the single output at `until`. */
  | { status: 'waiting'; until: Date; detail?: Record<string, unknown> }
  /** A delay until an event: `event` when it comes, `timeout` at `timeoutAt`. */
  | { status: 'waitingForEvent'; eventType: string; eventName: string; timeoutAt: Date };

export type StepContext = {
  tx: DbExecutor;
  deps: EngineDeps;
  run: EngineRun;
  definition: JourneyDefinition;
  node: JourneyNode;
  now: Date;
  /** The contact, read once per step (null: deleted). */
  contact(): Promise<StepContact | null>;
  /** Called after the step's transaction commits (a task's events and dispatch). */
  afterCommit: Array<() => Promise<void>>;
  /**
   * Publishes platform events the step caused (docs/events.md), recorded with the batch's writes in
   * its transaction (run-ledger.ts): they commit or roll back with the step.
   */
  publish(events: PlatformEvent[]): void;
  /**
   * Changes the run's contact (contacts' patchContact): written with the batch's other contacts when
   * the batch read it (batch-reads.ts), else now. False when the contact is gone.
   */
  patchContact(patch: ContactPatch, profileId: string): Promise<boolean>;
  /** Trees evaluated for this run with its batch (batch-reads.ts): the node's, the exit goal. */
  evaluations?: ReadonlyMap<ConditionTree, boolean>;
};

export type NodeHandler = (context: StepContext) => Promise<NodeOutcome>;
