import { describe, expect, it } from 'vitest';
import { newMessageId, parseMessageIds, REFERENCES_MAX_IDS, replyHeaders } from './threading.ts';

describe('parseMessageIds', () => {
  it('reads nothing from nothing', () => {
    expect(parseMessageIds(null)).toEqual([]);
    expect(parseMessageIds(undefined)).toEqual([]);
    expect(parseMessageIds('')).toEqual([]);
    expect(parseMessageIds([])).toEqual([]);
  });

  it('extracts bracketed ids in order, each once', () => {
    expect(parseMessageIds('<a@x.com> <b@x.com>\r\n <a@x.com>  <c@y.org>')).toEqual([
      '<a@x.com>',
      '<b@x.com>',
      '<c@y.org>',
    ]);
  });

  it('reads a list of headers as one sequence', () => {
    expect(parseMessageIds(['<a@x>', '<b@x> <a@x>', 'junk <c@x>'])).toEqual(['<a@x>', '<b@x>', '<c@x>']);
  });

  it('takes bare ids with an @ when there are no brackets', () => {
    expect(parseMessageIds('a@x.com b@x.com nonsense')).toEqual(['<a@x.com>', '<b@x.com>']);
  });

  it('ignores comments and text around the ids', () => {
    expect(parseMessageIds('(comment) <a@x.com> (another)')).toEqual(['<a@x.com>']);
  });
});

describe('replyHeaders (RFC 5322 §3.6.4)', () => {
  it('answers the parent and adds its id to its references', () => {
    expect(replyHeaders({ messageId: '<p@x>', references: ['<r1@x>', '<r2@x>'] })).toEqual({
      inReplyTo: '<p@x>',
      references: ['<r1@x>', '<r2@x>', '<p@x>'],
    });
  });

  it('starts the references with the parent when it had none', () => {
    expect(replyHeaders({ messageId: '<p@x>', references: [] })).toEqual({
      inReplyTo: '<p@x>',
      references: ['<p@x>'],
    });
  });

  it('writes each id once', () => {
    expect(
      replyHeaders({ messageId: '<p@x>', references: ['<r1@x>', '<p@x>', '<r1@x>'] }).references,
    ).toEqual(['<r1@x>', '<p@x>']);
  });

  it('caps the references at 50, keeping the first and the latest', () => {
    const references = Array.from({ length: 80 }, (_, index) => `<r${index}@x>`);
    const result = replyHeaders({ messageId: '<p@x>', references }).references;
    expect(result).toHaveLength(REFERENCES_MAX_IDS);
    expect(result[0]).toBe('<r0@x>');
    expect(result[1]).toBe('<r32@x>');
    expect(result.at(-2)).toBe('<r79@x>');
    expect(result.at(-1)).toBe('<p@x>');
  });

  it('brackets a parent id stored bare, and refuses one that is no id', () => {
    expect(replyHeaders({ messageId: 'p@x', references: [] }).inReplyTo).toBe('<p@x>');
    expect(() => replyHeaders({ messageId: '  ', references: [] })).toThrow(/not a message id/);
  });
});

describe('newMessageId', () => {
  it('writes <id@parley.mail> unless given a host', () => {
    expect(newMessageId('EM0123')).toBe('<EM0123@parley.mail>');
    expect(newMessageId('EM0123', 'mail.brand.example')).toBe('<EM0123@mail.brand.example>');
  });
});
