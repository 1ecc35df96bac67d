import { describe, expect, it } from 'vitest';
import { agentOptions, byLabel, numberOptions, queueOptions, withStoredValue } from './picker-options.ts';

const unknown = (value: string) => `Unknown (${value})`;

describe('the reference pickers’ options', () => {
  it('sorts by label whatever the case and keeps each value once', () => {
    expect(
      byLabel([
        { value: 'b', label: 'beta' },
        { value: 'a', label: 'Alpha' },
        { value: 'b', label: 'beta again' },
        { value: 'q10', label: 'Queue 10' },
        { value: 'q9', label: 'Queue 9' },
      ]).map((option) => option.label),
    ).toEqual(['Alpha', 'beta', 'Queue 9', 'Queue 10']);
  });

  it('puts a stored value that is no option first, as unknown; empty and known values add nothing', () => {
    const options = queueOptions([{ sid: 'WQ1', friendlyName: 'Support' }]);
    expect(withStoredValue(options, 'WQ9', unknown)).toEqual([
      { value: 'WQ9', label: 'Unknown (WQ9)' },
      { value: 'WQ1', label: 'Support' },
    ]);
    expect(withStoredValue(options, 'WQ1', unknown)).toEqual(options);
    expect(withStoredValue(options, null, unknown)).toEqual(options);
  });

  it('labels a number without a friendly name by the number alone', () => {
    expect(numberOptions([{ source: '+442071838750', internalDisplayName: null }])).toEqual([
      { value: '+442071838750', label: '+442071838750' },
    ]);
  });

  it('values agents by user id, hides deactivated ones, and keeps the stored reference of the stored one', () => {
    const agents = [
      { id: 'u1', name: 'Ada', email: 'ada@x.test', workerSid: 'WK1', deactivated: false },
      { id: 'u2', name: 'Bo', email: 'bo@x.test', workerSid: 'WK2', deactivated: true },
    ];
    expect(agentOptions(agents, null)).toEqual([{ value: 'u1', label: 'Ada (ada@x.test)' }]);
    expect(agentOptions(agents, 'WK1')).toEqual([{ value: 'WK1', label: 'Ada (ada@x.test)' }]);
    expect(agentOptions(agents, 'u2')).toEqual([
      { value: 'u1', label: 'Ada (ada@x.test)' },
      { value: 'u2', label: 'Bo (bo@x.test), deactivated' },
    ]);
  });
});
