// spec 000 §4: "A new journey is a draft named 'New Journey' with one trigger node."
import type { JourneyDefinition, JourneyState } from './journey.ts';
import { createNode } from './node-defaults.ts';
import { defaultJourneySettings } from './settings.ts';
import { JOURNEY_TEXTS } from './texts.ts';

/** Where the trigger of a new journey sits on the canvas (Parley's choice). */
export const NEW_JOURNEY_TRIGGER_POSITION = { x: 250, y: 50 } as const;

export type NewJourney = { name: string; state: JourneyState; definition: JourneyDefinition };

/** A new draft: 'New Journey', one trigger node (type not chosen yet), no edges, default settings. */
export function newJourney(triggerNodeId: string): NewJourney {
  return {
    name: JOURNEY_TEXTS.newJourneyName,
    state: 'draft',
    definition: {
      nodes: [createNode('trigger', triggerNodeId, NEW_JOURNEY_TRIGGER_POSITION)],
      edges: [],
      settings: defaultJourneySettings(),
    },
  };
}
