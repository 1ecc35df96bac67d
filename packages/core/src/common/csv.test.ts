import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes what needs quoting and defuses formulas, but keeps numbers and phone numbers', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+14155550100')).toBe('+14155550100');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['Agent', 'Handled'], [['Ada', 3]])).toBe('Agent,Handled\nAda,3\n');
  });
});
