import { ActionIcon, Anchor, Badge, Button, Group, TextInput, Tooltip } from '@mantine/core';
import { MAX_JOURNEY_NAME_LENGTH } from '@parley/core/journeys/limits';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconChartBar,
  IconChevronLeft,
  IconClipboard,
  IconCopy,
  IconFlask,
  IconHistory,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { showErrorToast } from '../../../shared/notifications/toasts.ts';
import type { JourneyDetail } from '../api/journeys-api.ts';
import { TEST_RUN_TEXTS } from '../builder-texts.ts';
import { BUILDER_TEXTS } from '../journeys-texts.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.ts';
import { JourneyStateBadge } from './JourneyStateBadge.tsx';

export type BuilderToolbarProps = {
  journey: JourneyDetail;
  readOnly: boolean;
  saving: boolean;
  publishing: boolean;
  onSave: () => void;
  onPublish: () => void;
  showAnalytics: boolean;
  onToggleAnalytics: () => void;
  onShowVersions: () => void;
  problemCount: number;
  onShowProblems: () => void;
  /** Opens the test run's contact picker (admins). */
  onTestRun: () => void;
};

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Name, state, edit history, clipboard, analytics, versions, Save and Publish. */
export function BuilderToolbar(props: BuilderToolbarProps) {
  const { journey, readOnly, saving, publishing, onSave, onPublish } = props;
  const store = useBuilderStore();
  const name = useBuilder((state) => state.name);
  const dirty = useBuilder((state) => state.dirty);
  const canUndo = useBuilder((state) => state.past.length > 0);
  const canRedo = useBuilder((state) => state.future.length > 0);
  const hasSelection = useBuilder((state) => state.selectedNodeIds.length + state.selectedEdgeIds.length > 0);
  const hasClipboard = useBuilder((state) => (state.clipboard?.nodes.length ?? 0) > 0);
  const nameError = name.trim() === '' ? 'Name is required' : undefined;
  return (
    <Group
      justify="space-between"
      px="md"
      py="xs"
      gap="sm"
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        <Anchor
          component={Link}
          to="/journeys"
          size="sm"
          aria-label={BUILDER_TEXTS.back}
          style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          <Group gap={2} wrap="nowrap">
            <IconChevronLeft size={16} aria-hidden />
            {BUILDER_TEXTS.back}
          </Group>
        </Anchor>
        <TextInput
          aria-label={BUILDER_TEXTS.nameLabel}
          value={name}
          maxLength={MAX_JOURNEY_NAME_LENGTH}
          readOnly={readOnly}
          error={nameError}
          onChange={(event) => store.getState().setName(event.currentTarget.value)}
          style={{ flex: '1 1 160px', minWidth: 120, maxWidth: 260 }}
        />
        <div style={{ flexShrink: 0 }}>
          <JourneyStateBadge state={journey.state} hidden={journey.hidden} />
        </div>
        {journey.version !== null && (
          <Badge variant="outline" style={{ flexShrink: 0 }}>
            v{journey.version}
          </Badge>
        )}
        {dirty && (
          <Badge color="yellow" variant="light" data-testid="dirty-flag" style={{ flexShrink: 0 }}>
            {BUILDER_TEXTS.unsaved}
          </Badge>
        )}
      </Group>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        {!readOnly && (
          <>
            <ToolButton
              label={BUILDER_TEXTS.undo}
              onClick={() => store.getState().undo()}
              disabled={!canUndo}
            >
              <IconArrowBackUp size={18} />
            </ToolButton>
            <ToolButton
              label={BUILDER_TEXTS.redo}
              onClick={() => store.getState().redo()}
              disabled={!canRedo}
            >
              <IconArrowForwardUp size={18} />
            </ToolButton>
            <ToolButton
              label={BUILDER_TEXTS.copy}
              onClick={() => store.getState().copy()}
              disabled={!hasSelection}
            >
              <IconCopy size={18} />
            </ToolButton>
            <ToolButton
              label={BUILDER_TEXTS.paste}
              disabled={!hasClipboard}
              onClick={() => {
                const outcome = store.getState().paste();
                if (!outcome.ok) showErrorToast(outcome.message);
              }}
            >
              <IconClipboard size={18} />
            </ToolButton>
            <ToolButton
              label={BUILDER_TEXTS.deleteSelection}
              disabled={!hasSelection}
              onClick={() => {
                const state = store.getState();
                const { kept } = state.remove(state.selectedNodeIds, state.selectedEdgeIds);
                for (const message of new Set(kept)) showErrorToast(message);
              }}
            >
              <IconTrash size={18} />
            </ToolButton>
          </>
        )}
        <ToolButton label={BUILDER_TEXTS.analytics} onClick={props.onToggleAnalytics}>
          <IconChartBar size={18} color={props.showAnalytics ? 'var(--mantine-color-blue-6)' : undefined} />
        </ToolButton>
        <ToolButton label={BUILDER_TEXTS.versions} onClick={props.onShowVersions}>
          <IconHistory size={18} />
        </ToolButton>
        <Button
          variant="subtle"
          color={props.problemCount > 0 ? 'orange' : 'teal'}
          size="compact-sm"
          onClick={props.onShowProblems}
        >
          {props.problemCount > 0
            ? BUILDER_TEXTS.problemsCount(props.problemCount)
            : BUILDER_TEXTS.noProblems}
        </Button>
        {!readOnly && (
          <>
            <Tooltip label={TEST_RUN_TEXTS.buttonHint} withArrow>
              <Button
                variant="default"
                leftSection={<IconFlask size={16} aria-hidden />}
                disabled={nameError !== undefined}
                onClick={props.onTestRun}
              >
                {TEST_RUN_TEXTS.button}
              </Button>
            </Tooltip>
            <Button
              variant="default"
              onClick={onSave}
              loading={saving}
              disabled={!dirty || nameError !== undefined}
            >
              {BUILDER_TEXTS.save}
            </Button>
            <Button
              onClick={onPublish}
              loading={publishing}
              disabled={
                nameError !== undefined || (!dirty && journey.state === 'live' && !journey.draftChanged)
              }
            >
              {BUILDER_TEXTS.publish}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
