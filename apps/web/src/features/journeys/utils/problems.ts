import type { JourneyProblem } from '@parley/core/journeys/problems';

/** The first problem at a field or under it (`data.filters` covers `data.filters.0.propertyValue`). */
export function firstProblemAt(problems: readonly JourneyProblem[], field: string): string | undefined {
  return problems.find((item) => item.field === field || item.field?.startsWith(`${field}.`))?.message;
}
