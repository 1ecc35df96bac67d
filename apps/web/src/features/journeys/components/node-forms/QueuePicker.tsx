// The queue a task step routes to (issue 13): one of the brand's queues, or empty for the routing rules.
import { useMemo } from 'react';
import { useJourneyQueueOptions } from '../../hooks/useJourneyPickerOptions.ts';
import type { ReferencePickerProps } from './node-form-types.ts';
import { queueOptions } from './picker-options.ts';
import { PICKER_TEXTS } from './picker-texts.ts';
import { ReferenceSelect } from './ReferenceSelect.tsx';

export type QueuePickerProps = ReferencePickerProps;

/** One of the brand's queues by friendly name; the stored value is the queue sid. */
export function QueuePicker(props: QueuePickerProps) {
  const queues = useJourneyQueueOptions();
  const options = useMemo(() => (queues.data ? queueOptions(queues.data) : undefined), [queues.data]);
  return (
    <ReferenceSelect
      {...props}
      options={options}
      loading={queues.isPending}
      loadError={queues.isError ? PICKER_TEXTS.queue.loadFailed : null}
      placeholder={PICKER_TEXTS.queue.placeholder}
      unknownLabel={PICKER_TEXTS.queue.unknown}
    />
  );
}
