import { describe, expect, it } from 'vitest';
import { journeyDefinitionSchema } from './journey.ts';
import { newJourney } from './new-journey.ts';
import { validateJourney } from './validate-journey.ts';

describe('newJourney (spec 000 §4)', () => {
  it("is a draft named 'New Journey' with one trigger node and nothing else", () => {
    const journey = newJourney('trigger-1');
    expect(journey.name).toBe('New Journey');
    expect(journey.state).toBe('draft');
    expect(journey.definition.nodes).toEqual([
      { id: 'trigger-1', type: 'trigger', position: { x: 250, y: 50 }, data: { triggerType: null } },
    ]);
    expect(journey.definition.edges).toEqual([]);
    expect(journey.definition.settings.entryRule).toBe('once');
  });

  it('saves (no invalid problem) but is incomplete until its trigger is chosen and connected', () => {
    const { definition } = newJourney('t');
    expect(journeyDefinitionSchema.parse(definition)).toEqual(definition);
    expect(validateJourney(definition).map((problem) => [problem.severity, problem.message])).toEqual([
      ['incomplete', 'Connect the trigger to the first step.'],
      ['incomplete', 'Choose what triggers the journey.'],
    ]);
  });
});
