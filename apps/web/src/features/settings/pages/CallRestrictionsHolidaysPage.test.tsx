import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import {
  type ComplianceHolidayFieldsFragment,
  ComplianceHolidaysDocument,
  CreateComplianceHolidayDocument,
  DeleteComplianceHolidayDocument,
  UpdateComplianceHolidayDocument,
} from '../api/compliance.generated.ts';
import {
  crudListServer,
  crudOperation,
  deleteOnceConfirmed,
  expectToast,
  PAGE_LOAD,
  rowOf,
} from '../testing/crud-table-page-kit.ts';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/settings/call-restrictions/holidays';

type Holiday = ComplianceHolidayFieldsFragment;
type Input = { name: string; startDate: string; endDate: string };

const holiday = (id: string, name: string, startDate: string, endDate: string): Holiday => ({
  id,
  name,
  startDate,
  endDate,
});

/** A fake holidays server; dates that share a day with another holiday are refused naming it. */
function holidaysServer(holidays: Holiday[]) {
  let overlapping: Holiday | undefined;
  return crudListServer<Holiday, Input>({
    records: holidays,
    operations: {
      list: crudOperation(ComplianceHolidaysDocument, (records) => ({ complianceHolidays: records })),
      create: crudOperation(CreateComplianceHolidayDocument, (record) => ({
        createComplianceHoliday: record,
      })),
      update: crudOperation(UpdateComplianceHolidayDocument, (record) => ({
        updateComplianceHoliday: record,
      })),
      remove: crudOperation(DeleteComplianceHolidayDocument, (id) => ({ deleteComplianceHoliday: id })),
    },
    idPrefix: 'h',
    toRecord: (id, input) => holiday(id, input.name, input.startDate, input.endDate),
    conflict: {
      get message() {
        return `These dates overlap the holiday ${overlapping?.name} (${overlapping?.startDate} to ${overlapping?.endDate})`;
      },
      field: 'startDate',
      clashes: (existing, input) => {
        const clash = existing.startDate <= input.endDate && input.startDate <= existing.endDate;
        if (clash) overlapping = existing;
        return clash;
      },
    },
  });
}

const admin = makeProfile({ roles: ['admin'] });

beforeEach(() => {
  resetApiState();
});

describe('Settings › Call Restrictions › Holidays', () => {
  it('shows an overlap refused by the server under the start date, then adds the holiday', async () => {
    const server = holidaysServer([holiday('h1', 'Christmas', '2026-12-24', '2026-12-26')]);
    renderApp(PATH, admin);
    expect(await screen.findByText('Christmas', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(within(rowOf('Christmas')).getByText('Dec 24, 2026 – Dec 26, 2026')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'New holiday' }));
    const dialog = await screen.findByRole('dialog', { name: 'New holiday' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Boxing Day' } });
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: '2026-12-26' } });
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: '2026-12-25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    // Checked here first, with the server's schema.
    expect(
      await within(dialog).findByText('End date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(server.requests('create')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: '2026-12-27' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('These dates overlap the holiday Christmas (2026-12-24 to 2026-12-26)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Start date/)).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: '2026-12-27' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Boxing Day')).toBeInTheDocument();
    expect(server.requests('create')).toHaveLength(2);
    await expectToast('Holiday added.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a holiday once confirmed', async () => {
    const server = holidaysServer([holiday('h1', 'New Year', '2027-01-01', '2027-01-01')]);
    renderApp(PATH, admin);
    await screen.findByText('New Year', {}, PAGE_LOAD);
    await deleteOnceConfirmed(server, { button: 'Delete New Year', dialog: 'Delete this holiday?' });
    expect(await screen.findByText('No holidays yet.')).toBeInTheDocument();
    await expectToast('Holiday deleted.');
  });
});
