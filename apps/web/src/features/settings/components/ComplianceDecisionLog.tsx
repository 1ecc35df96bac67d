import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { toE164 } from '@parley/core/common/phone-number';
import { SKIP_REASON_LABELS } from '@parley/core/compliance/compliance-texts';
import { IconDownload, IconSearch, IconZoomQuestion } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { type DecisionSearch, decisionExportUrl, type OutboundDecision } from '../api/compliance-api.ts';
import {
  COMPLIANCE_PAGE_TEXTS,
  decisionChannelLabel,
  decisionSourceLabel,
  formatInstant,
} from '../api/compliance-texts.ts';
import { useOutboundDecisions } from '../hooks/useComplianceLists.ts';
import { EmptyListState } from './EmptyListState.tsx';
import { QueryBoundary } from './QueryBoundary.tsx';

const TEXTS = COMPLIANCE_PAGE_TEXTS.decisions;

/** What was typed as a search: a phone number when it reads as one, else a contact's profile id. */
function searchOf(text: string, skippedOnly: boolean): DecisionSearch | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const isNumber = /^[+\d\s().-]+$/.test(trimmed) && toE164(trimmed) !== null;
  return isNumber
    ? { phoneNumber: trimmed, profileId: null, skippedOnly }
    : { phoneNumber: null, profileId: trimmed, skippedOnly };
}

/** SKIP_REASON_LABELS' label, or the server's word for a reason this build does not know yet. */
const reasonLabel = (reason: string | null) =>
  Object.entries(SKIP_REASON_LABELS).find(([key]) => key === reason)?.[1] ?? reason ?? '';

/** "Why was this contact not called?": the decision log of one number or contact, newest first. */
export function ComplianceDecisionLog() {
  const [text, setText] = useState('');
  const [skippedOnly, setSkippedOnly] = useState(false);
  const [searched, setSearched] = useState('');
  const search = searchOf(searched, skippedOnly);
  const query = useOutboundDecisions(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched(text);
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            {TEXTS.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {TEXTS.description}
          </Text>
        </div>
        <form onSubmit={submit} aria-label={TEXTS.title}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={TEXTS.search}
              placeholder={TEXTS.searchPlaceholder}
              leftSection={<IconSearch size={16} aria-hidden />}
              w={320}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Button type="submit" variant="default">
              {TEXTS.find}
            </Button>
            <Checkbox
              label={TEXTS.skippedOnly}
              mb={8}
              checked={skippedOnly}
              onChange={(event) => setSkippedOnly(event.currentTarget.checked)}
            />
            {search && (
              <Anchor href={decisionExportUrl(search)} download size="sm" mb={6} ml="auto">
                <Group gap={4}>
                  <IconDownload size={14} aria-hidden />
                  {TEXTS.exportCsv}
                </Group>
              </Anchor>
            )}
          </Group>
        </form>
        {search && (
          <QueryBoundary query={query} loadingLabel={TEXTS.loading}>
            {(data) => {
              const entries = data.pages.flatMap((page) => page.entries);
              if (entries.length === 0)
                return (
                  <EmptyListState
                    text={TEXTS.empty}
                    icon={<IconZoomQuestion size={28} stroke={1.5} aria-hidden />}
                  />
                );
              return (
                <Stack gap="sm">
                  <DecisionTable entries={entries} />
                  {query.hasNextPage && (
                    <Group justify="flex-end">
                      <Button
                        variant="default"
                        size="xs"
                        loading={query.isFetchingNextPage}
                        onClick={() => void query.fetchNextPage()}
                      >
                        {TEXTS.loadMore}
                      </Button>
                    </Group>
                  )}
                </Stack>
              );
            }}
          </QueryBoundary>
        )}
      </Stack>
    </Paper>
  );
}

function DecisionTable({ entries }: { entries: OutboundDecision[] }) {
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="xs" aria-label={TEXTS.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{TEXTS.time}</Table.Th>
            <Table.Th>{TEXTS.channel}</Table.Th>
            <Table.Th>{TEXTS.decision}</Table.Th>
            <Table.Th>{TEXTS.reason}</Table.Th>
            <Table.Th>{TEXTS.detail}</Table.Th>
            <Table.Th>{TEXTS.source}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatInstant(entry.decidedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{decisionChannelLabel(entry.channel)}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" size="sm" color={entry.allowed ? 'green' : 'red'}>
                  {entry.allowed ? TEXTS.placed : TEXTS.skipped}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.allowed ? '—' : reasonLabel(entry.reason)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.detail}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{decisionSourceLabel(entry.source)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
