// One line under a node's title on the canvas: what the node does, in the builder's words.
import type { Duration } from '@parley/core/journeys/common-schemas';
import type { JourneyNode } from '@parley/core/journeys/graph';
import { TRIGGER_TYPE_LABELS } from '@parley/core/journeys/trigger-data';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function durationText(duration: Duration): string | null {
  if (duration.amount === null) return null;
  const unit = duration.amount === 1 ? duration.unit.replace(/s$/, '') : duration.unit;
  return `${duration.amount} ${unit}`;
}

function excerpt(text: string, length = 48): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return trimmed.length > length ? `${trimmed.slice(0, length - 1)}…` : trimmed;
}

/** A short description of the node's settings, or null when nothing is filled in yet. */
export function nodeSummary(node: JourneyNode): string | null {
  switch (node.type) {
    case 'trigger': {
      const { data } = node;
      if (data.triggerType === null) return null;
      const label = TRIGGER_TYPE_LABELS[data.triggerType];
      if (data.triggerType === 'custom' || data.triggerType === 'parleyVoiceEvent')
        return data.eventName ? `${label}: ${data.eventName}` : label;
      return label;
    }
    case 'delay': {
      const { data } = node;
      if (data.mode === 'duration') {
        const text = durationText(data.duration);
        return text ? `Wait ${text}` : null;
      }
      if (data.mode === 'timeOfDay') {
        if (data.time === null) return null;
        const days =
          data.weekdays.length > 0 ? ` on ${data.weekdays.map((day) => WEEKDAYS[day]).join(', ')}` : '';
        return `Wait until ${data.time}${days}`;
      }
      return data.eventName ? `Wait for ${data.eventName}` : null;
    }
    case 'conditional': {
      const count = node.data.conditions.groups.reduce((sum, group) => sum + group.conditions.length, 0);
      return count === 0 ? null : count === 1 ? '1 condition' : `${count} conditions`;
    }
    case 'ABTest':
      return node.data.branches.map((branch) => `${branch.name || branch.id} ${branch.weight}%`).join(' · ');
    case 'sms':
      return excerpt(node.data.body);
    case 'sendEmail':
      return excerpt(node.data.subject);
    case 'webhook':
      return node.data.url.trim() === '' ? null : `${node.data.method} ${excerpt(node.data.url, 40)}`;
    case 'call':
    case 'agentSms':
    case 'customTask':
    case 'reminder':
    case 'scheduledCallback':
    case 'emailTask':
      return excerpt(node.data.title);
    case 'updateContact': {
      const count = node.data.updates.length;
      return count === 0
        ? null
        : count === 1
          ? `Updates ${node.data.updates[0]?.propertyName}`
          : `${count} updates`;
    }
    case 'stickyNote':
      return excerpt(node.data.text, 120);
    default:
      return null;
  }
}
