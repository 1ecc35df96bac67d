import { describe, expect, it } from 'vitest';
import { PRESET_EVENT_NAMES } from './preset-events.ts';
import { defaultTriggerData, TRIGGER_TYPES, triggerDataSchema, triggerHasEvent } from './trigger-data.ts';

describe('trigger data (spec 000 §4)', () => {
  it('has the spec trigger types, each with blank data that parses', () => {
    expect(TRIGGER_TYPES).toEqual([
      'custom',
      'addContactToStaticSegment',
      'parleyVoiceEvent',
      'pageview',
      'scheduled',
    ]);
    for (const type of TRIGGER_TYPES) {
      expect(triggerDataSchema.parse(defaultTriggerData(type))).toEqual(defaultTriggerData(type));
    }
    expect(triggerDataSchema.parse({ triggerType: null })).toEqual({ triggerType: null });
    expect(triggerDataSchema.safeParse({ triggerType: 'webhook' }).success).toBe(false);
  });

  it('brings an event for event, voice and page view triggers only', () => {
    expect(TRIGGER_TYPES.filter((type) => triggerHasEvent(defaultTriggerData(type)))).toEqual([
      'custom',
      'parleyVoiceEvent',
      'pageview',
    ]);
  });

  it("offers the spec's preset event names", () => {
    expect(PRESET_EVENT_NAMES).toContain('call.completed');
    // The spec's twelve, task.completed and email.sent (docs/events.md).
    expect(PRESET_EVENT_NAMES).toContain('task.completed');
    expect(PRESET_EVENT_NAMES).toContain('email.sent');
    expect(PRESET_EVENT_NAMES).toHaveLength(14);
  });
});
