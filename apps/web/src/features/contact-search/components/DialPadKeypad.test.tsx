import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetch, resetApiState, withCsrf } from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData, sentVariablesOf } from '../../../shared/api/testing/graphql-test-kit.ts';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import { sendCallTones } from '../../voice/media/voice-runtime-registry.ts';
import { useVoiceStore } from '../../voice/state/voice-store.ts';
import { makeSnapshot } from '../../voice/testing/voice-fixtures.ts';
import { SearchContactsDocument } from '../api/contact-search.generated.ts';
import { ADA } from '../testing/contact-search-server.ts';
import { renderRouted } from '../testing/render-routed.tsx';
import { DialPadButton } from './DialPadButton.tsx';

// Issue 17 item 11: the dial pad's 12-key keypad types into the search before a call and sends
// tones during one (the media's tone function is a fake here: jsdom has no WebRTC).

vi.mock('../../voice/media/voice-runtime-registry.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../voice/media/voice-runtime-registry.ts')>()),
  sendCallTones: vi.fn(() => true),
}));

// Mantine's modal and inputs are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const tones = vi.mocked(sendCallTones);

function serveDesk() {
  return installFetch(
    withCsrf(() => {
      return graphqlData(SearchContactsDocument, {
        searchContacts: { kind: 'phone', page: 0, hasMore: false, items: [ADA] },
      });
    }),
  );
}

beforeEach(() => {
  resetApiState();
  tones.mockClear();
  tones.mockReturnValue(true);
});

afterEach(() => {
  useVoiceStore.getState().reset();
});

async function openDialPad(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Dial pad' }));
  return screen.findByRole('dialog', { name });
}

const key = (keypad: HTMLElement, label: string) => within(keypad).getByRole('button', { name: label });

describe('the dial pad keypad before a call', () => {
  it('types digits, * and # into the search, from the keys and from the keyboard, and searches them', async () => {
    const { calls } = serveDesk();
    renderRouted(<DialPadButton />);
    const dialog = await openDialPad('Enter a Name, Phone Number, Email or External ID');
    const search = within(dialog).getByRole('textbox', { name: 'Search contacts' });
    const keypad = within(dialog).getByRole('group', { name: 'Keypad' });
    expect(
      within(keypad)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#']);
    expect(key(keypad, '2')).toHaveTextContent('2ABC');
    expect(key(keypad, '9')).toHaveTextContent('9WXYZ');

    for (const digit of ['4', '1', '5']) fireEvent.click(key(keypad, digit));
    expect(search).toHaveValue('415');
    // Keyboard digits press the keys while the focus is elsewhere than a field...
    fireEvent.keyDown(key(keypad, '5'), { key: '5' });
    expect(search).toHaveValue('4155');
    // ...and are the field's own while it has the focus (no double typing), as are shortcuts.
    fireEvent.keyDown(search, { key: '7' });
    fireEvent.keyDown(document.body, { key: '7', ctrlKey: true });
    expect(search).toHaveValue('4155');

    await within(dialog).findByRole('button', { name: 'Ada Lovelace +1 (415) 555-0100' }, { timeout: 3000 });
    expect(sentVariablesOf(calls, SearchContactsDocument).map((variables) => variables.query)).toEqual([
      '4155',
    ]);
  });

  it('types + for a long press of 0, and hides when asked (the keyboard types nothing then)', async () => {
    serveDesk();
    renderRouted(<DialPadButton />);
    const dialog = await openDialPad('Enter a Name, Phone Number, Email or External ID');
    const search = within(dialog).getByRole('textbox', { name: 'Search contacts' });
    const keypad = within(dialog).getByRole('group', { name: 'Keypad' });
    const zero = key(keypad, '0');
    fireEvent.pointerDown(zero);
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    fireEvent.pointerUp(zero);
    fireEvent.click(zero);
    fireEvent.click(key(keypad, '4'));
    fireEvent.click(zero);
    expect(search).toHaveValue('+40');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide keypad' }));
    expect(within(dialog).queryByRole('group', { name: 'Keypad' })).toBeNull();
    fireEvent.keyDown(document.body, { key: '1' });
    expect(search).toHaveValue('+40');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show keypad' }));
    expect(within(dialog).getByRole('group', { name: 'Keypad' })).toBeInTheDocument();
  });
});

describe('the dial pad keypad during a call', () => {
  it("sends each key's tone from the agent's leg, keyboard digits too, and shows what went", async () => {
    serveDesk();
    useVoiceStore.getState().applySnapshot(makeSnapshot());
    renderRouted(<DialPadButton />);
    const dialog = await openDialPad('Keypad');
    expect(within(dialog).queryByRole('textbox', { name: 'Search contacts' })).toBeNull();
    expect(dialog).toHaveTextContent('Tones go to Grace Hopper as you press keys.');
    const keypad = within(dialog).getByRole('group', { name: 'Keypad' });
    fireEvent.click(key(keypad, '1'));
    fireEvent.keyDown(document.body, { key: '#' });
    fireEvent.keyDown(document.body, { key: '+' });
    expect(tones.mock.calls).toEqual([
      ['CF1', 'CPagent', '1'],
      ['CF1', 'CPagent', '#'],
    ]);
    expect(within(dialog).getByRole('status', { name: 'Tones sent' })).toHaveTextContent('1#');
    expect(within(dialog).queryByRole('button', { name: 'New call' })).toBeNull();

    tones.mockReturnValue(false);
    fireEvent.click(key(keypad, '2'));
    expect(await within(dialog).findByText(/Tones could not be sent/)).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Tones sent' })).toHaveTextContent('1#');

    // Closed, the keypad hears the keyboard no more: digits typed on the desk send nothing.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    tones.mockClear();
    fireEvent.keyDown(document.body, { key: '5' });
    expect(tones).not.toHaveBeenCalled();
  });

  it('offers a new call when the agent may hold several calls', async () => {
    serveDesk();
    useVoiceStore.getState().applySnapshot(makeSnapshot());
    renderRouted(<DialPadButton />, makeProfile({ featureFlags: { multipleCalls: true } }));
    const dialog = await openDialPad('Keypad');
    fireEvent.click(within(dialog).getByRole('button', { name: 'New call' }));
    await screen.findByRole('dialog', { name: 'Enter a Name, Phone Number, Email or External ID' });
    expect(screen.getByRole('textbox', { name: 'Search contacts' })).toBeInTheDocument();
    expect(tones).not.toHaveBeenCalled();
  });
});
