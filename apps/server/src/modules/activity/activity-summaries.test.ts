import { describe, expect, it } from 'vitest';
import { formatDuration, snippet, summarizeEvent } from './activity-summaries.ts';

// The feed's one-line summaries (docs/recent-activity.md "Summaries"): pure.

const PLATFORM = 'parley_voice_event';
const summary = (eventName: string, properties: Record<string, unknown>, eventType = PLATFORM) =>
  summarizeEvent({ eventType, eventName, properties }, {}, PLATFORM);

describe('activity summaries', () => {
  it('words durations and cuts excerpts at 140 characters', () => {
    expect(formatDuration(192)).toBe('3 min 12 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(snippet(`  a\n b ${'c'.repeat(200)}`)).toHaveLength(140);
    expect(snippet('   ')).toBeNull();
  });

  it('says how a call ended, also for calls stored before status was published', () => {
    expect(summary('call.completed', { status: 'completed', durationSeconds: 192 })).toBe(
      'Call completed · 3 min 12 s · answered',
    );
    expect(summary('call.completed', { durationSeconds: 75 })).toBe('Call completed · 1 min 15 s · answered');
    expect(summary('call.completed', { status: 'busy', durationSeconds: 0 })).toBe('Call ended · busy');
    expect(summary('call.completed', { status: 'failed', failureReason: 'blocked' })).toBe(
      'Call failed · blocked',
    );
  });

  it('names the journey or campaign behind an event, and words custom events and page views', () => {
    expect(
      summarizeEvent(
        { eventType: PLATFORM, eventName: 'sms.sent', properties: { body: 'Hi', journeyId: 'j' } },
        { journeyName: 'Welcome' },
        PLATFORM,
      ),
    ).toBe('Journey Welcome · Text sent: Hi');
    expect(
      summarizeEvent(
        { eventType: PLATFORM, eventName: 'journey.entered', properties: { journeyId: 'j' } },
        { journeyName: 'Welcome' },
        PLATFORM,
      ),
    ).toBe('Entered journey Welcome');
    expect(summary('segment.joined', { segmentName: 'VIPs' })).toBe('Joined segment VIPs');
    expect(summary('order placed', { amount: 3 }, 'track')).toBe('Order placed');
    expect(summary('order_placed', {}, 'track')).toBe('Order placed');
    expect(summary('page', { name: 'Pricing', path: '/pricing' }, 'page')).toBe('Viewed page Pricing');
  });
});
