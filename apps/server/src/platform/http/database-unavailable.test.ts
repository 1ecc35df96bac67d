import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

function withCode(message: string, code: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { code, ...extra });
}

describe('isDatabaseUnavailable', () => {
  it('recognises a database that cannot be reached, also wrapped by drizzle or per address', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED', { syscall: 'connect' });
    for (const error of [
      refused,
      new AggregateError([refused], 'connect failed'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves a failed query on a working database, and other errors, alone', () => {
    for (const error of [
      withCode('syntax error at or near "x"', '42601'),
      withCode('value too long for type character varying(20)', '22001'),
      new DrizzleQueryError('insert …', [], withCode('duplicate key', '23505')),
      withCode("ENOENT: no such file or directory, open 'x'", 'ENOENT', { syscall: 'open' }),
      new Error('There was an error'),
      'Connection terminated',
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
