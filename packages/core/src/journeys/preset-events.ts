// spec 002 §3 "Preset event names for triggering nodes": events the platform itself publishes (as
// eventType `parley_voice_event`), offered by the trigger and the delay-until-event pickers beside
// the brand's own track events. The spec shows these and says "about 30 more (the rest are not
// shown)": the events module lists what it publishes (docs/events.md); this is the spec's list, plus
// task.completed (a task's end with the disposition chosen at wrap-up, which call.completed cannot carry).
export const PRESET_EVENT_NAMES = [
  'call.analysis.available',
  'call.completed',
  'call.placed',
  'contact.created',
  'contact.subscribed',
  'contact.unsubscribed',
  'sms.received',
  'sms.sent',
  'sms.failed',
  'email.received',
  'email.sent',
  'task.created',
  'task.completed',
  'voicemail.completed',
] as const;
export type PresetEventName = (typeof PRESET_EVENT_NAMES)[number];
