// The agent an assignTargetAgent step makes the contact's target agent (issue 13): one of the brand's
// agents by name and email. The step needs one (empty is a problem that blocks going live).
import { useMemo } from 'react';
import { useJourneyAgentOptions } from '../../hooks/useJourneyPickerOptions.ts';
import type { ReferencePickerProps } from './node-form-types.ts';
import { agentOptions } from './picker-options.ts';
import { PICKER_TEXTS } from './picker-texts.ts';
import { ReferenceSelect } from './ReferenceSelect.tsx';

export type AgentPickerProps = ReferencePickerProps;

/** One of the brand's active agents; the value is the user id (the step also reads a worker sid or email). */
export function AgentPicker(props: AgentPickerProps) {
  const agents = useJourneyAgentOptions();
  const options = useMemo(
    () => (agents.data ? agentOptions(agents.data, props.value) : undefined),
    [agents.data, props.value],
  );
  return (
    <ReferenceSelect
      {...props}
      options={options}
      loading={agents.isPending}
      loadError={agents.isError ? PICKER_TEXTS.agent.loadFailed : null}
      placeholder={PICKER_TEXTS.agent.placeholder}
      unknownLabel={PICKER_TEXTS.agent.unknown}
    />
  );
}
