import type { CapacityChannel } from '../common/channels.ts';

// Manager actions on open tasks (issue 17 item 4; spec 000 §3 Brand.reassignReasons, spec 001
// "manager actions"): admins and supervisors cancel a task that waits or is offered, or assign it to
// an agent of their choice. docs/routing.md "Manager actions". The texts are shared by the server's
// refusals and the Tasks page.

/** Longest free-text reason a manager may give when the brand lists no reassign reasons. */
export const MAX_ASSIGN_REASON_LENGTH = 200;

/** How a refusal names a capacity channel (spec 000 §3 Agent.channelCapacity). */
export const CAPACITY_CHANNEL_NAMES: Record<CapacityChannel, string> = {
  call: 'call',
  customTask: 'custom task',
  email: 'email',
  sms: 'SMS',
  voicemail: 'voicemail',
};

export const TASK_MANAGER_TEXTS = {
  cancel: 'Cancel',
  assign: 'Assign',
  reassign: 'Reassign',
  actionsLabel: (title: string) => `Actions for ${title}`,
  cancelTitle: 'Cancel this task?',
  cancelBody:
    'The task ends as canceled. If it is offered to an agent, the offer is withdrawn and leaves their desk.',
  cancelReasonLabel: 'Cancellation reason',
  cancelReasonPlaceholder: 'Choose a reason',
  noCancellationReasons: 'Add cancellation reasons in Settings → Agent Desktop first.',
  confirmCancel: 'Cancel task',
  keepTask: 'Keep task',
  assignTitle: 'Assign this task',
  assignBody:
    'The task is offered to the agent you choose, whatever the queue would pick. An offer to another agent is withdrawn.',
  agentLabel: 'Agent',
  agentPlaceholder: 'Choose an agent',
  reassignReasonLabel: 'Reason',
  reassignReasonPlaceholder: 'Choose a reason',
  freeReasonPlaceholder: 'Why (optional)',
  confirmAssign: 'Assign task',
  back: 'Back',
  canceled: 'Task canceled.',
  assigned: (agentName: string) => `Task offered to ${agentName}.`,
  cancelFailed: 'The task could not be canceled.',
  assignFailed: 'The task could not be assigned.',
  agentsLoadError: 'The agents could not be loaded.',
  agentOption: (name: string, status: string) => `${name} (${status})`,
  // Refusals (the server's messages, shown as they are).
  notManageable: (status: string) => `Only a waiting or offered task can be changed; this one is ${status}.`,
  agentNotAvailable: (name: string, status: string) =>
    `${name} is not available (status ${status}): only an available agent can be assigned a task.`,
  agentAtCapacity: (name: string, channel: string, capacity: number) =>
    capacity === 0
      ? `${name} takes no ${channel} tasks (capacity 0).`
      : `${name} has no free ${channel} capacity (${capacity} of ${capacity} in use).`,
  alreadyOffered: (name: string) => `The task is already offered to ${name}.`,
  reasonRequired: 'Choose one of the reassign reasons.',
  unknownReason: 'This is not one of the brand’s reassign reasons.',
  myTasksTitle: 'My open tasks',
  noOwnOpenTasks: 'You have no open tasks. Offers and tasks you hold show up here live.',
} as const;
