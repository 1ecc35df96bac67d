import type { CampaignState } from './campaign-model.ts';

// A campaign's lifecycle (docs/campaigns.md "States"). Started, a campaign takes its audience as it
// is then (the targets) and works through it; it is scheduled until its start time, active while it
// sends or dials, paused when someone pauses it, completed when every target is done, archived when
// someone puts it away (an archived campaign stops and is hidden from the default list).
//
//   draft ─start─▶ scheduled ─(start time)─▶ active ─(all done)─▶ completed
//                      │  ▲                  │  ▲
//                      └pause─▶ paused ◀─pause┘  └─resume─┘
//   any but archived ─archive─▶ archived

export const CAMPAIGN_ACTIONS = ['start', 'pause', 'resume', 'archive', 'edit'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

const ALLOWED: Record<CampaignAction, readonly CampaignState[]> = {
  start: ['draft'],
  pause: ['scheduled', 'active'],
  resume: ['paused'],
  archive: ['draft', 'scheduled', 'active', 'paused', 'completed'],
  // An active campaign is paused before it is changed, so no text goes out half old, half new.
  edit: ['draft', 'scheduled', 'paused'],
};

export const CAMPAIGN_STATE_LABELS: Record<CampaignState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  archived: 'Archived',
};

const ACTION_PARTICIPLES: Record<CampaignAction, string> = {
  start: 'started',
  pause: 'paused',
  resume: 'resumed',
  archive: 'archived',
  edit: 'changed',
};

export function canApply(action: CampaignAction, state: CampaignState): boolean {
  return ALLOWED[action].includes(state);
}

/** Why the action is refused in this state ("A campaign that is Active cannot be changed; pause it first"). */
export function refusalText(action: CampaignAction, state: CampaignState): string {
  const label = CAMPAIGN_STATE_LABELS[state];
  if (action === 'edit' && state === 'active') return 'An active campaign cannot be changed; pause it first';
  return `A campaign that is ${label} cannot be ${ACTION_PARTICIPLES[action]}`;
}

/** The state a start or resume leads to: scheduled until the start time, else active. */
export function runningState(startAt: Date | null, now: Date): CampaignState {
  return startAt && startAt.getTime() > now.getTime() ? 'scheduled' : 'active';
}

/** Who is counted by the figures: started campaigns (their targets exist). */
export function hasStarted(state: CampaignState): boolean {
  return state !== 'draft';
}
