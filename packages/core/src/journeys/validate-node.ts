// Completeness of each node's data (docs/journeys.md gives what every type needs). An incomplete node
// saves as a draft but blocks going live; the canvas shows the reason on the node.
import { isHiddenContactAttribute, typedContactAttribute } from '../conditions/contact-attributes.ts';
import { validateTree } from '../conditions/validate.ts';
import { type Duration, durationMinutes, isDurationComplete } from './common-schemas.ts';
import { ancestorsOf, type EdgeEnds } from './dag.ts';
import { filterProblems } from './filter-problems.ts';
import { CONDITIONAL_SOURCES } from './flow-node-data.ts';
import type { JourneyNode, NodeOf } from './graph.ts';
import { MAX_DELAY_MINUTES } from './limits.ts';
import { isTaskNodeType } from './node-types.ts';
import { type JourneyProblem, problem } from './problems.ts';
import { parseTemplate } from './templates.ts';
import { JOURNEY_PROBLEM_TEXTS as TEXTS } from './texts.ts';
import { triggerProblems } from './validate-trigger.ts';

export type NodeCheckContext = {
  nodes: ReadonlyMap<string, JourneyNode>;
  edges: readonly EdgeEnds[];
  /** Whether the journey's trigger brings an event (triggeringEvent conditions, `event.*` fields). */
  triggerHasEvent: boolean;
  now: Date | null;
};

/** Contact attributes a journey may not change: identity keys, what the system sets, and consent. */
export const READ_ONLY_CONTACT_ATTRIBUTES: ReadonlySet<string> = new Set([
  'contactPhone',
  'email',
  'externalId',
  'optIn',
  'createdAt',
  'updatedAt',
  'contactCreatedAt',
  'profileId',
]);

const required = (nodeId: string, field: string, text: string, message: string): JourneyProblem[] =>
  text.trim() === '' ? [problem('incomplete', message, { nodeId, field })] : [];

function durationProblems(
  duration: Duration,
  nodeId: string,
  field: string,
  missing: string,
): JourneyProblem[] {
  const minutes = durationMinutes(duration);
  if (minutes !== null && minutes > MAX_DELAY_MINUTES)
    return [problem('incomplete', TEXTS.durationTooLong, { nodeId, field })];
  return isDurationComplete(duration) ? [] : [problem('incomplete', missing, { nodeId, field })];
}

function delayProblems(node: NodeOf<'delay'>): JourneyProblem[] {
  const { data, id: nodeId } = node;
  switch (data.mode) {
    case 'duration':
      return durationProblems(data.duration, nodeId, 'data.duration.amount', TEXTS.durationRequired);
    case 'timeOfDay':
      return data.time === null
        ? [problem('incomplete', TEXTS.timeOfDayRequired, { nodeId, field: 'data.time' })]
        : [];
    case 'untilEvent':
      return [
        ...(data.eventName?.trim()
          ? []
          : [problem('incomplete', TEXTS.eventNameRequired, { nodeId, field: 'data.eventName' })]),
        ...filterProblems(data.filters, data.eventType, nodeId, 'data.filters'),
        ...durationProblems(data.timeout, nodeId, 'data.timeout.amount', TEXTS.timeoutRequired),
      ];
  }
}

function conditionalProblems(node: NodeOf<'conditional'>, context: NodeCheckContext): JourneyProblem[] {
  const { conditions } = node.data;
  const nodeId = node.id;
  if (!conditions.groups.some((group) => group.conditions.length > 0)) {
    return [problem('incomplete', TEXTS.conditionsRequired, { nodeId, field: 'data.conditions' })];
  }
  const problems: JourneyProblem[] = [];
  conditions.groups.forEach((group, groupIndex) => {
    group.conditions.forEach((condition, conditionIndex) => {
      const type = condition.conditionalType;
      const field = `data.conditions.groups.${groupIndex}.conditions.${conditionIndex}.conditionalType`;
      if (type !== null && !(CONDITIONAL_SOURCES as readonly string[]).includes(type)) {
        problems.push(problem('invalid', TEXTS.conditionTypeNotAllowed, { nodeId, field }));
      } else if (type === 'triggeringEvent' && !context.triggerHasEvent) {
        problems.push(problem('incomplete', TEXTS.noTriggeringEvent, { nodeId, field }));
      }
    });
  });
  for (const issue of validateTree(conditions)) {
    problems.push(problem('incomplete', issue.message, { nodeId, field: `data.conditions.${issue.key}` }));
  }
  return problems;
}

function abTestProblems(node: NodeOf<'ABTest'>): JourneyProblem[] {
  const { branches } = node.data;
  const nodeId = node.id;
  const problems: JourneyProblem[] = [];
  if (new Set(branches.map((branch) => branch.id)).size !== branches.length) {
    problems.push(problem('invalid', TEXTS.branchIdsRepeated, { nodeId, field: 'data.branches' }));
  }
  if (branches.length < 2)
    problems.push(problem('incomplete', TEXTS.branchesTooFew, { nodeId, field: 'data.branches' }));
  else if (!branches.some((branch) => branch.weight > 0)) {
    problems.push(problem('incomplete', TEXTS.branchWeightsZero, { nodeId, field: 'data.branches' }));
  }
  return problems;
}

/** cancelTask / updateTask name a task node that every contact reaching them has passed. */
function taskReferenceProblems(
  nodeId: string,
  taskNodeId: string | null,
  context: NodeCheckContext,
): JourneyProblem[] {
  const field = 'data.taskNodeId';
  if (taskNodeId === null) return [problem('incomplete', TEXTS.taskNodeRequired, { nodeId, field })];
  const target = context.nodes.get(taskNodeId);
  if (!target || !isTaskNodeType(target.type) || !ancestorsOf(nodeId, context.edges).has(taskNodeId)) {
    return [problem('incomplete', TEXTS.taskNodeInvalid, { nodeId, field })];
  }
  return [];
}

