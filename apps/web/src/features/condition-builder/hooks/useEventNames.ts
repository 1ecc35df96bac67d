import { useQuery } from '@tanstack/react-query';
import { conditionBuilderKeys } from '../api/condition-builder-keys.ts';
import { fetchEventNames } from '../api/event-schema-api.ts';

/** The event names learned for an event type (getEventNames); nothing is asked without a type. */
export function useEventNames(eventType: string | null) {
  return useQuery({
    queryKey: conditionBuilderKeys.eventNames(eventType ?? ''),
    queryFn: ({ signal }) => fetchEventNames(eventType ?? '', signal),
    enabled: eventType !== null,
  });
}
