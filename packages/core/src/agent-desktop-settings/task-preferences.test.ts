import { describe, expect, it } from 'vitest';
import { DEFAULT_TASK_PREFERENCES } from './task-preference-defaults.ts';
import {
  normaliseAutoAcceptTitles,
  readTaskPreferenceSettings,
  resolveTaskPreferences,
  taskPreferencesSchema,
} from './task-preferences.ts';

describe('task preferences: defaults and per-variant overrides merged at read time (spec 001 §3)', () => {
  const settings = readTaskPreferenceSettings({
    defaults: { inboundEmailDelaySeconds: 20 },
    variants: {
      'Incoming Call': { callsAutoAccept: true, tasksAutoOpenUrl: { enabled: false, openUrl: '' } },
    },
  });

  it('layers built-in ← defaults ← the variant', () => {
    expect(resolveTaskPreferences(settings, 'Incoming Call')).toEqual({
      ...DEFAULT_TASK_PREFERENCES,
      inboundEmailDelaySeconds: 20,
      callsAutoAccept: true,
      tasksAutoOpenUrl: { enabled: false, openUrl: '' },
    });
  });

  it('gives a title nobody configured the defaults', () => {
    expect(resolveTaskPreferences(settings, 'outbound call')).toEqual({
      ...DEFAULT_TASK_PREFERENCES,
      inboundEmailDelaySeconds: 20,
    });
  });

  it('drops what storage holds that the rules refuse, keeping the rest', () => {
    expect(
      readTaskPreferenceSettings({
        defaults: { callsAutoAccept: 'yes', autocompleteCountdownSeconds: 5, bogus: 1 },
        variants: { default: { callsAutoAccept: true }, '': {}, ok: null },
      }),
    ).toEqual({ defaults: { autocompleteCountdownSeconds: 5 }, variants: { ok: {} } });
    expect(readTaskPreferenceSettings(null)).toEqual({ defaults: {}, variants: {} });
  });
});

describe('autoAcceptByTaskTitle (spec 001 §4: a comma list of titles or "all")', () => {
  it('is stored trimmed, without empty entries or repeats', () => {
    expect(normaliseAutoAcceptTitles(' Incoming Call ,, scheduled callback, Incoming Call ')).toBe(
      'Incoming Call, scheduled callback',
    );
    expect(normaliseAutoAcceptTitles(' ALL ')).toBe('all');
    expect(normaliseAutoAcceptTitles('')).toBe('');
  });
});

describe('openUrl (spec 001 §4: http, https or www only)', () => {
  const openUrl = taskPreferencesSchema.shape.tasksAutoOpenUrl.shape.openUrl;
  it.each(['', 'https://crm.example.com/x', 'http://a.b', 'www.example.com'])('accepts %j', (url) => {
    expect(openUrl.safeParse(url).success).toBe(true);
  });
  it.each(['javascript:alert(1)', 'ftp://x', '/relative', 'crm.example.com'])('refuses %j', (url) => {
    expect(openUrl.safeParse(url).success).toBe(false);
  });
});
