// The options of the side panel's reference pickers (issue 13), as pure functions: the brand's queues,
// numbers, agents and cancellation reasons by label, with a stored value the brand no longer has kept
// as an "Unknown …" option so it stays visible (and problems name it) until the user changes it.
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import type {
  JourneyAgentOption,
  JourneyCancellationReasonOption,
  JourneyNumberOption,
  JourneyQueueOption,
} from '../../api/journey-pickers-api.ts';
import { PICKER_TEXTS } from './picker-texts.ts';

export type PickerOption = { value: string; label: string };

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The options by label, each value once (the Select refuses duplicate values). */
export function byLabel(options: readonly PickerOption[]): PickerOption[] {
  const seen = new Set<string>();
  const unique = options.filter((option) => {
    if (seen.has(option.value)) return false;
    seen.add(option.value);
    return true;
  });
  return unique.sort((a, b) => collator.compare(a.label, b.label) || collator.compare(a.value, b.value));
}

/** The options with a stored value that is none of them first, labelled as unknown. */
export function withStoredValue(
  options: readonly PickerOption[],
  value: string | null,
  unknownLabel: (value: string) => string,
): PickerOption[] {
  if (!value || options.some((option) => option.value === value)) return [...options];
  return [{ value, label: unknownLabel(value) }, ...options];
}

export function queueOptions(queues: readonly JourneyQueueOption[]): PickerOption[] {
  return byLabel(queues.map((queue) => ({ value: queue.sid, label: queue.friendlyName || queue.sid })));
}

/** A number by its friendly name and the number (as the campaign editor shows them). */
export function numberOptions(numbers: readonly JourneyNumberOption[]): PickerOption[] {
  return byLabel(
    numbers.map((number) => {
      const shown = formatPhoneForDisplay(number.source);
      return {
        value: number.source,
        label: number.internalDisplayName ? `${number.internalDisplayName} · ${shown}` : shown,
      };
    }),
  );
}

function agentLabel(agent: JourneyAgentOption): string {
  return `${agent.name} (${agent.email})`;
}

/** Whether a stored reference names the agent: the step looks agents up by user id, worker sid or email. */
function namesAgent(agent: JourneyAgentOption, reference: string): boolean {
  return (
    agent.id === reference ||
    agent.workerSid === reference ||
    agent.email.toLowerCase() === reference.toLowerCase()
  );
}

/**
 * The brand's active agents, valued by user id (what the picker stores). The stored agent keeps the
 * stored reference as its value (an older step may name it by worker sid or email) and is offered even
 * when deactivated, marked so.
 */
export function agentOptions(agents: readonly JourneyAgentOption[], stored: string | null): PickerOption[] {
  const options: PickerOption[] = [];
  for (const agent of agents) {
    if (stored && namesAgent(agent, stored)) {
      const label = agentLabel(agent);
      options.push({
        value: stored,
        label: agent.deactivated ? PICKER_TEXTS.agent.deactivated(label) : label,
      });
    } else if (!agent.deactivated) options.push({ value: agent.id, label: agentLabel(agent) });
  }
  return byLabel(options);
}

export function cancellationReasonOptions(
  reasons: readonly JourneyCancellationReasonOption[],
): PickerOption[] {
  return byLabel(reasons.map((reason) => ({ value: reason.id, label: reason.name })));
}
