// One line under a node's title on the canvas: what the node does, in the builder's words, naming
// events and contact fields by their labels (issue 17 item 8).
import { eventLabel, fieldLabel } from '@parley/core/contacts/field-labels';
import type { FieldLabeller } from '@parley/core/contacts/labelled-conditions';
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

/**
 * A short description of the node's settings, or null when nothing is filled in yet. `labelOf`
 * names a contact field (the brand's labels where the caller has them).
 */
export function nodeSummary(node: JourneyNode, labelOf: FieldLabeller = fieldLabel): string | null {
  switch (node.type) {
    case 'trigger': {
      const { data } = node;
      if (data.triggerType === null) return null;
      const label = TRIGGER_TYPE_LABELS[data.triggerType];
      if (data.triggerType === 'custom' || data.triggerType === 'parleyVoiceEvent')
        return data.eventName ? `${label}: ${eventLabel(data.eventName)}` : label;
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
      return data.eventName ? `Wait for ${eventLabel(data.eventName)}` : null;
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
      const [first, ...others] = node.data.updates;
      if (!first) return null;
      if (others.length > 0) return `${node.data.updates.length} updates`;
      return first.propertyName.trim() === '' ? null : `Updates ${labelOf(first.propertyName.trim())}`;
    }
    case 'stickyNote':
      return excerpt(node.data.text, 120);
    default:
      return null;
  }
}
