import { DIALING_MODES, type DialingMode } from './campaign-model.ts';

// What a campaign's call task tells the agent (spec 001 §3 campaignInfo; docs/campaigns.md "Calls"):
// read from the task's attributes, which travel as loose JSON.

/** A voicemail drop the campaign lets its agents leave (the campaign's default first). */
export type CampaignTaskDrop = {
  id: string;
  name: string;
  durationSeconds: number | null;
  isDefault: boolean;
};

export type CampaignTaskInfo = {
  id: string;
  name: string;
  dialingMode: DialingMode;
  scriptUrl: string | null;
  voicemailInstructions: string | null;
  eligibleOffer: string | null;
  voicemailDrops: CampaignTaskDrop[];
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The campaign a task comes from, or null when it is no campaign's (or its info is malformed). */
export function campaignInfoOf(attributes: Record<string, unknown>): CampaignTaskInfo | null {
  const info = attributes.campaignInfo;
  if (typeof info !== 'object' || info === null) return null;
  const raw = info as Record<string, unknown>;
  const id = text(raw.id);
  const mode = DIALING_MODES.find((candidate) => candidate === raw.dialingMode);
  if (!id || !mode) return null;
  return {
    id,
    name: text(raw.name) ?? '',
    dialingMode: mode,
    scriptUrl: text(raw.scriptUrl),
    voicemailInstructions: text(raw.voicemailInstructions),
    eligibleOffer: text(raw.eligibleOffer),
    voicemailDrops: Array.isArray(raw.voicemailDrops) ? raw.voicemailDrops.flatMap(dropOf) : [],
  };
}

function dropOf(value: unknown): CampaignTaskDrop[] {
  if (typeof value !== 'object' || value === null) return [];
  const raw = value as Record<string, unknown>;
  const id = text(raw.id);
  if (!id) return [];
  const seconds = raw.durationSeconds;
  return [
    {
      id,
      name: text(raw.name) ?? id,
      durationSeconds: typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : null,
      isDefault: raw.isDefault === true,
    },
  ];
}

/** Whether the campaign of a task lets its agent leave this drop. */
export function campaignAllowsDrop(attributes: Record<string, unknown>, recordingId: string): boolean {
  return campaignInfoOf(attributes)?.voicemailDrops.some((drop) => drop.id === recordingId) ?? false;
}

/** A preview campaign's task: the agent looks at the contact, then calls or skips. */
export function isPreviewDialTask(attributes: Record<string, unknown>): boolean {
  return campaignInfoOf(attributes)?.dialingMode === 'preview';
}
