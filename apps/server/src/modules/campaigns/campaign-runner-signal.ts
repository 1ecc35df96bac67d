// Wakes the campaign runner at once after a start or resume, instead of at its next tick (as journeys'
// runner-signal.ts). The runner registers itself; without one (tools, tests without it) nothing happens.

let wake: (() => void) | null = null;

export function onCampaignRunnerWake(listener: (() => void) | null): void {
  wake = listener;
}

export function wakeCampaignRunner(): void {
  wake?.();
}
