import type { ConditionTree } from '@parley/core/conditions/model';
import type { SegmentType } from '@parley/core/segments/segment-rules';
import type { SegmentRecord } from './segment-store.ts';

/** A segment as the browser reads it (segments, segment, createSegment, updateSegment). */
export type Segment = {
  id: string;
  name: string;
  type: SegmentType;
  conditions: ConditionTree | null;
  /** Contacts in it now; null when a dynamic segment's stored conditions no longer compile. */
  count: number | null;
  createdById: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function presentSegment(record: SegmentRecord, count: number | null): Segment {
  return {
    id: record.id,
    name: record.name,
    type: record.type,
    conditions: record.conditions,
    count,
    createdById: record.createdById,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
