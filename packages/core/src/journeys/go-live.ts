// canGoLive (issue 13): a journey goes live only with no problem at all and no node that needs an
// integration that is not configured (the demo types and decisionAI, until Parley has them).

import { INTEGRATION_OF_NODE_TYPE } from './node-types.ts';
import { type JourneyProblem, problem } from './problems.ts';
import { JOURNEY_TEXTS } from './texts.ts';
import { type JourneyValidationContext, parseJourneyDefinition } from './validate-journey.ts';

export type GoLiveContext = JourneyValidationContext & {
  /** Keys of the integrations the brand has configured (none exist yet). */
  configuredIntegrations?: ReadonlySet<string>;
};

export type GoLiveCheck = { ok: boolean; problems: JourneyProblem[] };

/** The problems that keep a journey from going live (empty: it may). */
export function goLiveProblems(input: unknown, context: GoLiveContext = {}): JourneyProblem[] {
  const parsed = parseJourneyDefinition(input, context);
  if (!parsed.ok) return parsed.problems;
  const configured = context.configuredIntegrations ?? new Set<string>();
  const missing = parsed.definition.nodes.flatMap((node) => {
    const integration = INTEGRATION_OF_NODE_TYPE[node.type];
    return integration !== undefined && !configured.has(integration)
      ? [problem('integration', JOURNEY_TEXTS.needsIntegration, { nodeId: node.id, field: 'type' })]
      : [];
  });
  return [...parsed.problems, ...missing];
}

export function canGoLive(input: unknown, context: GoLiveContext = {}): GoLiveCheck {
  const problems = goLiveProblems(input, context);
  return { ok: problems.length === 0, problems };
}
