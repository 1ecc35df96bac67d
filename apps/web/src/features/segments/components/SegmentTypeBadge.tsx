import { Badge } from '@mantine/core';
import type { SegmentType } from '@parley/core/segments/segment-rules';
import { SEGMENTS_TEXTS } from '../segments-texts.ts';

export type SegmentTypeBadgeProps = { type: SegmentType };

/** spec 002 §3 status badge kinds "dynamic" and "static". */
export function SegmentTypeBadge({ type }: SegmentTypeBadgeProps) {
  return (
    <Badge variant="light" color={type === 'dynamic' ? 'violet' : 'gray'} data-badge-kind={type}>
      {SEGMENTS_TEXTS.typeLabels[type]}
    </Badge>
  );
}
