import { describe, expect, it } from 'vitest';
import type { EvaluationEvent } from '../conditions/evaluate.ts';
import { emptyCondition } from '../conditions/model.ts';
import { filter, stringFilter } from '../conditions/test-fixtures.ts';
import { evaluateJourneyCondition, triggerMatchesEvent, waitMatchesEvent } from './event-match.ts';

const NOW = new Date('2024-05-01T12:00:00.000Z');
const order: EvaluationEvent = {
  eventType: 'track',
  eventName: 'order placed',
  occurredAt: new Date('2024-05-01T11:00:00.000Z'),
  properties: { currency: 'USD', amount: 120 },
};
const usd = stringFilter('currency', 'equals', 'usd');
const big = filter({
  propertyName: 'amount',
  propertyType: 'number',
  propertyOperator: 'greaterThan',
  propertyValue: 100,
});

describe('events and journeys', () => {
  it('triggers on a track event of the name whose properties pass the filters', () => {
    const trigger = { triggerType: 'custom' as const, eventName: 'order placed', filters: [usd, big] };
    expect(triggerMatchesEvent(trigger, order, NOW)).toBe(true);
    expect(
      triggerMatchesEvent(trigger, { ...order, properties: { currency: 'EUR', amount: 120 } }, NOW),
    ).toBe(false);
    expect(triggerMatchesEvent(trigger, { ...order, eventName: 'Order Placed' }, NOW)).toBe(false);
    expect(triggerMatchesEvent({ ...trigger, triggerType: 'parleyVoiceEvent' }, order, NOW)).toBe(false);
    expect(
      triggerMatchesEvent(
        { triggerType: 'parleyVoiceEvent', eventName: 'call.completed', filters: [] },
        {
          ...order,
          eventType: 'parley_voice_event',
          eventName: 'call.completed',
        },
        NOW,
      ),
    ).toBe(true);
  });

  it('triggers a page view trigger on page events whose properties pass the filters', () => {
    const view: EvaluationEvent = {
      eventType: 'page',
      eventName: 'page',
      occurredAt: NOW,
      properties: { url: 'https://shop.example/pricing', path: '/pricing', title: 'Pricing' },
    };
    const pricing = {
      triggerType: 'pageview' as const,
      filters: [stringFilter('path', 'equals', '/pricing')],
    };
    expect(triggerMatchesEvent(pricing, view, NOW)).toBe(true);
    expect(triggerMatchesEvent({ triggerType: 'pageview', filters: [] }, view, NOW)).toBe(true);
    expect(triggerMatchesEvent(pricing, { ...view, properties: { path: '/about' } }, NOW)).toBe(false);
    // A track event is not a page view, even one with a path.
    expect(triggerMatchesEvent(pricing, { ...view, eventType: 'track' }, NOW)).toBe(false);
  });

  it('ends a wait on the awaited event only', () => {
    const wait = {
      mode: 'untilEvent' as const,
      eventType: 'customEvent' as const,
      eventName: 'order placed',
      filters: [big],
      timeout: { amount: 1, unit: 'days' as const },
    };
    expect(waitMatchesEvent(wait, order, NOW)).toBe(true);
    expect(waitMatchesEvent(wait, { ...order, properties: { amount: 5 } }, NOW)).toBe(false);
    expect(waitMatchesEvent({ mode: 'duration', duration: { amount: 1, unit: 'days' } }, order, NOW)).toBe(
      false,
    );
  });

  it('tests the triggering event in a conditional, beside stored data', () => {
    const triggering = {
      ...emptyCondition(),
      conditionalType: 'triggeringEvent' as const,
      eventName: 'order placed',
      filters: [big],
    };
    const tree = {
      joinType: 'all' as const,
      groups: [{ name: 'G', joinType: 'all' as const, conditions: [triggering] }],
    };
    const contact = { attributes: {}, events: [] };
    expect(evaluateJourneyCondition(tree, contact, order, NOW)).toBe(true);
    expect(evaluateJourneyCondition(tree, contact, { ...order, properties: { amount: 1 } }, NOW)).toBe(false);
    expect(evaluateJourneyCondition(tree, contact, null, NOW)).toBe(false);
    const notSet = { ...triggering, eventOperator: 'isNotSet' as const };
    const negated = {
      ...tree,
      groups: [{ ...tree.groups[0], name: 'G', joinType: 'all' as const, conditions: [notSet] }],
    };
    expect(evaluateJourneyCondition(negated, contact, { ...order, properties: { amount: 1 } }, NOW)).toBe(
      true,
    );
    // A stored event of the same name does not count as the triggering one.
    expect(evaluateJourneyCondition(tree, { attributes: {}, events: [order] }, null, NOW)).toBe(false);
  });
});
