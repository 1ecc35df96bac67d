import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { installDeskServer, TEST_STATS, variablesOf } from '../testing/desk-server.ts';
import { renderDesk } from '../testing/render-desk.tsx';

beforeEach(() => {
  resetApiState();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the status dropdown (spec 001 §2, §4, §9)', () => {
  it('shows the time in the status, ticking every 500 ms', async () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval'],
      now: Date.parse('2025-01-01T09:01:04.600Z'),
    });
    installDeskServer();
    renderDesk();
    const timer = await screen.findByTestId('status-timer');
    expect(timer).toHaveTextContent('1:04');
    act(() => vi.advanceTimersByTime(500));
    expect(timer).toHaveTextContent('1:05');
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('2:05');
  });

  it("lists the brand's statuses and changes the status with updateAgent", async () => {
    const { calls } = installDeskServer();
    renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: 'Status: Available' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Available', 'Break', 'Offline', 'Log out']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Break', hidden: true }));
    expect(await screen.findByRole('button', { name: 'Status: Break' })).toBeInTheDocument();
    const mutation = calls.find((call) => String(JSON.stringify(call.body)).includes('UpdateAgentStatus'));
    expect(variablesOf(mutation)).toEqual({ updateUserData: { status: 'Break', twilioSid: 'WK1' } });
  });

  it('follows agent.statusUpdated for this agent', async () => {
    installDeskServer();
    const { emit } = renderDesk();
    await screen.findByRole('button', { name: 'Status: Available' });
    emit('agent.statusUpdated', {
      userId: 'user-1',
      workerSid: 'WK1',
      status: 'Offline',
      available: false,
      statusChangedAt: new Date().toISOString(),
    });
    expect(await screen.findByRole('button', { name: 'Status: Offline' })).toBeInTheDocument();
  });
});

describe("Today's Progress (spec 001 §2, §4, §8)", () => {
  async function openStats() {
    fireEvent.click(await screen.findByRole('button', { name: "Today's Progress" }));
  }

  it('is there with the showAgentDesktopStats flag only', async () => {
    installDeskServer();
    renderDesk();
    await screen.findByRole('button', { name: 'Status: Available' });
    expect(screen.queryByRole('button', { name: "Today's Progress" })).not.toBeInTheDocument();
  });

  it('shows the completed tasks against 150, floored', async () => {
    installDeskServer({ stats: { ...TEST_STATS, smsCount: 30, customCount: 7 } });
    renderDesk({ featureFlags: { showAgentDesktopStats: true } });
    await openStats();
    // 37 / 150 = 24.66 %
    expect(
      await screen.findByRole('progressbar', { name: 'Completed 24%', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByText('37 of 150 tasks completed today', { exact: false })).toBeInTheDocument();
  });

  it('shows anything between 0 and 1 % as 1 % with the minimum-display flag', async () => {
    installDeskServer({ stats: { ...TEST_STATS, smsCount: 1, customCount: 0 } });
    renderDesk({ featureFlags: { showAgentDesktopStats: true, showAgentDesktopStatsAdvanced: true } });
    await openStats();
    expect(
      await screen.findByRole('progressbar', { name: 'Completed 1%', hidden: true }),
    ).toBeInTheDocument();
  });

  it('shows 0 % for one task without the flag', async () => {
    installDeskServer({ stats: { ...TEST_STATS, smsCount: 1, customCount: 0 } });
    renderDesk({ featureFlags: { showAgentDesktopStats: true } });
    await openStats();
    expect(
      await screen.findByRole('progressbar', { name: 'Completed 0%', hidden: true }),
    ).toBeInTheDocument();
  });

  it("says 'There was an error loading the stats.' when they fail", async () => {
    installDeskServer({ stats: 'error' });
    renderDesk({ featureFlags: { showAgentDesktopStats: true } });
    await openStats();
    expect(await screen.findByText('There was an error loading the stats.')).toBeInTheDocument();
    expect(screen.getByText('Error Loading Stats.')).toBeInTheDocument();
  });
});

describe('log out', () => {
  it('signs out from the status dropdown', async () => {
    installDeskServer();
    const { session } = renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: 'Status: Available' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out', hidden: true }));
    await waitFor(() => expect(session.signOut).toHaveBeenCalled());
  });
});
