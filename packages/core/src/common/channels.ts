// spec 000 §4: task channels; call channels are voice, conferences, default, priority.
export const TASK_CHANNELS = [
  'sms',
  'voice',
  'conferences',
  'priority',
  'default',
  'email',
  'custom-tasks',
  'voicemail',
] as const;
export type TaskChannel = (typeof TASK_CHANNELS)[number];

export const CALL_CHANNELS: readonly TaskChannel[] = ['voice', 'conferences', 'default', 'priority'];

/** Agent.channelCapacity keys (spec 000 §3). */
export const CAPACITY_CHANNELS = ['call', 'customTask', 'email', 'sms', 'voicemail'] as const;
export type CapacityChannel = (typeof CAPACITY_CHANNELS)[number];
export type ChannelCapacity = Record<CapacityChannel, number>;

export const DEFAULT_CHANNEL_CAPACITY: ChannelCapacity = {
  call: 1,
  customTask: 1,
  email: 1,
  sms: 1,
  voicemail: 1,
};

export function capacityChannelOf(channel: TaskChannel): CapacityChannel {
  if (CALL_CHANNELS.includes(channel)) return 'call';
  if (channel === 'custom-tasks') return 'customTask';
  if (channel === 'sms' || channel === 'email' || channel === 'voicemail') return channel;
  return 'call';
}

export function isCallChannel(channel: string): boolean {
  return (CALL_CHANNELS as readonly string[]).includes(channel);
}

// spec 000 §4 / spec 001 §3/§4
export const TASK_STATUSES = ['pending', 'accepted', 'wrapping', 'completed', 'canceled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const RESERVATION_STATUSES = [
  'pending',
  'accepted',
  'wrapping',
  'completed',
  'rejected',
  'timeout',
  'rescinded',
  'canceled',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const LIVE_RESERVATION_STATUSES: readonly ReservationStatus[] = ['pending', 'accepted', 'wrapping'];

/** A task channel in words (the desk, the Tasks page). */
const CHANNEL_LABELS: Record<string, string> = {
  sms: 'SMS',
  voice: 'Call',
  conferences: 'Call',
  priority: 'Call',
  default: 'Call',
  email: 'Email',
  'custom-tasks': 'Custom task',
  voicemail: 'Voicemail',
};

export function channelLabel(channel: string): string {
  return CHANNEL_LABELS[channel] ?? channel;
}
