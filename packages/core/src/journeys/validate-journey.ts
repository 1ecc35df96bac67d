// validateJourney (issue 13): every problem of a submitted journey, each naming its node (or edge or
// field) and the reason. The same rules run in the builder (shown on the canvas) and on the server
// (a save with an `invalid` problem is refused with a 400; `incomplete` ones only block going live).
import { z } from 'zod';
import { type JourneyEdge, type JourneyNode, journeyEdgeSchema, journeyNodeSchema } from './graph.ts';
import type { JourneyDefinition } from './journey.ts';
import { MAX_JOURNEY_EDGES, MAX_JOURNEY_NODES } from './limits.ts';
import { nodeTemplateTexts } from './node-templates.ts';
import { isNodeType } from './node-types.ts';
import { fieldOf, type JourneyProblem, problem } from './problems.ts';
import { journeySettingsSchema } from './settings.ts';
import { type TemplateFieldContext, templateProblem } from './template-fields.ts';
import { JOURNEY_PROBLEM_TEXTS as TEXTS } from './texts.ts';
import { PAGEVIEW_EVENT_FIELDS, type TriggerData, triggerHasEvent } from './trigger-data.ts';
import { nodeProblems } from './validate-node.ts';
import { settingsProblems } from './validate-settings.ts';
import { structureProblems } from './validate-structure.ts';

export type JourneyValidationContext = {
  /** The brand's learned contact attributes (getEventSchema identify / user_properties). */
  contactFields?: readonly string[];
  /** The property names of the trigger's event (its event schema). */
  eventFields?: readonly string[];
  /** When given, a one-time schedule must lie after it (the go-live check passes the clock). */
  now?: Date | null;
};

export type ParsedJourney =
  | { ok: true; definition: JourneyDefinition; problems: JourneyProblem[] }
  | { ok: false; problems: JourneyProblem[] };

const looseDefinitionSchema = z.object({
  nodes: z.array(z.unknown()),
  edges: z.array(z.unknown()),
  settings: z.unknown().optional(),
});

function rawId(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  return typeof value.id === 'string' ? value.id : null;
}

function rawType(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'type' in value ? value.type : undefined;
}

function parseNodes(raw: readonly unknown[], problems: JourneyProblem[]) {
  const nodes: JourneyNode[] = [];
  const allNodeIds = new Set<string>();
  let triggerCount = 0;
  for (const item of raw) {
    const id = rawId(item);
    const type = rawType(item);
    if (type === 'trigger') triggerCount += 1;
    if (id !== null && allNodeIds.has(id)) {
      problems.push(problem('invalid', TEXTS.duplicateNodeId, { nodeId: id }));
      continue;
    }
    if (id !== null) allNodeIds.add(id);
    if (!isNodeType(type)) {
      problems.push(problem('invalid', TEXTS.unknownNodeType(String(type)), { nodeId: id, field: 'type' }));
      continue;
    }
    const parsed = journeyNodeSchema.safeParse(item);
    if (parsed.success) nodes.push(parsed.data);
    for (const issue of parsed.error?.issues ?? []) {
      const field = fieldOf(issue.path);
      problems.push(problem('invalid', TEXTS.invalidField(field, issue.message), { nodeId: id, field }));
    }
  }
  return { nodes, allNodeIds, triggerCount };
}

function parseEdges(raw: readonly unknown[], problems: JourneyProblem[]): JourneyEdge[] {
  const edges: JourneyEdge[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    const id = rawId(item);
    const parsed = journeyEdgeSchema.safeParse(item);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path);
        problems.push(problem('invalid', TEXTS.invalidField(field, issue.message), { edgeId: id, field }));
      }
      continue;
    }
    if (seen.has(parsed.data.id)) {
      problems.push(problem('invalid', TEXTS.duplicateEdgeId, { edgeId: parsed.data.id }));
      continue;
    }
    seen.add(parsed.data.id);
    edges.push(parsed.data);
  }
  return edges;
}

/** The `event.*` fields templates may use, from the trigger (null: the trigger brings no event). */
function eventFieldsOf(
  trigger: TriggerData | null,
  context: JourneyValidationContext,
): readonly string[] | null {
  if (!trigger || !triggerHasEvent(trigger)) return null;
  const given = context.eventFields ?? [];
  return trigger.triggerType === 'pageview' ? [...PAGEVIEW_EVENT_FIELDS, ...given] : given;
}

function templateProblems(nodes: readonly JourneyNode[], fields: TemplateFieldContext): JourneyProblem[] {
  const problems: JourneyProblem[] = [];
  for (const node of nodes) {
    for (const { field, text } of nodeTemplateTexts(node)) {
      const message = templateProblem(text, fields);
      if (message) problems.push(problem('invalid', message, { nodeId: node.id, field }));
    }
  }
  return problems;
}

/**
 * Parses a submitted definition and lists its problems. `ok` (with the parsed definition) when
 * nothing is `invalid`; the `incomplete` problems then say what keeps it from going live.
 */
export function parseJourneyDefinition(
  input: unknown,
  context: JourneyValidationContext = {},
): ParsedJourney {
  const loose = looseDefinitionSchema.safeParse(input);
  if (!loose.success) return { ok: false, problems: [problem('invalid', TEXTS.shapeInvalid)] };
  // Oversized: refused before anything else is looked at.
  const sizeProblems: JourneyProblem[] = [];
  if (loose.data.nodes.length > MAX_JOURNEY_NODES) sizeProblems.push(problem('invalid', TEXTS.tooManyNodes));
  if (loose.data.edges.length > MAX_JOURNEY_EDGES) sizeProblems.push(problem('invalid', TEXTS.tooManyEdges));
  if (sizeProblems.length > 0) return { ok: false, problems: sizeProblems };

  const problems: JourneyProblem[] = [];
  const { nodes, allNodeIds, triggerCount } = parseNodes(loose.data.nodes, problems);
  const edges = parseEdges(loose.data.edges, problems);
  const settings = journeySettingsSchema.safeParse(loose.data.settings ?? {});
  for (const issue of settings.error?.issues ?? []) {
    const field = `settings.${fieldOf(issue.path)}`;
    problems.push(problem('invalid', TEXTS.invalidField(field, issue.message), { field }));
  }

  problems.push(...structureProblems({ nodes, edges, allNodeIds, triggerCount }));
  const trigger = nodes.find((node) => node.type === 'trigger');
  const triggerData = trigger?.type === 'trigger' ? trigger.data : null;
  const checkContext = {
    nodes: new Map(nodes.map((node) => [node.id, node])),
    edges,
    triggerHasEvent: triggerData !== null && triggerHasEvent(triggerData),
    now: context.now ?? null,
  };
  for (const node of nodes) problems.push(...nodeProblems(node, checkContext));
  problems.push(
    ...templateProblems(nodes, {
      contactFields: context.contactFields ?? [],
      eventFields: eventFieldsOf(triggerData, context),
    }),
  );
  if (settings.success) problems.push(...settingsProblems(settings.data));

  if (!settings.success || problems.some((item) => item.severity === 'invalid'))
    return { ok: false, problems };
  return { ok: true, definition: { nodes, edges, settings: settings.data }, problems };
}

/** Every problem of a journey (issue 13 "validateJourney(graph) → list of problems"). */
export function validateJourney(input: unknown, context: JourneyValidationContext = {}): JourneyProblem[] {
  return parseJourneyDefinition(input, context).problems;
}
