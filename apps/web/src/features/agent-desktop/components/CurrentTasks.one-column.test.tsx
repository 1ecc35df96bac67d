import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { installDeskServer } from '../testing/desk-server.ts';
import { renderDesk } from '../testing/render-desk.tsx';

// Issue 17 item 10: below the `md` breakpoint the desk shows one column at a time: the list, then
// the selected task with a way back; an offer is answered in its row there.

vi.setConfig({ testTimeout: 20_000 });

const offered = makeReservation({
  timeoutAt: new Date(Date.now() + 30_000).toISOString(),
  attributes: { name: 'Nia New', conversationSid: 'CH1', title: 'Inbound SMS' },
});

/** A phone: every "narrower than a breakpoint" query matches (useBelowBreakpoint). */
function narrowWindow(): void {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.startsWith('not all and (min-width'),
  }));
}

beforeEach(() => {
  resetApiState();
  narrowWindow();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the desk on one column (issue 17 item 10)', () => {
  it('shows the list, then the selected task with a way back; the offer is answered in its row', async () => {
    installDeskServer({
      reservations: [offered],
      rest: { 'GET /conv/conversations/CH1/messages': () => jsonResponse(200, { items: [] }) },
    });
    renderDesk();
    const list = await screen.findByRole('list', { name: 'Tasks' });
    const taskButton = await within(list).findByRole('button', { name: /^Nia New, / });
    // The task is open (the first on an empty desk) but not on screen: its offer is in its row.
    expect(screen.queryByRole('region', { name: 'Active task' })).not.toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Offer from Nia New' })).toBeInTheDocument();

    fireEvent.click(taskButton);
    const task = await screen.findByRole('region', { name: 'Active task' });
    expect(screen.queryByRole('list', { name: 'Tasks' })).not.toBeInTheDocument();
    expect(within(task).getByRole('button', { name: 'Accept' })).toBeInTheDocument();

    fireEvent.click(within(task).getByRole('button', { name: 'Back to tasks' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Tasks' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Active task' })).not.toBeInTheDocument();
  });
});
