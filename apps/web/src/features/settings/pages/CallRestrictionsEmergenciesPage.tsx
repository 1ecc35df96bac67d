import { Badge, Group, Text } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import type { StateOfEmergency } from '../api/compliance-api.ts';
import { CALL_RESTRICTIONS_TEXTS, formatDateRange } from '../api/compliance-texts.ts';
import { CallRestrictionsEmergencyForm } from '../components/CallRestrictionsEmergencyForm.tsx';
import {
  type CrudTableColumn,
  CrudTablePage,
  type CrudTablePageTexts,
} from '../components/CrudTablePage.tsx';
import { useCanEditCompliance } from '../hooks/useComplianceForm.ts';
import { useComplianceEmergencies } from '../hooks/useComplianceSettings.ts';

const T = CALL_RESTRICTIONS_TEXTS.emergencies;
const TEXTS: CrudTablePageTexts = T;
const READ_ONLY_TEXTS: CrudTablePageTexts = {
  ...T,
  description: `${T.description} ${CALL_RESTRICTIONS_TEXTS.readOnly}`,
  emptyHint: CALL_RESTRICTIONS_TEXTS.readOnly,
};

/** Codes as small badges; a long list shows its first few and how many more. */
function CodeBadges({ codes }: { codes: readonly string[] }) {
  const SHOWN = 8;
  if (codes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={4}>
      {codes.slice(0, SHOWN).map((code) => (
        <Badge key={code} variant="light" size="sm">
          {code}
        </Badge>
      ))}
      {codes.length > SHOWN && (
        <Text size="xs" c="dimmed">
          +{codes.length - SHOWN}
        </Text>
      )}
    </Group>
  );
}

const COLUMNS: CrudTableColumn<StateOfEmergency>[] = [
  {
    header: T.name,
    cell: (emergency) => (
      <Text size="sm" fw={500}>
        {emergency.name}
      </Text>
    ),
  },
  { header: T.states, cell: (emergency) => <CodeBadges codes={emergency.states} /> },
  { header: T.areaCodes, cell: (emergency) => <CodeBadges codes={emergency.areaCodes} /> },
  { header: T.dates, cell: (emergency) => <Text size="sm">{formatDateRange(emergency)}</Text> },
];

/**
 * /settings/call-restrictions/state-of-emergency (spec 002 §2, issue 14): areas no call or text
 * reaches while a declared emergency lasts.
 */
export function CallRestrictionsEmergenciesPage() {
  const canEdit = useCanEditCompliance();
  return (
    <CrudTablePage
      list={useComplianceEmergencies()}
      texts={canEdit ? TEXTS : READ_ONLY_TEXTS}
      icon={<IconAlertOctagon size={28} stroke={1.5} aria-hidden />}
      columns={COLUMNS}
      minWidth={720}
      nameOf={(emergency) => emergency.name}
      renderForm={({ record, ...form }) => <CallRestrictionsEmergencyForm emergency={record} {...form} />}
      canEdit={canEdit}
    />
  );
}
