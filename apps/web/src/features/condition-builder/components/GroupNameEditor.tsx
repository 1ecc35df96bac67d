import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { EDITABLE_NAME_MAX_LENGTH } from '@parley/core/conditions/limits';
import { IconPencil } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';

export type GroupNameEditorProps = {
  name: string;
  /** The typed name; the caller commits it through core's renameGroup (trim, 50 characters, blank keeps). */
  onRename: (draft: string) => void;
  readOnly: boolean;
};

/**
 * The group's name, edited in place (spec 002 §5 "Names"): at most 50 characters, Enter or leaving
 * the field keeps the edit, Escape cancels it.
 */
export function GroupNameEditor({ name, onRename, readOnly }: GroupNameEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // Escape unmounts the field; a blur arriving on the way out must not commit the cancelled text.
  const cancelled = useRef(false);

  if (draft === null) {
    return (
      <Group gap={4} wrap="nowrap">
        <Text fw={600} size="sm">
          {name}
        </Text>
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={BUILDER_TEXTS.renameGroup(name)}
            onClick={() => {
              cancelled.current = false;
              setDraft(name);
            }}
          >
            <IconPencil size={14} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    );
  }

  const commit = () => {
    if (cancelled.current) return;
    onRename(draft);
    setDraft(null);
  };
  return (
    <TextInput
      aria-label={BUILDER_TEXTS.groupName}
      size="xs"
      value={draft}
      maxLength={EDITABLE_NAME_MAX_LENGTH}
      autoFocus
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          cancelled.current = true;
          setDraft(null);
        }
      }}
    />
  );
}
