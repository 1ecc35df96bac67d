import { Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import type { ComplianceHoliday } from '../api/compliance-api.ts';
import { CALL_RESTRICTIONS_TEXTS, formatDateRange } from '../api/compliance-texts.ts';
import { CallRestrictionsHolidayForm } from '../components/CallRestrictionsHolidayForm.tsx';
import {
  type CrudTableColumn,
  CrudTablePage,
  type CrudTablePageTexts,
} from '../components/CrudTablePage.tsx';
import { useCanEditCompliance } from '../hooks/useComplianceForm.ts';
import { useComplianceHolidays } from '../hooks/useComplianceSettings.ts';

const T = CALL_RESTRICTIONS_TEXTS.holidays;
const TEXTS: CrudTablePageTexts = T;
const READ_ONLY_TEXTS: CrudTablePageTexts = {
  ...T,
  description: `${T.description} ${CALL_RESTRICTIONS_TEXTS.readOnly}`,
  emptyHint: CALL_RESTRICTIONS_TEXTS.readOnly,
};

const COLUMNS: CrudTableColumn<ComplianceHoliday>[] = [
  {
    header: T.name,
    cell: (holiday) => (
      <Text size="sm" fw={500}>
        {holiday.name}
      </Text>
    ),
  },
  { header: T.dates, cell: (holiday) => <Text size="sm">{formatDateRange(holiday)}</Text> },
];

/** /settings/call-restrictions/holidays (spec 002 §2, issue 14): days on which nobody is contacted. */
export function CallRestrictionsHolidaysPage() {
  const canEdit = useCanEditCompliance();
  return (
    <CrudTablePage
      list={useComplianceHolidays()}
      texts={canEdit ? TEXTS : READ_ONLY_TEXTS}
      icon={<IconCalendarOff size={28} stroke={1.5} aria-hidden />}
      columns={COLUMNS}
      minWidth={480}
      nameOf={(holiday) => holiday.name}
      renderForm={({ record, ...form }) => <CallRestrictionsHolidayForm holiday={record} {...form} />}
      canEdit={canEdit}
    />
  );
}
