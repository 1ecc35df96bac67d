import { Select } from '@mantine/core';
import { useSegments } from '../../../segments/hooks/useSegmentQueries.ts';
import { TRIGGER_FORM_TEXTS } from '../../builder-texts.ts';
import { useAudienceContactLists } from '../../hooks/useAudienceContactLists.ts';

export type AudiencePickerProps = {
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
  readOnly: boolean;
};

/** A picker of one of the brand's segments (only static ones for the added-to-segment trigger). */
export function SegmentPicker({ staticOnly, ...props }: AudiencePickerProps & { staticOnly: boolean }) {
  const segments = useSegments();
  const options = (segments.data ?? [])
    .filter((segment) => !staticOnly || segment.type === 'static')
    .map((segment) => ({ value: segment.id, label: segment.name }));
  return (
    <PickerSelect
      {...props}
      options={options}
      loading={segments.isPending}
      placeholder={TRIGGER_FORM_TEXTS.chooseSegment}
    />
  );
}

/** A picker of one of the brand's contact lists (a scheduled trigger's audience). */
export function ContactListPicker(props: AudiencePickerProps) {
  const lists = useAudienceContactLists(true);
  const options = (lists.data ?? []).map((list) => ({ value: list.id, label: list.name }));
  return (
    <PickerSelect
      {...props}
      options={options}
      loading={lists.isPending}
      placeholder={TRIGGER_FORM_TEXTS.chooseContactList}
    />
  );
}

function PickerSelect({
  label,
  value,
  onChange,
  error,
  readOnly,
  options,
  loading,
  placeholder,
}: AudiencePickerProps & {
  options: { value: string; label: string }[];
  loading: boolean;
  placeholder: string;
}) {
  // A stored id the list does not name (deleted, or still loading) still shows as itself.
  const data =
    value && !loading && !options.some((option) => option.value === value)
      ? [{ value, label: value }, ...options]
      : options;
  return (
    <Select
      label={label}
      aria-label={label}
      data={data}
      value={value}
      searchable
      clearable={!readOnly}
      readOnly={readOnly}
      error={error}
      onChange={onChange}
      placeholder={loading ? TRIGGER_FORM_TEXTS.loading : placeholder}
      nothingFoundMessage={loading ? TRIGGER_FORM_TEXTS.loading : TRIGGER_FORM_TEXTS.nothingFound}
    />
  );
}
