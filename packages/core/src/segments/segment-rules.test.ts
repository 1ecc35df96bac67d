import { describe, expect, it } from 'vitest';
import {
  readCsvDataType,
  SEGMENT_UPLOAD_TEXTS,
  sameSegmentName,
  segmentNameIssue,
  segmentNameSchema,
} from './segment-rules.ts';

describe('segment names', () => {
  it('are required after trimming', () => {
    expect(segmentNameIssue('   ')).toBe('Name is required');
    expect(segmentNameIssue('')).toBe('Name is required');
  });

  it('are at most 100 characters', () => {
    expect(segmentNameIssue('a'.repeat(100))).toBeNull();
    expect(segmentNameIssue('a'.repeat(101))).toBe('Name must be at most 100 characters');
  });

  it('are stored trimmed', () => {
    expect(segmentNameSchema.parse('  VIP customers ')).toBe('VIP customers');
  });

  it('compare trimmed and ignoring case', () => {
    expect(sameSegmentName(' VIP ', 'vip')).toBe(true);
    expect(sameSegmentName('VIP', 'VIPs')).toBe(false);
  });
});

describe('the data type row (includeCsvDataTypeRow)', () => {
  it('reads string, number, boolean and datetime in any case; blank is string', () => {
    expect(readCsvDataType('Number')).toBe('number');
    expect(readCsvDataType(' BOOLEAN ')).toBe('boolean');
    expect(readCsvDataType('datetime')).toBe('datetime');
    expect(readCsvDataType('')).toBe('string');
  });

  it('refuses other types', () => {
    expect(readCsvDataType('date')).toBeNull();
    expect(readCsvDataType('list')).toBeNull();
  });
});

describe('upload texts', () => {
  it('name the limits', () => {
    expect(SEGMENT_UPLOAD_TEXTS.tooLarge).toBe('The file is over 5 MB: split it into smaller files');
    expect(SEGMENT_UPLOAD_TEXTS.tooManyRows).toBe(
      'The file has more than 50,000 rows: split it into smaller files',
    );
  });
});
