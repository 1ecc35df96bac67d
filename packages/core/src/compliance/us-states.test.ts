import { describe, expect, it } from 'vitest';
import { isUsState, stateFromGeocode, US_STATE_CODES, US_STATES } from './us-states.ts';

describe('US states', () => {
  it('lists the 50 states, DC and five territories', () => {
    expect(US_STATE_CODES).toHaveLength(56);
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(isUsState(code)).toBe(true);
    expect(US_STATES.FL).toBe('Florida');
  });
  it('knows USPS codes in capitals only', () => {
    expect(isUsState('NY')).toBe(true);
    expect(isUsState('ny')).toBe(false);
    expect(isUsState('ZZ')).toBe(false);
    expect(isUsState('')).toBe(false);
  });
});

describe('stateFromGeocode', () => {
  it.each([
    ['New York, NY', 'NY'],
    ['California', 'CA'],
    ['Chicago, IL', 'IL'],
    ['Chicago, IL, USA', 'IL'],
    ['Austin, TX 78701', 'TX'],
    ['Washington, DC', 'DC'],
    ['Washington, D.C.', 'DC'],
    ['Washington', 'WA'],
    ['District of Columbia', 'DC'],
    ['San Juan, Puerto Rico', 'PR'],
    ['  new   york  ', 'NY'],
    ['Miami, fl', 'FL'],
  ])('%s → %s', (text, code) => {
    expect(stateFromGeocode(text)).toBe(code);
  });
  it.each([['British Columbia'], ['Toronto, ON, Canada'], ['London, United Kingdom'], [''], ['USA']])(
    '%s → null',
    (text) => {
      expect(stateFromGeocode(text)).toBeNull();
    },
  );
  it('answers null for no text', () => {
    expect(stateFromGeocode(null)).toBeNull();
  });
});
