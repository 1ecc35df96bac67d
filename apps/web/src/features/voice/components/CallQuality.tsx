import { Box, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type CallQualityLevel, callQualityLevel } from '@parley/core/voice/call-quality';
import { IconAlertTriangle, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useVoiceStore } from '../state/voice-store.ts';
import { CALL_TEXTS } from '../voice-texts.ts';
import { CallQualityDetails } from './CallQualityDetails.tsx';

export type CallQualityProps = { conferenceSid: string };

type RatedLevel = Exclude<CallQualityLevel, 'unknown'>;

const LEVEL_COLOURS: Record<RatedLevel, string> = { good: 'teal', fair: 'yellow', poor: 'red' };

/**
 * The call card's quality (issue 17 item 6): a dot and one word — good, fair or poor, from the
 * statistics and the warnings standing (core voice/call-quality.ts) — the network warnings of
 * spec 000 §9 as one-line notices (each clears 10 s after its condition ends), and the statistics
 * table behind "Details". Nothing shows before the call's first MOS sample (a ringing call has none).
 */
export function CallQuality({ conferenceSid }: CallQualityProps) {
  const quality = useVoiceStore((state) => state.quality[conferenceSid]);
  const [detailsOpen, details] = useDisclosure(false);
  const detailsId = useId();
  if (!quality) return null;
  const { statistics, warnings } = quality;
  const level = callQualityLevel(statistics, warnings);
  if (level === 'unknown') return null;
  const status = CALL_TEXTS.callQualityStatus(CALL_TEXTS.callQualityLevel[level]);
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap" role="status" aria-label={status} data-level={level}>
          <Box
            component="span"
            w={10}
            h={10}
            bg={`${LEVEL_COLOURS[level]}.6`}
            style={{ borderRadius: '50%', flexShrink: 0 }}
            aria-hidden
          />
          <Text size="sm">{status}</Text>
        </Group>
        <Button
          variant="subtle"
          size="compact-xs"
          aria-expanded={detailsOpen}
          aria-controls={detailsId}
          rightSection={
            detailsOpen ? <IconChevronUp size={12} aria-hidden /> : <IconChevronDown size={12} aria-hidden />
          }
          onClick={details.toggle}
        >
          {CALL_TEXTS.callQualityDetails}
        </Button>
      </Group>
      {warnings.length > 0 && (
        <Stack gap={2} role="status" aria-label={CALL_TEXTS.networkWarnings}>
          {warnings.map((name) => (
            <Group key={name} gap={6} wrap="nowrap" data-warning={name}>
              <IconAlertTriangle size={14} color="var(--mantine-color-orange-7)" aria-hidden />
              <Text size="xs" c="orange.8">
                {CALL_TEXTS.networkWarning[name]}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      <Collapse expanded={detailsOpen} keepMounted={false} id={detailsId}>
        <CallQualityDetails statistics={statistics} />
      </Collapse>
    </Stack>
  );
}
