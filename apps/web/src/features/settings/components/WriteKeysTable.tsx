import { Badge, Code, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { maskedWriteKey, WRITE_KEY_TEXTS } from '@parley/core/events/write-keys';
import { IconBan } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { WriteKey } from '../api/write-keys-api.ts';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.tsx';

export type WriteKeysTableProps = {
  writeKeys: readonly WriteKey[];
  /** The key being revoked, if any. */
  revokingId: string | null;
  onRevoke: (id: string) => void;
};

const texts = WRITE_KEY_TEXTS;

function when(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY h:mm A');
}

/** One page of API keys: never a key itself, only its last four characters. */
export function WriteKeysTable({ writeKeys, revokingId, onRevoke }: WriteKeysTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={texts.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.name}</Table.Th>
            <Table.Th>{texts.key}</Table.Th>
            <Table.Th>{texts.status}</Table.Th>
            <Table.Th>{texts.created}</Table.Th>
            <Table.Th>{texts.lastUsed}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{texts.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {writeKeys.map((writeKey) => {
            const revoked = writeKey.status === 'revoked';
            return (
              <Table.Tr key={writeKey.id}>
                <Table.Td>
                  <Text size="sm" fw={500} c={revoked ? 'dimmed' : undefined}>
                    {writeKey.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Code>{maskedWriteKey(writeKey.lastFour)}</Code>
                </Table.Td>
                <Table.Td>
                  {revoked ? (
                    <Badge variant="outline" color="gray" title={when(writeKey.revokedAt ?? '')}>
                      {texts.revoked}
                    </Badge>
                  ) : (
                    <Badge variant="light" color="teal">
                      {texts.active}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {when(writeKey.createdAt)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {writeKey.createdBy ? texts.createdBy(writeKey.createdBy.name) : texts.commandLine}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    c={writeKey.lastUsedAt ? undefined : 'dimmed'}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {writeKey.lastUsedAt ? when(writeKey.lastUsedAt) : texts.never}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {!revoked && (
                    <ConfirmDeleteButton
                      title={texts.revokeTitle}
                      body={texts.revokeBody}
                      label={texts.revoke}
                      iconLabel={texts.revokeLabel(writeKey.name)}
                      icon={IconBan}
                      loading={revokingId === writeKey.id}
                      onConfirm={() => onRevoke(writeKey.id)}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
