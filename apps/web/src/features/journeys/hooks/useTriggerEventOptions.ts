// What the trigger and the delay-until-event forms offer: event names (the brand's learned ones, plus
// the preset platform events of spec 002 §3 for voice events) and the properties a filter may name.
import { EVENT_TIMESTAMP_PROPERTY } from '@parley/core/conditions/evaluate';
import type { EventSchemaField } from '@parley/core/conditions/model';
import { PRESET_EVENT_NAMES } from '@parley/core/journeys/preset-events';
import { PAGEVIEW_EVENT_FIELDS } from '@parley/core/journeys/trigger-data';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { conditionBuilderKeys } from '../../condition-builder/api/condition-builder-keys.ts';
import { fetchEventNames, fetchEventSchema } from '../../condition-builder/api/event-schema-api.ts';

/** The stored event types a journey listens to (docs/journeys.md "Triggers"). */
export type JourneyEventType = 'track' | 'parley_voice_event';

/** A group of names for the picker; `group` null is one flat list. */
export type EventNameGroup = { group: string; items: string[] };

const SCHEMA_STALE_MS = 5 * 60_000;

/**
 * The names the picker offers for the event type: for voice events the preset names first (the
 * platform publishes them whether or not one happened yet), then the learned ones not among them.
 */
export function useEventNameOptions(eventType: JourneyEventType, labels: { presets: string; brand: string }) {
  const query = useQuery({
    queryKey: conditionBuilderKeys.eventNames(eventType),
    queryFn: ({ signal }) => fetchEventNames(eventType, signal),
    staleTime: SCHEMA_STALE_MS,
  });
  const groups = useMemo((): EventNameGroup[] => {
    const learned = query.data ?? [];
    if (eventType === 'track') return [{ group: labels.brand, items: [...learned].sort() }];
    const presets: readonly string[] = PRESET_EVENT_NAMES;
    const others = learned.filter((name) => !presets.includes(name)).sort();
    return [
      { group: labels.presets, items: [...presets] },
      ...(others.length > 0 ? [{ group: labels.brand, items: others }] : []),
    ];
  }, [query.data, eventType, labels.presets, labels.brand]);
  return { groups, loading: query.isLoading };
}

/** The page view's properties (core's PAGEVIEW_EVENT_FIELDS): text, learned by no schema, so no suggestions. */
export const PAGEVIEW_FILTER_FIELDS: readonly EventSchemaField[] = PAGEVIEW_EVENT_FIELDS.map((fieldName) => ({
  fieldName,
  fieldType: 'string',
  fieldId: '',
}));

/**
 * The properties an event's filters may name: its learned schema (getEventSchema, the same query the
 * problems check uses) and the reserved `timestamp` every event has.
 */
export function useEventFilterFields(eventType: JourneyEventType, eventName: string | null) {
  const name = eventName?.trim() ?? '';
  const query = useQuery({
    queryKey: conditionBuilderKeys.eventSchema(eventType, name, false),
    queryFn: ({ signal }) => fetchEventSchema(eventType, name, false, signal),
    enabled: name !== '',
    staleTime: SCHEMA_STALE_MS,
  });
  const fields = useMemo((): EventSchemaField[] => {
    if (name === '') return [];
    const learned = query.data ?? [];
    if (learned.some((field) => field.fieldName === EVENT_TIMESTAMP_PROPERTY)) return learned;
    return [
      ...learned,
      {
        fieldName: EVENT_TIMESTAMP_PROPERTY,
        fieldType: 'datetime',
        fieldId: `${eventType}:${name}:timestamp`,
      },
    ];
  }, [query.data, eventType, name]);
  return { fields, loading: query.isLoading };
}
