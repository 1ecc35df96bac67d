import { describe, expect, it } from 'vitest';
import { matchStatusName, parseParentCommand } from './commands.ts';

describe('commands from the parent frame (spec 001 §6)', () => {
  it('accepts create-task with a title and optional attributes', () => {
    expect(parseParentCommand({ action: 'create-task', title: ' Call back ' }, 'generic')).toEqual({
      kind: 'command',
      command: { action: 'create-task', title: 'Call back' },
    });
    expect(
      parseParentCommand(
        { action: 'create-task', title: 'Call back', attributes: { caseId: 'C-7', priority: 2, vip: true } },
        'crm',
      ),
    ).toEqual({
      kind: 'command',
      command: {
        action: 'create-task',
        title: 'Call back',
        attributes: { caseId: 'C-7', priority: 2, vip: true },
      },
    });
  });

  it('refuses a create-task without a title or with nested attributes', () => {
    expect(parseParentCommand({ action: 'create-task' }, 'generic')).toEqual({
      kind: 'refused',
      action: 'create-task',
      reason: 'title is required',
    });
    expect(
      parseParentCommand({ action: 'create-task', title: 'x', attributes: { deep: { a: 1 } } }, 'generic'),
    ).toMatchObject({ kind: 'refused', action: 'create-task' });
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    expect(parseParentCommand({ action: 'create-task', title: 'x', attributes: many }, 'generic')).toEqual({
      kind: 'refused',
      action: 'create-task',
      reason: 'attributes must have at most 50 attributes',
    });
  });

  it('accepts change-status with a status name', () => {
    expect(parseParentCommand({ action: 'change-status', status: 'Available' }, null)).toEqual({
      kind: 'command',
      command: { action: 'change-status', status: 'Available' },
    });
    expect(parseParentCommand({ action: 'change-status', status: '' }, 'generic')).toEqual({
      kind: 'refused',
      action: 'change-status',
      reason: 'status is required',
    });
  });

  it('accepts open-dialer with a phone number from a CRM host only', () => {
    expect(parseParentCommand({ action: 'open-dialer', phoneNumber: '+1 (415) 555-0107' }, 'crm')).toEqual({
      kind: 'command',
      command: { action: 'open-dialer', phoneNumber: '+1 (415) 555-0107' },
    });
    expect(parseParentCommand({ action: 'open-dialer', phoneNumber: '+14155550107' }, 'generic')).toEqual({
      kind: 'refused',
      action: 'open-dialer',
      reason: 'open-dialer is accepted from a CRM host only (?embed=crm)',
    });
    expect(parseParentCommand({ action: 'open-dialer', phoneNumber: '+14155550107' }, null)).toMatchObject({
      kind: 'refused',
    });
    expect(parseParentCommand({ action: 'open-dialer', phoneNumber: 'call me' }, 'crm')).toEqual({
      kind: 'refused',
      action: 'open-dialer',
      reason: 'phoneNumber must be a phone number',
    });
  });

  it('quietly ignores what is not a command: other scripts, unknown actions, our own messages', () => {
    expect(parseParentCommand('change-status', 'generic')).toEqual({ kind: 'ignored' });
    expect(parseParentCommand(null, 'generic')).toEqual({ kind: 'ignored' });
    expect(parseParentCommand([{ action: 'change-status' }], 'generic')).toEqual({ kind: 'ignored' });
    expect(parseParentCommand({ action: 'delete-everything' }, 'generic')).toEqual({ kind: 'ignored' });
    expect(parseParentCommand({ source: 'react-devtools-bridge', payload: {} }, 'generic')).toEqual({
      kind: 'ignored',
    });
    expect(
      parseParentCommand({ source: 'parley', action: 'change-status', status: 'Available' }, 'generic'),
    ).toEqual({ kind: 'ignored' });
  });
});

describe('matchStatusName', () => {
  const names = ['Available', 'Unavailable', 'Break', 'Lunch'];

  it('matches exactly, else ignoring case when only one status fits', () => {
    expect(matchStatusName('Break', names)).toBe('Break');
    expect(matchStatusName(' available ', names)).toBe('Available');
    expect(matchStatusName('Coffee', names)).toBeNull();
    expect(matchStatusName('away', ['Away', 'AWAY'])).toBeNull();
  });
});
