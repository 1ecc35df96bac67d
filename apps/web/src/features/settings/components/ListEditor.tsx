import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  AGENT_DESKTOP_LIST_TEXTS,
  type AgentDesktopListKind,
} from '@parley/core/agent-desktop-settings/lists';
import { SETTINGS_TEXTS } from '@parley/core/settings/texts';
import { IconListDetails, IconPencil } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { ListItem } from '../api/agent-desktop-lists-api.ts';
import { useAgentDesktopList } from '../hooks/useAgentDesktopList.ts';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.tsx';
import { EmptyListState } from './EmptyListState.tsx';
import { InlineNameForm } from './InlineNameForm.tsx';
import { QueryBoundary } from './QueryBoundary.tsx';
import { moved, ReorderButtons } from './ReorderButtons.tsx';

export type ListEditorProps = { kind: AgentDesktopListKind };

/** Dispositions, tags or cancellation reasons, edited in place: add, rename, delete, move up and down. */
export function ListEditor({ kind }: ListEditorProps) {
  const texts = AGENT_DESKTOP_LIST_TEXTS[kind];
  const list = useAgentDesktopList(kind);
  const [editing, setEditing] = useState<string | null>(null);
  const addInput = useRef<HTMLInputElement>(null);

  return (
    <Paper withBorder radius="md" p="lg">
      <QueryBoundary query={list.query} loadingLabel={`Loading ${texts.title.toLowerCase()}`}>
        {(items) => (
          <Stack gap="md">
            {items.length === 0 ? (
              <EmptyListState
                text={texts.empty}
                icon={<IconListDetails size={28} stroke={1.5} aria-hidden />}
                create={{
                  label: `Add ${texts.singular.toLowerCase()}`,
                  onClick: () => addInput.current?.focus(),
                }}
              />
            ) : (
              <Stack
                gap={0}
                component="ol"
                m={0}
                p={0}
                aria-label={texts.title}
                style={{ listStyle: 'none' }}
              >
                {items.map((item, index) => (
                  <ListEditorRow
                    key={item.id}
                    item={item}
                    index={index}
                    count={items.length}
                    singular={texts.singular}
                    editing={editing === item.id}
                    reordering={list.reorder.isPending}
                    onEdit={() => setEditing(item.id)}
                    onCancel={() => setEditing(null)}
                    onRename={async (name) => {
                      await list.rename.mutateAsync({ id: item.id, name });
                      setEditing(null);
                    }}
                    onDelete={() => list.remove.mutate(item.id)}
                    onMove={(from, to) => list.reorder.mutate(moved(items, from, to))}
                  />
                ))}
              </Stack>
            )}
            <InlineNameForm
              label={texts.singular}
              placeholder={`New ${texts.singular.toLowerCase()}`}
              submitLabel={SETTINGS_TEXTS.add}
              inputRef={addInput}
              onSubmit={(name) => list.create.mutateAsync(name)}
            />
          </Stack>
        )}
      </QueryBoundary>
    </Paper>
  );
}

type ListEditorRowProps = {
  item: ListItem;
  index: number;
  count: number;
  singular: string;
  editing: boolean;
  reordering: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onRename: (name: string) => Promise<void>;
  onDelete: () => void;
  onMove: (from: number, to: number) => void;
};

function ListEditorRow(props: ListEditorRowProps) {
  const { item, index, count, singular, editing, reordering, onEdit, onCancel, onRename, onDelete, onMove } =
    props;
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="nowrap" flex={1} miw={0}>
        <Badge variant="light" color="gray" w={36} aria-hidden>
          {index + 1}
        </Badge>
        {editing ? (
          <div style={{ flex: 1 }}>
            <InlineNameForm
              label={singular}
              initialName={item.name}
              autoFocus
              onSubmit={onRename}
              onCancel={onCancel}
            />
          </div>
        ) : (
          <Text truncate>{item.name}</Text>
        )}
      </Group>
      {!editing && (
        <Group gap={4} wrap="nowrap">
          <ReorderButtons
            name={item.name}
            index={index}
            count={count}
            disabled={reordering}
            onMove={onMove}
          />
          <Tooltip label={SETTINGS_TEXTS.edit} openDelay={400}>
            <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${item.name}`} onClick={onEdit}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <ConfirmDeleteButton
            iconLabel={`Delete ${item.name}`}
            title={`Delete "${item.name}"?`}
            body={`Tasks that already have this ${singular.toLowerCase()} keep it.`}
            onConfirm={onDelete}
          />
        </Group>
      )}
    </Group>
  );
}
