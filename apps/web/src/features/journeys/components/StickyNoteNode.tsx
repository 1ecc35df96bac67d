import { Paper, Text } from '@mantine/core';
import type { NodeProps } from '@xyflow/react';
import { BUILDER_TEXTS } from '../journeys-texts.ts';
import type { JourneyFlowNode } from '../utils/flow-mapping.ts';

export type StickyNoteNodeProps = NodeProps<JourneyFlowNode>;

/** A sticky note: text on the canvas, not part of the flow (no handles). Edited in the side panel. */
export function StickyNoteNode({ data, selected }: StickyNoteNodeProps) {
  const node = data.journeyNode;
  const text = node.type === 'stickyNote' ? node.data.text : '';
  const color =
    node.type === 'stickyNote' && node.data.color ? node.data.color : 'var(--mantine-color-yellow-1)';
  return (
    <Paper
      p="sm"
      w={200}
      mih={80}
      shadow={selected ? 'md' : 'xs'}
      radius="sm"
      data-testid={`journey-node-${node.id}`}
      data-node-type="stickyNote"
      aria-label="Sticky note"
      style={{
        background: color,
        border: selected
          ? '2px solid var(--mantine-color-blue-6)'
          : '1px solid var(--mantine-color-yellow-4)',
      }}
    >
      <Text size="sm" c={text ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
        {text || BUILDER_TEXTS.stickyPlaceholder}
      </Text>
    </Paper>
  );
}
