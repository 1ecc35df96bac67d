import { goLiveProblems } from '@parley/core/journeys/go-live';
import type { JourneyDefinition } from '@parley/core/journeys/journey';
import type { JourneyProblem } from '@parley/core/journeys/problems';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { conditionBuilderKeys } from '../../condition-builder/api/condition-builder-keys.ts';
import { fetchEventSchema } from '../../condition-builder/api/event-schema-api.ts';

/** Where the brand's learned contact attributes are kept (as the server's journey-validation-context.ts). */
const ATTRIBUTES_EVENT = { eventType: 'identify', eventName: 'user_properties' } as const;

function triggerEvent(definition: JourneyDefinition): { eventType: string; eventName: string } | null {
  const trigger = definition.nodes.find((node) => node.type === 'trigger');
  if (trigger?.type !== 'trigger') return null;
  const { data } = trigger;
  if ((data.triggerType !== 'custom' && data.triggerType !== 'parleyVoiceEvent') || !data.eventName?.trim())
    return null;
  return {
    eventType: data.triggerType === 'custom' ? 'track' : 'parley_voice_event',
    eventName: data.eventName.trim(),
  };
}

function useSchemaFieldNames(event: { eventType: string; eventName: string } | null): readonly string[] {
  const query = useQuery({
    queryKey: conditionBuilderKeys.eventSchema(event?.eventType ?? '', event?.eventName ?? '', false),
    queryFn: ({ signal }) => fetchEventSchema(event?.eventType ?? '', event?.eventName ?? '', false, signal),
    enabled: event !== null,
    staleTime: 5 * 60_000,
  });
  return useMemo(() => (query.data ?? []).map((field) => field.fieldName), [query.data]);
}

/**
 * What keeps the draft from going live, as core's canGoLive sees it with the same context the server
 * passes (the brand's contact attributes and the trigger event's learned properties): shown on the
 * nodes, in the side panel and before publishing.
 */
export function useJourneyProblems(definition: JourneyDefinition): JourneyProblem[] {
  const contactFields = useSchemaFieldNames(ATTRIBUTES_EVENT);
  const eventFields = useSchemaFieldNames(triggerEvent(definition));
  return useMemo(
    () => goLiveProblems(definition, { contactFields, eventFields, now: new Date() }),
    [definition, contactFields, eventFields],
  );
}
