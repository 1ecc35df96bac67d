// The reason a cancelTask step cancels the task with (issue 13): one of the brand's cancellation
// reasons (Agent Desktop settings), or empty for none.
import { useMemo } from 'react';
import { useJourneyCancellationReasonOptions } from '../../hooks/useJourneyPickerOptions.ts';
import type { ReferencePickerProps } from './node-form-types.ts';
import { cancellationReasonOptions } from './picker-options.ts';
import { PICKER_TEXTS } from './picker-texts.ts';
import { ReferenceSelect } from './ReferenceSelect.tsx';

export type CancellationReasonPickerProps = ReferencePickerProps;

/** One of the brand's cancellation reasons by name; the value is the reason's id. */
export function CancellationReasonPicker(props: CancellationReasonPickerProps) {
  const reasons = useJourneyCancellationReasonOptions();
  const options = useMemo(
    () => (reasons.data ? cancellationReasonOptions(reasons.data) : undefined),
    [reasons.data],
  );
  return (
    <ReferenceSelect
      {...props}
      options={options}
      loading={reasons.isPending}
      loadError={reasons.isError ? PICKER_TEXTS.cancellationReason.loadFailed : null}
      placeholder={PICKER_TEXTS.cancellationReason.placeholder}
      unknownLabel={PICKER_TEXTS.cancellationReason.unknown}
    />
  );
}
