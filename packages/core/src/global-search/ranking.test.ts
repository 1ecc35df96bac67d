import { describe, expect, it } from 'vitest';
import {
  callCommandName,
  FUZZY_THRESHOLD,
  fuzzyDistanceRatio,
  MIN_MATCH_LENGTH,
  RANK_WEIGHTS,
  type RankableItem,
  rankSearchItems,
  SPOTLIGHT_DEBOUNCE_MS,
  scoreSearchItem,
} from './ranking.ts';

const route = (label: string, description = ''): RankableItem => ({ label, description, group: 'routes' });

describe('spotlight constants (spec 001 §9)', () => {
  it('debounces 300 ms, fuzzy threshold 0.3, minimum match 2, the four weights', () => {
    expect(SPOTLIGHT_DEBOUNCE_MS).toBe(300);
    expect(FUZZY_THRESHOLD).toBe(0.3);
    expect(MIN_MATCH_LENGTH).toBe(2);
    expect(RANK_WEIGHTS).toMatchObject({
      labelPrefix: 100,
      labelContains: 80,
      descriptionContains: 60,
      wordPrefix: 40,
    });
  });
});

describe('scoreSearchItem', () => {
  it('label prefix 100', () => {
    expect(scoreSearchItem(route('Segments'), 'seg')).toBe(100);
  });

  it('label contains 80', () => {
    expect(scoreSearchItem(route('New Segment'), 'segm')).toBe(80);
  });

  it('description contains 60', () => {
    expect(scoreSearchItem(route('Rules', 'Settings › Task Routing'), 'routing')).toBe(60);
  });

  it('word prefix 40: every query word starts a word', () => {
    expect(scoreSearchItem(route('Rules', 'Settings › Task Routing'), 'task rul')).toBe(40);
  });

  it('is case- and whitespace-insensitive', () => {
    expect(scoreSearchItem(route('Recent Tasks'), '  RECENT   ta ')).toBe(100);
  });

  it('below the minimum match of 2 characters nothing matches', () => {
    expect(scoreSearchItem(route('Segments'), 's')).toBeNull();
    expect(scoreSearchItem(route('Segments'), ' ')).toBeNull();
  });

  it('a fuzzy match within the 0.3 threshold scores below the word prefix', () => {
    const score = scoreSearchItem(route('Journeys'), 'jorneys'); // one letter missing of 7
    expect(score).not.toBeNull();
    expect(score).toBeLessThan(RANK_WEIGHTS.wordPrefix);
    expect(score).toBeGreaterThan(0);
  });

  it('a match beyond the threshold is none', () => {
    expect(scoreSearchItem(route('Journeys'), 'jrnys')).toBeNull(); // 2 edits of 5: 0.4
    expect(scoreSearchItem(route('Queues'), 'xy')).toBeNull();
  });
});

describe('fuzzyDistanceRatio', () => {
  it('is 0 for a substring and the share of edits otherwise', () => {
    expect(fuzzyDistanceRatio('gmen', 'segments')).toBe(0);
    expect(fuzzyDistanceRatio('segmant', 'segments')).toBeCloseTo(1 / 7);
    expect(fuzzyDistanceRatio('zz', 'segments')).toBe(1);
  });
});

describe('rankSearchItems', () => {
  it('orders by weight, ties in the given order, and drops what does not match', () => {
    const items = [
      route('Rules', 'Settings › Task Routing'),
      route('Task Routing Attributes'),
      route('Queues'),
      route('Tasks'),
      route('Recent Tasks'),
    ];
    expect(rankSearchItems(items, 'task').map((item) => item.label)).toEqual([
      'Task Routing Attributes',
      'Tasks',
      'Recent Tasks',
      'Rules',
    ]);
  });

  it('puts the docs group last whatever its score', () => {
    const items: RankableItem[] = [
      { label: 'Queues guide', group: 'docs' },
      { label: 'My Queues', group: 'routes' },
    ];
    expect(rankSearchItems(items, 'queues').map((item) => item.label)).toEqual(['My Queues', 'Queues guide']);
    expect(rankSearchItems(items, '').map((item) => item.label)).toEqual(['My Queues', 'Queues guide']);
  });

  it('keeps pre-matched items the texts do not match, after the matching ones', () => {
    const items: RankableItem[] = [
      { label: 'Ada Lovelace', description: 'ada@example.com', group: 'audience', preMatched: true },
      { label: 'Audience', group: 'routes' },
    ];
    expect(rankSearchItems(items, '+1415').map((item) => item.label)).toEqual(['Ada Lovelace']);
    expect(rankSearchItems(items, 'aud').map((item) => item.label)).toEqual(['Audience', 'Ada Lovelace']);
  });

  it('keeps everything in order under the minimum match', () => {
    const items = [route('B'), route('A')];
    expect(rankSearchItems(items, 'x')).toEqual(items);
  });
});

describe('callCommandName (spec 001 §2 "/call {name}")', () => {
  it('reads the name after /call', () => {
    expect(callCommandName('/call Ada')).toBe('Ada');
    expect(callCommandName('  /CALL  ada lo ')).toBe('ada lo');
    expect(callCommandName('/call')).toBe('');
    expect(callCommandName('/call ')).toBe('');
  });

  it('is null for anything else', () => {
    expect(callCommandName('/callAda')).toBeNull();
    expect(callCommandName('call ada')).toBeNull();
    expect(callCommandName('')).toBeNull();
  });
});
