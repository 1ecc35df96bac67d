import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInFrame } from '../../../shared/api/embedded-frame.ts';
import { notifyParent, resetNotifyParentForTests, setAllowedParentOrigins } from './notify-parent.ts';

vi.mock('../../../shared/api/embedded-frame.ts', () => ({ isInFrame: vi.fn(() => true) }));

const CONTACT = { profileId: 'p-1', contactPhone: '+14155550107', name: 'Ana Lee', email: null };

function setReferrer(referrer: string): void {
  Object.defineProperty(document, 'referrer', { configurable: true, value: referrer });
}

describe('notifyParent (spec 001 §6: messages only to the allowed parent origins)', () => {
  let posted: [unknown, string][];

  beforeEach(() => {
    resetNotifyParentForTests();
    vi.mocked(isInFrame).mockReturnValue(true);
    posted = [];
    // In jsdom the window is its own parent: record instead of delivering.
    vi.spyOn(window, 'postMessage').mockImplementation((message: unknown, targetOrigin?: unknown) => {
      posted.push([message, String(targetOrigin)]);
    });
    setReferrer('https://crm.example.com/cases/7');
  });

  afterEach(() => {
    setReferrer('');
  });

  it('waits for the allowed origins, then posts to the parent with its exact origin', () => {
    notifyParent('task-assigned', CONTACT, { taskSid: 'WT1' });
    notifyParent('status-changed', null, { status: 'Available' });
    expect(posted).toEqual([]);

    setAllowedParentOrigins(['https://tools.example.com', 'https://crm.example.com']);
    expect(posted).toEqual([
      [
        { source: 'parley', action: 'task-assigned', contact: CONTACT, taskSid: 'WT1' },
        'https://crm.example.com',
      ],
      [
        { source: 'parley', action: 'status-changed', contact: null, status: 'Available' },
        'https://crm.example.com',
      ],
    ]);

    notifyParent('task-accepted', CONTACT, { taskSid: 'WT1' });
    expect(posted.at(-1)).toEqual([
      { source: 'parley', action: 'task-accepted', contact: CONTACT, taskSid: 'WT1' },
      'https://crm.example.com',
    ]);
  });

  it('posts nothing to a parent whose origin is not allowed, and never with "*"', () => {
    setReferrer('https://evil.example.com/');
    setAllowedParentOrigins(['https://crm.example.com', '*']);
    notifyParent('task-accepted', CONTACT, { taskSid: 'WT1' });
    expect(posted).toEqual([]);

    setAllowedParentOrigins([]);
    setReferrer('https://crm.example.com/');
    notifyParent('task-accepted', CONTACT, { taskSid: 'WT1' });
    expect(posted).toEqual([]);
  });

  it('remembers the parent for later pages of the frame, whose referrer is the desk itself', () => {
    setAllowedParentOrigins(['https://crm.example.com']);
    notifyParent('task-active', CONTACT, { taskSid: 'WT1' });
    setReferrer(`${window.location.origin}/login`);
    notifyParent('task-completed', CONTACT, { taskSid: 'WT1' });
    expect(posted.map(([, origin]) => origin)).toEqual([
      'https://crm.example.com',
      'https://crm.example.com',
    ]);
  });

  it('sends and keeps nothing outside a frame', () => {
    vi.mocked(isInFrame).mockReturnValue(false);
    notifyParent('task-assigned', CONTACT, { taskSid: 'WT1' });
    vi.mocked(isInFrame).mockReturnValue(true);
    setAllowedParentOrigins(['https://crm.example.com']);
    expect(posted).toEqual([]);
  });
});
