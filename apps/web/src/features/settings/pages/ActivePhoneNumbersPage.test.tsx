import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import {
  BrandPhoneNumbersDocument,
  CreateBrandPhoneNumberDocument,
  DeleteBrandPhoneNumberDocument,
  type SettingsBrandPhoneNumberFragment,
  UpdateBrandPhoneNumberDocument,
} from '../api/phone-numbers.generated.ts';
import type { BrandPhoneNumberValues } from '../api/phone-numbers-api.ts';
import {
  AT,
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

const PATH = '/settings/phone-numbers';

type BrandPhoneNumber = SettingsBrandPhoneNumberFragment;

function number(
  id: string,
  friendlyName: string,
  phoneNumber: string,
  capabilities: { voice: boolean; sms: boolean } = { voice: true, sms: true },
): BrandPhoneNumber {
  return { id, friendlyName, phoneNumber, ...capabilities, createdAt: AT, updatedAt: AT };
}

const e164 = (text: string) => `+1${text.replace(/\D/g, '').slice(-10)}`;

/** A fake GraphQL server over `numbers`; a number already there is the server's 409. */
function phoneNumbersServer(numbers: BrandPhoneNumber[]) {
  return crudListServer<BrandPhoneNumber, BrandPhoneNumberValues>({
    records: numbers,
    operations: {
      list: crudOperation(BrandPhoneNumbersDocument, (records) => ({ brandPhoneNumbers: records })),
      create: crudOperation(CreateBrandPhoneNumberDocument, (record) => ({ createBrandPhoneNumber: record })),
      update: crudOperation(UpdateBrandPhoneNumberDocument, (record) => ({ updateBrandPhoneNumber: record })),
      remove: crudOperation(DeleteBrandPhoneNumberDocument, (id) => ({ deleteBrandPhoneNumber: id })),
    },
    idPrefix: 'n',
    toRecord: (id, { friendlyName, phoneNumber, voice, sms }) =>
      number(id, friendlyName, e164(phoneNumber), { voice, sms }),
    conflict: {
      message: "This number is already one of the brand's phone numbers",
      field: 'phoneNumber',
      clashes: (existing, input) => existing.phoneNumber === e164(input.phoneNumber),
    },
  });
}

const admin = makeProfile({ roles: ['admin'] });

beforeEach(() => {
  resetApiState();
});

describe('Settings › Active Phone Numbers', () => {
  it('says plainly when the brand has no number, and adds one after checking it', async () => {
    const server = phoneNumbersServer([]);
    renderApp(PATH, admin);
    expect(
      await screen.findByText('This brand has no phone numbers yet.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Active Phone Numbers' })).toBeInTheDocument();

    fireEvent.click(screen.getAllByRole('button', { name: 'Add number' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add number' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Voice' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'SMS' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Invalid phone number')).toBeInTheDocument();
    expect(within(dialog).getByText('Friendly name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose voice, SMS or both')).toBeInTheDocument();
    expect(server.requests('create')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Phone number/), { target: { value: '(415) 555-0199' } });
    fireEvent.change(within(dialog).getByLabelText(/^Friendly name/), { target: { value: 'San Francisco' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Voice' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('San Francisco')).toBeInTheDocument();
    expect(server.firstInput('create')).toEqual({
      phoneNumber: '(415) 555-0199',
      friendlyName: 'San Francisco',
      voice: true,
      sms: false,
    });
    const row = within(rowOf('San Francisco'));
    expect(row.getByText('+1 (415) 555-0199')).toBeInTheDocument();
    expect(row.getByText('Voice')).toBeInTheDocument();
    expect(row.queryByText('SMS')).not.toBeInTheDocument();
    await expectToast('Phone number added.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a number, showing a duplicate under the field', async () => {
    phoneNumbersServer([
      number('n1', 'Demo Co main line', '+18005550100'),
      number('n2', 'Texts', '+14155550160', { voice: false, sms: true }),
    ]);
    renderApp(PATH, admin);
    await screen.findByText('Demo Co main line', {}, PAGE_LOAD);
    expect(within(rowOf('Demo Co main line')).getByText('+1 (800) 555-0100')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Texts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit number' });
    const phone = within(dialog).getByLabelText(/^Phone number/);
    expect(phone).toHaveValue('+14155550160');
    fireEvent.change(phone, { target: { value: '800-555-0100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText("This number is already one of the brand's phone numbers"),
    ).toBeInTheDocument();

    fireEvent.change(phone, { target: { value: '415-555-0161' } });
    fireEvent.change(within(dialog).getByLabelText(/^Friendly name/), { target: { value: 'Text line' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Text line')).toBeInTheDocument();
    expect(within(rowOf('Text line')).getByText('+1 (415) 555-0161')).toBeInTheDocument();
    await expectToast('Phone number saved.');
  });

  it('deletes a number once confirmed', async () => {
    const server = phoneNumbersServer([number('n1', 'Demo Co main line', '+18005550100')]);
    renderApp(PATH, admin);
    await screen.findByText('Demo Co main line', {}, PAGE_LOAD);
    await deleteOnceConfirmed(server, {
      button: 'Delete Demo Co main line',
      dialog: 'Delete this phone number?',
    });
    expect(await screen.findByText('This brand has no phone numbers yet.')).toBeInTheDocument();
    expect(server.requests('remove')).toHaveLength(1);
    await expectToast('Phone number deleted.');
  });

  it('shows a supervisor the numbers without the admin commands', async () => {
    phoneNumbersServer([number('n1', 'Demo Co main line', '+18005550100')]);
    renderApp(PATH, makeProfile({ roles: ['supervisor'] }));
    await screen.findByText('Demo Co main line', {}, PAGE_LOAD);
    expect(screen.getByText(/Only admins can add, edit or delete phone numbers\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Demo Co main line' })).not.toBeInTheDocument();
  });
});