function attributeNameProblems(
  nodeId: string,
  prefix: string,
  entries: readonly { name: string }[],
): JourneyProblem[] {
  return entries.flatMap((entry, index) =>
    entry.name.trim() === ''
      ? [problem('incomplete', TEXTS.attributeNameRequired, { nodeId, field: `${prefix}.${index}.name` })]
      : [],
  );
}

/** A typed value written as text: a number / true or false, unless a field supplies it. */
function typedValueProblem(propertyName: string, value: string): string | null {
  const typed = typedContactAttribute(propertyName);
  const parsed = parseTemplate(value);
  if (!typed || !parsed.ok || parsed.parts.some((part) => part.kind === 'field')) return null;
  if (typed.fieldType === 'number' && (value.trim() === '' || !Number.isFinite(Number(value)))) {
    return TEXTS.valueNotNumber;
  }
  if (typed.fieldType === 'boolean' && value.trim() !== 'true' && value.trim() !== 'false') {
    return TEXTS.valueNotBoolean;
  }
  return null;
}

function updateContactProblems(node: NodeOf<'updateContact'>): JourneyProblem[] {
  const nodeId = node.id;
  if (node.data.updates.length === 0) {
    return [problem('incomplete', TEXTS.updatesRequired, { nodeId, field: 'data.updates' })];
  }
  return node.data.updates.flatMap((update, index) => {
    const at = (field: string) => ({ nodeId, field: `data.updates.${index}.${field}` });
    const name = update.propertyName.trim();
    if (name === '') return [problem('incomplete', TEXTS.contactAttributeRequired, at('propertyName'))];
    if (READ_ONLY_CONTACT_ATTRIBUTES.has(name) || isHiddenContactAttribute(name)) {
      return [problem('invalid', TEXTS.contactAttributeReadOnly(name), at('propertyName'))];
    }
    const valueProblem = update.action === 'set' ? typedValueProblem(name, update.value) : null;
    return valueProblem ? [problem('incomplete', valueProblem, at('value'))] : [];
  });
}

const HEADER_NAME = /^[A-Za-z0-9-]+$/;

function webhookProblems(node: NodeOf<'webhook'>): JourneyProblem[] {
  const { data, id: nodeId } = node;
  const problems: JourneyProblem[] = [];
  const url = data.url.trim();
  if (url === '') problems.push(problem('incomplete', TEXTS.urlRequired, { nodeId, field: 'data.url' }));
  else if (!/^https?:\/\/[^/{}\s]/i.test(url)) {
    // The scheme and host are written out: a field may fill in a path or a query, never the host.
    problems.push(problem('invalid', TEXTS.urlInvalid, { nodeId, field: 'data.url' }));
  }
  data.headers.forEach((header, index) => {
    if (!HEADER_NAME.test(header.name)) {
      problems.push(
        problem('invalid', TEXTS.headerNameInvalid, { nodeId, field: `data.headers.${index}.name` }),
      );
    }
  });
  return problems;
}

/** The problems of one node's own data (not its edges, not its `{{ }}` fields). */
export function nodeProblems(node: JourneyNode, context: NodeCheckContext): JourneyProblem[] {
  const nodeId = node.id;
  switch (node.type) {
    case 'trigger':
      return triggerProblems(node, context.now);
    case 'delay':
      return delayProblems(node);
    case 'conditional':
      return conditionalProblems(node, context);
    case 'ABTest':
      return abTestProblems(node);
    case 'call':
    case 'reminder':
    case 'agentSms':
    case 'emailTask':
      return required(nodeId, 'data.title', node.data.title, TEXTS.titleRequired);
    case 'customTask':
      return [
        ...required(nodeId, 'data.title', node.data.title, TEXTS.titleRequired),
        ...attributeNameProblems(nodeId, 'data.attributes', node.data.attributes),
      ];
    case 'scheduledCallback':
      return [
        ...required(nodeId, 'data.title', node.data.title, TEXTS.titleRequired),
        ...durationProblems(node.data.after, nodeId, 'data.after.amount', TEXTS.durationRequired),
      ];
    case 'sms':
      return required(nodeId, 'data.body', node.data.body, TEXTS.messageRequired);
    case 'sendEmail':
      return [
        ...required(nodeId, 'data.subject', node.data.subject, TEXTS.subjectRequired),
        ...required(nodeId, 'data.body', node.data.body, TEXTS.messageRequired),
      ];
    case 'cancelTask':
      return taskReferenceProblems(nodeId, node.data.taskNodeId, context);
    case 'updateTask': {
      const problems = [
        ...taskReferenceProblems(nodeId, node.data.taskNodeId, context),
        ...attributeNameProblems(nodeId, 'data.attributes', node.data.attributes),
      ];
      if (node.data.attributes.length === 0 && node.data.priority === null) {
        problems.push(problem('incomplete', TEXTS.updateTaskEmpty, { nodeId, field: 'data.attributes' }));
      }
      return problems;
    }
    case 'assignTargetAgent':
      return node.data.agentId
        ? []
        : [problem('incomplete', TEXTS.agentRequired, { nodeId, field: 'data.agentId' })];
    case 'updateContact':
      return updateContactProblems(node);
    case 'webhook':
      return webhookProblems(node);
    default:
      // stickyNote has nothing to fill in; integration types are checked by canGoLive.
      return [];
  }
}
