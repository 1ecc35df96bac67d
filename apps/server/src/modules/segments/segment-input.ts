import { type ConditionTree, conditionTreeSchema } from '@parley/core/conditions/model';
import { validateTree } from '@parley/core/conditions/validate';
import {
  SEGMENT_VALIDATION_TEXTS,
  type SegmentType,
  segmentNameSchema,
  segmentTypeSchema,
} from '@parley/core/segments/segment-rules';
import { AppError } from '../../platform/http/app-error.ts';
import { compileConditionTree } from '../audience/conditions-sql.ts';

// Checks of createSegment / updateSegment / previewSegmentCount arguments. Every refusal is a 400
// naming the field; a condition's refusal names its path (`conditions.groups.0.conditions.1.eventName`).

const CATALOGUE_TEXTS: ReadonlySet<string> = new Set(Object.values(SEGMENT_VALIDATION_TEXTS));

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', message, { field });
}

export function parseSegmentName(value: string): string {
  const parsed = segmentNameSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const reason = parsed.error.issues[0]?.message ?? SEGMENT_VALIDATION_TEXTS.nameRequired;
  throw invalid('name', CATALOGUE_TEXTS.has(reason) ? reason : `name ${reason}`);
}

export function parseSegmentType(value: string): SegmentType {
  const parsed = segmentTypeSchema.safeParse(value);
  if (!parsed.success) throw invalid('type', 'type must be dynamic or static');
  return parsed.data;
}

function fieldOf(path: readonly PropertyKey[]): string {
  return ['conditions', ...path.map(String)].join('.');
}

/**
 * A condition tree as a dynamic segment stores it: it parses with core's schema, every item is
 * complete (spec 002 §5, with its message) and the contacts query can run it (the evaluable types
 * and operators: core's assertTreeEvaluable rules, which the compiler applies naming the path).
 */
export function parseSegmentConditions(value: unknown, brandId: string): ConditionTree {
  const parsed = conditionTreeSchema.safeParse(value);
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    const field = fieldOf(first?.path ?? []);
    throw invalid(field, `${field} ${first?.message ?? 'is invalid'}`);
  }
  const tree = parsed.data;
  const [issue] = validateTree(tree);
  if (issue) throw invalid(`conditions.${issue.key}`, issue.message);
  try {
    compileConditionTree(tree, { brandId, now: new Date() });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw invalid(error.field ? `conditions.${error.field}` : 'conditions', error.message);
  }
  return tree;
}

/** The stored tree of a dynamic segment, read back (checked on read too); null when it no longer parses. */
export function readStoredConditions(value: unknown): ConditionTree | null {
  const parsed = conditionTreeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
