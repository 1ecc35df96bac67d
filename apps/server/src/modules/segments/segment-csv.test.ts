import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.ts';
import { readSegmentUpload, TooManyRowsError } from './segment-csv.ts';

function read(text: string, includeCsvDataTypeRow = false) {
  return readSegmentUpload(Buffer.from(text), { includeCsvDataTypeRow });
}

function refusal(text: string, includeCsvDataTypeRow = false): AppError {
  try {
    read(text, includeCsvDataTypeRow);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the file was not refused');
}

describe('reading a segment upload', () => {
  it('reads the known columns (any case, spaces or underscores) and keeps others as custom properties', () => {
    const { rows, errors, rowCount } = read(
      'Phone Number,EMAIL,external_id,First Name,last_name,plan,rvProperties.timezone\n' +
        '(415) 555-0100, Ada@Example.com ,ext-1,Ada,Lovelace,gold,America/New_York\n',
    );
    expect(errors).toEqual([]);
    expect(rowCount).toBe(1);
    expect(rows).toEqual([
      {
        line: 2,
        phone: '+14155550100',
        email: 'ada@example.com',
        externalId: 'ext-1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        customProperties: { plan: 'gold' },
        rvProperties: { timezone: 'America/New_York' },
      },
    ]);
  });

  it('reports each bad row by line and field, and keeps the good ones', () => {
    const { rows, errors, rowCount } = read(
      'phone,email,externalId\n' +
        '4155550100,,\n' +
        'not a phone,,\n' +
        ',bad@,\n' +
        ',,\n' +
        ',,ext-9\n' +
        ',,,extra\n',
    );
    expect(rows.map((row) => row.line)).toEqual([2, 6]);
    expect(errors).toEqual([
      { line: 3, field: 'phone', message: 'is not a valid phone number' },
      { line: 4, field: 'email', message: 'is not a valid email address' },
      { line: 7, field: null, message: 'has 4 values; the header has 3 columns' },
    ]);
    // The blank row (",,") is not a row.
    expect(rowCount).toBe(5);
  });

  it('refuses a row without phone, email or externalId', () => {
    const { rows, errors } = read('phone,email,plan\n,,gold\n');
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 2, field: null, message: 'needs a phone, email or externalId to find or create its contact' },
    ]);
  });

  it('reports a row that is not valid CSV and goes on with the next', () => {
    const { rows, errors } = read('email\na"b@example.com\nc@example.com\n');
    expect(rows.map((row) => row.email)).toEqual(['c@example.com']);
    expect(errors[0]).toMatchObject({ line: 2, field: null });
    expect(errors[0]?.message).toMatch(/^is not valid CSV: /);
  });

  it('reports an unclosed quote on the line of the row it starts, not the last line of the file', () => {
    // The quote swallows the rest of the file, blank lines included.
    const { rows, errors, rowCount } = read(
      'email,note\r\na@example.com,ok\r\n\r\nb@example.com,"never closed\r\nc@example.com,x\r\n\r\nd\r\n',
    );
    expect(rows.map((row) => row.line)).toEqual([2]);
    expect(errors).toEqual([
      {
        line: 4,
        field: null,
        message:
          'is not valid CSV: Quote Not Closed: a quoted value starts on this row and is never closed, so the rest of the file was read into it',
      },
    ]);
    expect(rowCount).toBe(2);
  });

  it('refuses a header cut short by an unclosed quote for that quote, not as an empty file', () => {
    const error = refusal('phone,"email\n4155550100,a@example.com\n');
    expect(error.message).toMatch(/^line 1: is not valid CSV: Quote Not Closed/);
    expect(error.details).toEqual([
      { line: 1, field: null, message: expect.stringMatching(/Quote Not Closed/) },
    ]);
  });

  it('numbers lines from the start of a row whose quoted value spans lines', () => {
    const { errors } = read('email,note\r\nx@example.com,"two\r\nlines"\r\nbad,ok\r\n');
    expect(errors).toEqual([{ line: 4, field: 'email', message: 'is not a valid email address' }]);
  });
});

describe('the data type row (includeCsvDataTypeRow)', () => {
  const header = 'email,age,vip,since,plan\n';
  const types = 'string,number,boolean,datetime,\n';

  it('reads each custom value in its declared type', () => {
    const { rows, errors } = read(`${header}${types}a@example.com,42.5,TRUE,2024-05-01,gold\n`, true);
    expect(errors).toEqual([]);
    expect(rows[0]?.customProperties).toEqual({
      age: 42.5,
      vip: true,
      since: '2024-05-01T00:00:00.000Z',
      plan: 'gold',
    });
  });

  it('reports each value not of its declared type, on the line of its row', () => {
    const { rows, errors } = read(
      `${header}${types}a@example.com,forty,yes,05/01/2024,gold\nb@example.com,1,false,2024-05-01 10:00:00Z,\n`,
      true,
    );
    expect(rows.map((row) => row.email)).toEqual(['b@example.com']);
    expect(errors.map(({ line, field, message }) => [line, field, message.slice(0, 24)])).toEqual([
      [3, 'age', 'is not a number'],
      [3, 'vip', 'is not true or false'],
      [3, 'since', 'is not an accepted date '],
    ]);
  });

  it('without the type row, stores every value as text', () => {
    const { rows } = read('email,age\na@example.com,42\n');
    expect(rows[0]?.customProperties).toEqual({ age: '42' });
  });

  it('refuses the file when a type is unknown, naming line 2 and the column', () => {
    const error = refusal(`email,age\nstring,integer\na@example.com,1\n`, true);
    expect(error.status).toBe(400);
    expect(error.field).toBe('file');
    expect(error.message).toBe(
      "line 2, age: 'integer' is not a data type (string, number, boolean or datetime)",
    );
  });

  it('refuses a file without its type row', () => {
    expect(refusal('email\n', true).message).toBe(
      'line 2: The file has no data type row (line 2) although includeCsvDataTypeRow is true',
    );
  });
});

describe('refusing the whole file', () => {
  it('refuses an empty file', () => {
    expect(refusal('').message).toBe('line 1: The file is empty: it needs a header row');
  });

  it('refuses a header with a blank name or two columns giving the same field', () => {
    expect(refusal('email,,plan\n').message).toBe('line 1, column 2: has no name');
    expect(refusal('phone,Phone Number\n').message).toBe(
      'line 1, Phone Number: gives the same field as phone',
    );
  });

  it('refuses more than 50,000 rows', () => {
    const text = `externalId\n${'x\n'.repeat(50_001)}`;
    expect(() => read(text)).toThrow(TooManyRowsError);
    expect(() => read(`externalId\n${'x\n'.repeat(50_000)}`)).not.toThrow();
  });
});
