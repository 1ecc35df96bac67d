// The brand number a call or text step goes from (issue 13): one of the brand's numbers for the step's
// channel (voice for calls and callbacks, sms for texts), or empty for the brand's default number.
import type { CommunicationChannel } from '@parley/core/phone-numbers/brand-phone-numbers';
import { useMemo } from 'react';
import { useJourneyNumberOptions } from '../../hooks/useJourneyPickerOptions.ts';
import type { ReferencePickerProps } from './node-form-types.ts';
import { numberOptions } from './picker-options.ts';
import { PICKER_TEXTS } from './picker-texts.ts';
import { ReferenceSelect } from './ReferenceSelect.tsx';

export type FromNumberPickerProps = ReferencePickerProps & { channel: CommunicationChannel };

/** One of the brand's numbers carrying the channel (getCommunicationSources); the value is the E.164 number. */
export function FromNumberPicker({ channel, ...props }: FromNumberPickerProps) {
  const numbers = useJourneyNumberOptions(channel);
  const options = useMemo(() => (numbers.data ? numberOptions(numbers.data) : undefined), [numbers.data]);
  return (
    <ReferenceSelect
      {...props}
      options={options}
      loading={numbers.isPending}
      loadError={numbers.isError ? PICKER_TEXTS.fromNumber.loadFailed : null}
      placeholder={PICKER_TEXTS.fromNumber.placeholder}
      unknownLabel={PICKER_TEXTS.fromNumber.unknown}
      emptyNote={PICKER_TEXTS.fromNumber.noNumbers[channel]}
    />
  );
}
