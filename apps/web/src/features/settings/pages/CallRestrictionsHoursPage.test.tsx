import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCall,
  installFetch,
  resetApiState,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import {
  callsOf,
  graphqlData,
  graphqlError,
  sentOperation,
  sentVariables,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import {
  ComplianceSettingsDocument,
  type ComplianceSettingsFieldsFragment,
  SaveDailyAvailableHoursDocument,
} from '../api/compliance.generated.ts';
import { expectToast, PAGE_LOAD } from '../testing/crud-table-page-kit.ts';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/settings/call-restrictions/contact-restrictions';
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function settings(): ComplianceSettingsFieldsFragment {
  return {
    dailyHours: DAYS.map((weekday) => ({ weekday, enabled: true, start: '08:00', end: '21:00' })),
    perContactPerDay: null,
    perNumberPerDay: null,
    targetAbandonRate: 3,
    safeHarbourMessage: 'Sorry we missed you.',
  };
}

/**
 * A fake server over one settings record. `refuse` answers the next save with a refusal naming a
 * field, as the server's zod check does (`hours.6.end must be after start`).
 */
function hoursServer(refuse?: { field: string; message: string }) {
  let stored = settings();
  let refusal = refuse;
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      const saved = sentVariables(call, SaveDailyAvailableHoursDocument);
      if (saved) {
        if (refusal) {
          const { field, message } = refusal;
          refusal = undefined;
          return graphqlError(message, { code: 'validation_failed', status: 400, field });
        }
        stored = { ...stored, dailyHours: [saved.hours].flat().map((window) => ({ ...window })) };
        return graphqlData(SaveDailyAvailableHoursDocument, { saveDailyAvailableHours: stored });
      }
      if (sentOperation(call, ComplianceSettingsDocument))
        return graphqlData(ComplianceSettingsDocument, { complianceSettings: stored });
      return graphqlError('unexpected', { code: 'internal', status: 500 });
    }),
  );
  return { calls, saves: () => callsOf(calls, SaveDailyAvailableHoursDocument) };
}

const admin = makeProfile({ roles: ['admin'] });
const supervisor = makeProfile({ roles: ['supervisor'] });

beforeEach(() => {
  resetApiState();
});

describe('Settings › Call Restrictions › Daily Available Hours', () => {
  it('checks the windows here, shows a refusal under its field, and saves all seven', async () => {
    const server = hoursServer({
      field: 'hours.6.end',
      message: 'hours.6.end must be a time between 00:01 and 24:00',
    });
    renderApp(PATH, admin);
    const monday = await screen.findByLabelText('Monday start', {}, PAGE_LOAD);
    expect(screen.getByRole('heading', { name: 'Daily Available Hours' })).toBeInTheDocument();
    expect(screen.getByText(/contact's local time .*default is 8:00 AM–9:00 PM/)).toBeInTheDocument();

    // An end before its start is refused here, under that field, and nothing is sent.
    fireEvent.change(monday, { target: { value: '22:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End must be after start')).toBeInTheDocument();
    expect(server.saves()).toHaveLength(0);

    fireEvent.change(monday, { target: { value: '09:30' } });
    fireEvent.click(screen.getByLabelText('Saturday available'));
    fireEvent.change(screen.getByLabelText('Sunday end'), { target: { value: '24:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The server's refusal names Sunday's end: shown under it, in the form's words.
    const sundayEnd = screen.getByLabelText('Sunday end');
    expect(await screen.findByText('End must be a time between 00:01 and 24:00')).toBeInTheDocument();
    expect(sundayEnd).toHaveAttribute('aria-invalid', 'true');
    expect(server.saves()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Daily available hours saved.');
    const [, second] = server.saves();
    expect(sentVariables(second, SaveDailyAvailableHoursDocument)?.hours).toEqual([
      { weekday: 'monday', enabled: true, start: '09:30', end: '21:00' },
      { weekday: 'tuesday', enabled: true, start: '08:00', end: '21:00' },
      { weekday: 'wednesday', enabled: true, start: '08:00', end: '21:00' },
      { weekday: 'thursday', enabled: true, start: '08:00', end: '21:00' },
      { weekday: 'friday', enabled: true, start: '08:00', end: '21:00' },
      { weekday: 'saturday', enabled: false, start: '08:00', end: '21:00' },
      { weekday: 'sunday', enabled: true, start: '08:00', end: '24:00' },
    ]);
  });

  it('shows the hours read-only to a supervisor', async () => {
    hoursServer();
    renderApp(PATH, supervisor);
    const table = await screen.findByRole('table', { name: 'Daily Available Hours' }, PAGE_LOAD);
    expect(within(table).getByLabelText('Monday start')).toBeDisabled();
    expect(within(table).getByLabelText('Monday available')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText(/Only admins can change these settings/)).toBeInTheDocument();
  });
});
