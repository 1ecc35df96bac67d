import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  resetApiState,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import {
  graphqlData,
  graphqlError,
  sentOperation,
  sentVariables,
  sentVariablesOf,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import {
  ComplianceSettingsDocument,
  type DoNotCallEntryFieldsFragment,
  DoNotCallNumbersDocument,
  type OutboundDecisionFieldsFragment,
  OutboundDecisionsDocument,
} from '../api/compliance.generated.ts';
import type { DoNotCallUploadResult } from '../api/compliance-api.ts';
import { AT, PAGE_LOAD, rowOf } from '../testing/crud-table-page-kit.ts';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/settings/compliance-settings';
const UPLOAD_URL = '/api/compliance/do-not-call/upload';

const dnc = (phoneNumber: string, source: string, channel: string, note: string | null = null) =>
  ({ phoneNumber, source, channel, note, createdAt: AT }) satisfies DoNotCallEntryFieldsFragment;

function decision(
  id: string,
  overrides: Partial<OutboundDecisionFieldsFragment>,
): OutboundDecisionFieldsFragment {
  return {
    id,
    decidedAt: AT,
    channel: 'call',
    phoneNumber: '+14155550123',
    profileId: null,
    allowed: true,
    reason: null,
    detail: '',
    source: 'agent',
    ...overrides,
  };
}

type ServerOptions = {
  entries: DoNotCallEntryFieldsFragment[];
  upload?: DoNotCallUploadResult;
  /** The decision log, newest first, in pages of this many ("Load more" follows `nextCursor`). */
  decisions?: OutboundDecisionFieldsFragment[];
  decisionPageSize?: number;
};

/** A fake server for the page: its settings, the do-not-call list, the upload and the decision log. */
function complianceServer({ entries, upload, decisions = [], decisionPageSize = 50 }: ServerOptions) {
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      if (call.url === UPLOAD_URL && upload) return jsonResponse(200, upload);
      if (sentOperation(call, ComplianceSettingsDocument))
        return graphqlData(ComplianceSettingsDocument, {
          complianceSettings: {
            dailyHours: [],
            perContactPerDay: null,
            perNumberPerDay: null,
            targetAbandonRate: 3,
            safeHarbourMessage: 'Sorry we missed you.',
          },
        });
      if (sentOperation(call, DoNotCallNumbersDocument))
        return graphqlData(DoNotCallNumbersDocument, {
          doNotCallNumbers: { entries, total: entries.length, nextCursor: null },
        });
      const search = sentVariables(call, OutboundDecisionsDocument);
      if (search) {
        const matching = decisions.filter((entry) => !search.skippedOnly || !entry.allowed);
        const start = search.before ? matching.findIndex((entry) => entry.id === search.before) + 1 : 0;
        const page = matching.slice(start, start + decisionPageSize);
        const last = page.at(-1);
        const more = start + decisionPageSize < matching.length;
        return graphqlData(OutboundDecisionsDocument, {
          outboundDecisions: { entries: page, nextCursor: more && last ? last.id : null },
        });
      }
      return graphqlError('unexpected', { code: 'internal', status: 500 });
    }),
  );
  return { calls };
}

const admin = makeProfile({ roles: ['admin'] });
const supervisor = makeProfile({ roles: ['supervisor'] });

beforeEach(() => {
  resetApiState();
});

describe('Settings › Compliance Settings', () => {
  it('lists the do-not-call numbers, uploads a CSV and shows its summary with the bad rows', async () => {
    const { calls } = complianceServer({
      entries: [
        dnc('+14155550123', 'manual', 'all', 'Asked on the phone'),
        dnc('+14155550188', 'opt_out', 'sms'),
      ],
      upload: {
        added: 12,
        alreadyListed: 3,
        badRowCount: 2,
        badRows: [
          { line: 4, value: 'hello', reason: 'Not a phone number' },
          { line: 9, value: '', reason: 'No number' },
        ],
      },
    });
    renderApp(PATH, admin);
    const first = await screen.findByText('+1 (415) 555-0123', {}, PAGE_LOAD);
    const row = within(rowOf('+1 (415) 555-0123'));
    expect(first).toBeInTheDocument();
    expect(row.getByText('Added by hand')).toBeInTheDocument();
    expect(row.getByText('Calls and texts')).toBeInTheDocument();
    expect(row.getByText('Asked on the phone')).toBeInTheDocument();
    const optedOut = within(rowOf('+1 (415) 555-0188'));
    expect(optedOut.getByText('Opted out')).toBeInTheDocument();
    expect(optedOut.getByText('Texts only')).toBeInTheDocument();
    expect(screen.getByText('2 numbers')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Upload CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload CSV' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose a CSV file')).toBeInTheDocument();

    const input = dialog.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, {
      target: { files: [new File(['+14155550100\nhello'], 'dnc.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByText('12 added, 3 already listed, 2 bad rows')).toBeInTheDocument();
    const badRows = within(within(dialog).getByRole('table', { name: 'First bad rows' }));
    expect(badRows.getByText('Not a phone number')).toBeInTheDocument();
    expect(badRows.getByText('hello')).toBeInTheDocument();
    expect(badRows.getByText('No number')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === UPLOAD_URL);
    expect(sent?.method).toBe('POST');
    const body = sent?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(body instanceof FormData && body.get('file') instanceof File).toBe(true);
  });

  it('shows why a contact was not called, skipped only, with Load more and the CSV export', async () => {
    const { calls } = complianceServer({
      entries: [],
      decisionPageSize: 1,
      decisions: [
        decision('d3', {
          allowed: false,
          reason: 'outside_hours',
          detail:
            'Outside the daily available hours: 9:42 PM on Tuesday in America/Los_Angeles (allowed 8:00 AM–9:00 PM).',
          source: 'campaign',
        }),
        decision('d2', { allowed: true, channel: 'sms', source: 'journey' }),
        decision('d1', { allowed: false, reason: 'dnc', detail: 'The number is on the do-not-call list.' }),
      ],
    });
    renderApp(PATH, supervisor);
    expect(await screen.findByText('No numbers on the do-not-call list.', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload CSV' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Phone number or profile id'), {
      target: { value: '(415) 555-0123' },
    });
    fireEvent.click(screen.getByLabelText('Skipped only'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await screen.findByText('Outside daily available hours');
    const row = within(rowOf('Outside daily available hours'));
    expect(row.getByText('Skipped')).toBeInTheDocument();
    expect(row.getByText('Call')).toBeInTheDocument();
    expect(row.getByText('Campaign')).toBeInTheDocument();
    expect(row.getByText(/9:42 PM on Tuesday/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const dncDetail = 'The number is on the do-not-call list.';
    await screen.findByText(dncDetail);
    expect(within(rowOf(dncDetail)).getByText('Do-not-call list')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(sentVariablesOf(calls, OutboundDecisionsDocument)).toEqual([
      { phoneNumber: '(415) 555-0123', profileId: null, skippedOnly: true, before: null, first: 50 },
      { phoneNumber: '(415) 555-0123', profileId: null, skippedOnly: true, before: 'd3', first: 50 },
    ]);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/compliance/outbound-decisions.csv?phoneNumber=%28415%29+555-0123&skippedOnly=true',
    );
  });
});
