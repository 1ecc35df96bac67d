import { ColorSwatch, Group, Stack, Textarea } from '@mantine/core';
import type { NodeFormProps } from './node-form-types.ts';

const NOTE_COLORS = ['#fff3bf', '#d3f9d8', '#d0ebff', '#ffe3e3', '#f3f0ff'];

/** A sticky note's text and colour: notes explain the journey, they are not part of the flow. */
export function StickyNoteForm({ node, onChange, readOnly }: NodeFormProps<'stickyNote'>) {
  return (
    <Stack gap="sm">
      <Textarea
        label="Note"
        aria-label="Note"
        autosize
        minRows={4}
        value={node.data.text}
        readOnly={readOnly}
        onChange={(event) =>
          onChange({ ...node, data: { ...node.data, text: event.currentTarget.value } }, 'text')
        }
      />
      <Group gap={6} role="group" aria-label="Note colour">
        {NOTE_COLORS.map((color) => (
          <ColorSwatch
            key={color}
            component="button"
            type="button"
            color={color}
            size={22}
            aria-label={`Colour ${color}`}
            disabled={readOnly}
            style={{
              cursor: 'pointer',
              outline: node.data.color === color ? '2px solid var(--mantine-color-blue-6)' : undefined,
            }}
            onClick={() => onChange({ ...node, data: { ...node.data, color } }, 'color')}
          />
        ))}
      </Group>
    </Stack>
  );
}
