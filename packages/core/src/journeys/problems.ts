// A problem of a journey (validate-journey.ts): where it is (node, edge, field) and why, in the
// builder's words. Its severity says what it blocks:
// - invalid: the graph is refused on save (issue 13 "Bad input": a 400 naming the node and the reason);
// - incomplete: the draft saves, but cannot go live (the canvas shows why on the node);
// - integration: the node needs an integration that is not configured (blocks going live).

export const PROBLEM_SEVERITIES = ['invalid', 'incomplete', 'integration'] as const;
export type ProblemSeverity = (typeof PROBLEM_SEVERITIES)[number];

export type JourneyProblem = {
  severity: ProblemSeverity;
  /** The node the problem is shown on; null for the journey as a whole (size, settings, no trigger). */
  nodeId: string | null;
  /** The connection concerned, if any. */
  edgeId: string | null;
  /** The field of the node (`data.body`, `data.filters.0.propertyValue`) or of the journey (`settings.quietHours`). */
  field: string | null;
  message: string;
};

export function problem(
  severity: ProblemSeverity,
  message: string,
  where: { nodeId?: string | null; edgeId?: string | null; field?: string | null } = {},
): JourneyProblem {
  return {
    severity,
    nodeId: where.nodeId ?? null,
    edgeId: where.edgeId ?? null,
    field: where.field ?? null,
    message,
  };
}

/** A zod issue path as a field name: `data.filters.0.propertyValue`. */
export function fieldOf(path: readonly PropertyKey[]): string {
  return path.map((part) => String(part)).join('.');
}

/** The problems that refuse a save. */
export function blockingSave(problems: readonly JourneyProblem[]): JourneyProblem[] {
  return problems.filter((item) => item.severity === 'invalid');
}

/** One line for an error body or a log: `Node sms-1 (data.body): Message is required.` */
export function formatProblem(item: JourneyProblem): string {
  const where =
    item.nodeId !== null
      ? `Node ${item.nodeId}`
      : item.edgeId !== null
        ? `Connection ${item.edgeId}`
        : 'Journey';
  const field = item.field !== null ? ` (${item.field})` : '';
  return `${where}${field}: ${item.message}`;
}

/** The problems shown on one node of the canvas. */
export function problemsOfNode(problems: readonly JourneyProblem[], nodeId: string): JourneyProblem[] {
  return problems.filter((item) => item.nodeId === nodeId);
}
