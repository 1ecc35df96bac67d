// TanStack Query keys of the condition builder's server data: one root, so the contact-list and
// segment pages can refresh what the builder loaded (e.g. after ingest learns a new event).
export const conditionBuilderKeys = {
  all: ['condition-builder'] as const,
  eventNames: (eventType: string) => ['condition-builder', 'event-names', eventType] as const,
  eventSchema: (eventType: string, eventName: string, editable: boolean) =>
    ['condition-builder', 'event-schema', eventType, eventName, editable ? 'editable' : 'all'] as const,
  autocomplete: (fieldId: string, searchTerm: string) =>
    ['condition-builder', 'autocomplete', fieldId, searchTerm] as const,
};
