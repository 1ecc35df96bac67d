import { Anchor, Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ConditionTree, emptyTree } from '@parley/core/conditions/model';
import { isTreeComplete } from '@parley/core/conditions/validate';
import { type SegmentType, segmentNameIssue } from '@parley/core/segments/segment-rules';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../auth/hooks/useSession.ts';
import { ConditionBuilder } from '../../condition-builder/components/ConditionBuilder.tsx';
import { ConfirmDeleteButton } from '../../settings/components/ConfirmDeleteButton.tsx';
import type { Segment } from '../api/segments-api.ts';
import { useSegmentCommands } from '../hooks/useSegmentCommands.ts';
import { useSegmentLiveCount } from '../hooks/useSegmentLiveCount.ts';
import { SEGMENTS_TEXTS } from '../segments-texts.ts';
import { LiveCountText } from './LiveCountText.tsx';
import { SegmentMembers } from './SegmentMembers.tsx';
import { SegmentTypeBadge } from './SegmentTypeBadge.tsx';
import { SegmentUploadPanel } from './SegmentUploadPanel.tsx';

export type SegmentFormProps = {
  /** The segment being edited; null for a new one. */
  segment: Segment | null;
};

function fieldError(error: unknown, field: string): string | null {
  if (!(error instanceof Error) || Reflect.get(error, 'field') !== field) return null;
  return error.message;
}

/**
 * The segment editor: name, type (chosen once, at creation), the condition builder with its live
 * count for a dynamic segment, the CSV upload for a static one. Validation shows after a save
 * attempt and hides again at the next change (spec 002 §4-§5, as the contact-list editor).
 */
export function SegmentForm({ segment }: SegmentFormProps) {
  const flags = useSession().profile?.featureFlags;
  const { create, update, remove } = useSegmentCommands();
  const [name, setName] = useState(segment?.name ?? '');
  const [type, setType] = useState<SegmentType>(segment?.type ?? 'dynamic');
  const [tree, setTree] = useState<ConditionTree>(segment?.conditions ?? emptyTree());
  const [showValidation, setShowValidation] = useState(false);
  const liveCount = useSegmentLiveCount(tree, type === 'dynamic');
  const saving = create.isPending || update.isPending;
  const serverNameError = fieldError(create.error ?? update.error, 'name');
  const nameError =
    (showValidation ? segmentNameIssue(name) : null) ?? (showValidation ? serverNameError : null);

  const save = () => {
    setShowValidation(true);
    if (segmentNameIssue(name) || (type === 'dynamic' && !isTreeComplete(tree))) return;
    const conditions = type === 'dynamic' ? tree : null;
    if (segment) update.mutate({ id: segment.id, change: { name, conditions } });
    else create.mutate({ name, type, conditions });
  };

  return (
    <Stack p="xl" gap="lg" maw={1100}>
      <Anchor component={Link} to="/segments" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {SEGMENTS_TEXTS.back}
        </Group>
      </Anchor>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>{segment?.name ?? SEGMENTS_TEXTS.newSegment}</Title>
          {segment && <SegmentTypeBadge type={segment.type} />}
        </Group>
        <Group gap="sm">
          {segment && (
            <ConfirmDeleteButton
              title={SEGMENTS_TEXTS.confirmDelete(segment.name)}
              label={SEGMENTS_TEXTS.delete}
              loading={remove.isPending}
              onConfirm={() => remove.mutate(segment.id)}
            />
          )}
          <Button onClick={save} loading={saving}>
            {SEGMENTS_TEXTS.save}
          </Button>
        </Group>
      </Group>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <TextInput
            label={SEGMENTS_TEXTS.nameLabel}
            aria-label={SEGMENTS_TEXTS.nameLabel}
            withAsterisk
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setShowValidation(false);
              create.reset();
              update.reset();
            }}
          />
          {!segment && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {SEGMENTS_TEXTS.typeLabel}
              </Text>
              <SegmentedControl
                aria-label={SEGMENTS_TEXTS.typeLabel}
                value={type}
                onChange={(value) => setType(value === 'static' ? 'static' : 'dynamic')}
                data={[
                  { value: 'dynamic', label: SEGMENTS_TEXTS.typeLabels.dynamic },
                  { value: 'static', label: SEGMENTS_TEXTS.typeLabels.static },
                ]}
                w="fit-content"
              />
              <Text size="xs" c="dimmed">
                {SEGMENTS_TEXTS.typeHelp[type]}
              </Text>
            </Stack>
          )}
        </Stack>
      </Card>
      {type === 'dynamic' ? (
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={4}>{SEGMENTS_TEXTS.conditionsLabel}</Title>
              <LiveCountText count={liveCount} />
            </Group>
            <ConditionBuilder
              value={tree}
              showValidation={showValidation}
              onChange={(next) => {
                setTree(next);
                setShowValidation(false);
              }}
              flags={{
                showNorOperator: flags?.showNorOperator ?? false,
                // spec 002 §6: custom and voice-event condition types in segments are behind a flag.
                allowCustomEvents: flags?.segmentCustomEventConditions ?? false,
                allowVoiceEvents: flags?.segmentCustomEventConditions ?? false,
              }}
            />
          </Stack>
        </Card>
      ) : segment ? (
        <SegmentUploadPanel segmentId={segment.id} />
      ) : (
        <Text size="sm" c="dimmed">
          {SEGMENTS_TEXTS.staticAfterSave}
        </Text>
      )}
      {segment && <SegmentMembers segment={segment} />}
    </Stack>
  );
}
