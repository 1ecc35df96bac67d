// The palette's sections: every node type of spec 000 §4 once (the trigger is listed but a journey
// already has its one trigger; the integration types say they need an integration).
import { DEMO_NODE_TYPES, type NodeType } from '@parley/core/journeys/node-types';
import { BUILDER_TEXTS } from '../journeys-texts.ts';

/** The drag data of a palette entry dropped on the canvas (JourneyCanvas reads it). */
export const PALETTE_DRAG_TYPE = 'application/x-parley-journey-node';

export type PaletteGroup = { key: string; label: string; types: readonly NodeType[] };

export const PALETTE_GROUPS: readonly PaletteGroup[] = [
  {
    key: 'flow',
    label: BUILDER_TEXTS.paletteGroups.flow,
    types: ['trigger', 'delay', 'conditional', 'ABTest', 'stickyNote'],
  },
  {
    key: 'actions',
    label: BUILDER_TEXTS.paletteGroups.actions,
    types: ['sms', 'sendEmail', 'webhook', 'updateContact', 'assignTargetAgent'],
  },
  {
    key: 'tasks',
    label: BUILDER_TEXTS.paletteGroups.tasks,
    types: [
      'call',
      'agentSms',
      'customTask',
      'reminder',
      'scheduledCallback',
      'emailTask',
      'cancelTask',
      'updateTask',
    ],
  },
  {
    key: 'integrations',
    label: BUILDER_TEXTS.paletteGroups.integrations,
    types: ['decisionAI', ...DEMO_NODE_TYPES],
  },
];
