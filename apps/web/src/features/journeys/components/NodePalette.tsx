import { Button, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { NODE_TYPE_LABELS, type NodeType, needsIntegration } from '@parley/core/journeys/node-types';
import { JOURNEY_PROBLEM_TEXTS, JOURNEY_TEXTS } from '@parley/core/journeys/texts';
import { IconPlugConnectedX, IconPlus } from '@tabler/icons-react';
import { BUILDER_TEXTS } from '../journeys-texts.ts';
import { PALETTE_DRAG_TYPE, PALETTE_GROUPS } from '../utils/palette-groups.ts';

export type NodePaletteProps = {
  onAdd: (type: NodeType) => void;
  /** The journey already has its trigger: the trigger entry is shown, not offered. */
  hasTrigger: boolean;
  disabled?: boolean;
};

/**
 * Every node type, by section: a click adds a blank step under the selected one, a drag drops it on the
 * canvas where it is let go.
 */
export function NodePalette({ onAdd, hasTrigger, disabled = false }: NodePaletteProps) {
  return (
    <ScrollArea h="100%" type="auto" aria-label={BUILDER_TEXTS.palette}>
      <Stack gap="sm" p="sm">
        <Text fw={600} size="sm">
          {BUILDER_TEXTS.palette}
        </Text>
        {PALETTE_GROUPS.map((group) => (
          <Stack key={group.key} gap={4} role="group" aria-label={group.label}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {group.label}
            </Text>
            {group.types.map((type) => {
              const integration = needsIntegration(type);
              const blocked = type === 'trigger' && hasTrigger;
              const hint = blocked
                ? JOURNEY_PROBLEM_TEXTS.severalTriggers
                : integration
                  ? JOURNEY_TEXTS.needsIntegration
                  : null;
              const button = (
                <Button
                  key={type}
                  variant="light"
                  color={integration ? 'gray' : 'blue'}
                  size="compact-sm"
                  justify="flex-start"
                  fullWidth
                  disabled={disabled || blocked}
                  leftSection={
                    integration ? (
                      <IconPlugConnectedX size={14} aria-hidden />
                    ) : (
                      <IconPlus size={14} aria-hidden />
                    )
                  }
                  onClick={() => onAdd(type)}
                  draggable={!disabled && !blocked}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(PALETTE_DRAG_TYPE, type);
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                  aria-description={hint ?? undefined}
                >
                  {NODE_TYPE_LABELS[type]}
                </Button>
              );
              return hint ? (
                <Tooltip key={type} label={hint} position="right" withArrow>
                  <span>{button}</span>
                </Tooltip>
              ) : (
                <span key={type}>{button}</span>
              );
            })}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
