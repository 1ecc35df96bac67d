import { fieldLabel } from '../contacts/field-labels.ts';
// Texts of the journey builder and its rules. Texts quoted in spec 000 §4 are used letter for letter;
// the rest is Parley's wording (the spec does not quote them).
import {
  MAX_DELAY_MINUTES,
  MAX_JOURNEY_EDGES,
  MAX_JOURNEY_NAME_LENGTH,
  MAX_JOURNEY_NODES,
} from './limits.ts';

export const JOURNEY_TEXTS = {
  /** spec 000 §4: "A new journey is a draft named 'New Journey' with one trigger node." */
  newJourneyName: 'New Journey',
  /** spec 000 §4: an edge that would close a cycle. */
  cycleRefused: 'Failed DAG add. No cycles allowed.',
  /** spec 000 §4: "source and target must differ". */
  sameSourceAndTarget: 'Source and target must differ.',
  /** spec 000 §4: "The trigger node cannot be removed." */
  triggerCannotBeRemoved: 'The trigger node cannot be removed.',
  handleInUse: 'This output is already connected.',
  noEdgeIntoTrigger: 'Nothing can lead into the trigger.',
  stickyNoteNotConnectable: 'Sticky notes cannot be connected.',
  unknownHandle: (handle: string | null) =>
    handle === null ? 'Choose an output of this node.' : `This node has no output "${handle}".`,
  nodeNotFound: 'This node does not exist.',
  /** issue 13: demo types and decisionAI. */
  needsIntegration: 'Needs an integration that is not configured.',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${MAX_JOURNEY_NAME_LENGTH} characters.`,
} as const;

/** Reasons of validateJourney's problems, each shown at its node (or the journey). */
export const JOURNEY_PROBLEM_TEXTS = {
  shapeInvalid: 'A journey needs a list of nodes and a list of connections.',
  tooManyNodes: `A journey can have at most ${MAX_JOURNEY_NODES} nodes.`,
  tooManyEdges: `A journey can have at most ${MAX_JOURNEY_EDGES} connections.`,
  unknownNodeType: (type: string) => `Unknown node type "${type}".`,
  invalidField: (field: string, message: string) => `${field}: ${message}`,
  duplicateNodeId: 'Another node has the same id.',
  duplicateEdgeId: 'Another connection has the same id.',
  noTrigger: 'A journey needs a trigger node.',
  severalTriggers: 'A journey has exactly one trigger node.',
  missingSource: (nodeId: string) => `The connection starts at a node that does not exist (${nodeId}).`,
  missingTarget: (nodeId: string) => `The connection leads to a node that does not exist (${nodeId}).`,
  cycle: 'This node is part of a cycle. No cycles allowed.',
  unreachable: 'This node is not connected to the trigger.',
  triggerNotConnected: 'Connect the trigger to the first step.',
  branchNotConnected: 'Connect at least one output of this node.',

  triggerTypeRequired: 'Choose what triggers the journey.',
  eventNameRequired: 'Event Name is required.',
  segmentRequired: 'Choose a static segment.',
  audienceRequired: 'Choose a segment or a contact list.',
  scheduleTimeRequired: 'Choose when the journey runs.',
  scheduleTimeInvalid: 'Invalid date',
  scheduleTimePassed: 'The scheduled time has passed.',
  cronRequired: 'Enter a cron schedule.',
  cronInvalid: 'Invalid cron expression. Use five fields: minute, hour, day of month, month, day of week.',
  cronNeverRuns: 'This cron schedule never runs.',
  timeZoneInvalid: 'Unknown time zone.',

  durationRequired: 'Enter a wait of at least 1 minute.',
  durationTooLong: `A wait can be at most ${MAX_DELAY_MINUTES / (24 * 60)} days.`,
  timeOfDayRequired: 'Choose a time of day.',
  timeoutRequired: 'Enter how long to wait for the event.',
  conditionsRequired: 'Add at least one condition.',
  conditionTypeNotAllowed: 'This condition type cannot be used here.',
  noTriggeringEvent: "This journey's trigger has no event to test.",
  operatorNotForType: 'This operator does not apply to this property type.',
  branchesTooFew: 'An A/B test needs at least 2 branches.',
  branchWeightsZero: 'Give at least one branch a weight above 0.',
  branchIdsRepeated: 'Two branches have the same id.',

  titleRequired: 'Title is required.',
  messageRequired: 'Message is required.',
  subjectRequired: 'Subject is required.',
  urlRequired: 'URL is required.',
  urlInvalid: 'The URL must start with http:// or https://.',
  headerNameInvalid: 'Header names may hold only letters, digits and - (and no field).',
  attributeNameRequired: 'Attribute name is required.',
  taskNodeRequired: 'Choose the task node.',
  taskNodeInvalid: 'Choose a task node that comes before this node.',
  updateTaskEmpty: 'Add an attribute or a priority to change.',
  agentRequired: 'Choose an agent.',
  updatesRequired: 'Add at least one contact field to update.',
  contactAttributeRequired: 'Contact Attribute is required.',
  contactAttributeReadOnly: (name: string) => `${fieldLabel(name)} cannot be changed by a journey.`,
  valueNotNumber: 'The value must be a number (or a field).',
  valueNotBoolean: 'The value must be true or false (or a field).',

  templateUnclosed: 'A {{ field }} is not closed with }}.',
  templateUnknownField: (field: string) =>
    field === '' ? 'Empty field {{ }}.' : `Unknown field {{ ${field} }}.`,
  templateNoEvent: (field: string) => `{{ ${field} }}: this journey's trigger has no event.`,

  quietHoursIncomplete: 'Quiet hours need a start and an end.',
  quietHoursEmpty: 'Quiet hours must start and end at different times.',
} as const;

/** The kind of a problem (validate-journey.ts): what it blocks. */
export const PROBLEM_SEVERITY_LABELS = {
  invalid: 'Cannot be saved',
  incomplete: 'Incomplete',
  integration: 'Needs an integration',
} as const;

/** Why a step was skipped (opt-in.ts, step-outcomes.ts), as the step log shows it. */
export const STEP_SKIP_TEXTS = {
  noPhone: 'Skipped: the contact has no phone number.',
  noEmail: 'Skipped: the contact has no email address.',
  notSubscribedSms: 'Skipped: the contact is not subscribed to SMS.',
  notSubscribedVoice: 'Skipped: the contact is not subscribed to calls.',
  notSubscribedEmail: 'Skipped: the contact is not subscribed to email.',
  noOpenTask: 'Skipped: the task this node changes is no longer open.',
  conversationInProgress: 'Skipped: an agent is already texting the contact.',
} as const;

/** Where a run is, or how it ended (step-outcomes.ts). */
export const RUN_STATE_TEXTS = {
  active: 'In the journey',
  completed: 'Completed the journey',
  exited: 'Reached the exit goal',
  failed: 'Failed',
  ended: 'Ended by a new version (its node was removed)',
  removed: 'Removed by an admin',
} as const;
