import type { BrandPhoneNumber } from '@parley/core/brand-phone-numbers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  resetApiState,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

vi.setConfig({ testTimeout: 20_000 });

// The first visit of a page loads its chunk, which vite transforms on demand in tests.
const PAGE_LOAD = { timeout: 10_000 };
const PATH = '/settings/phone-numbers';
const AT = '2025-03-04T15:05:00.000Z';

function number(
  id: string,
  friendlyName: string,
  phoneNumber: string,
  capabilities: { voice: boolean; sms: boolean } = { voice: true, sms: true },
): BrandPhoneNumber {
  return { id, friendlyName, phoneNumber, ...capabilities, createdAt: AT, updatedAt: AT };
}

type Input = { phoneNumber: string; friendlyName: string; voice: boolean; sms: boolean };
type Variables = { id?: string; input?: Input };

/** A fake GraphQL server over `numbers`; a number already there is the server's 409. */
function phoneNumbersServer(numbers: BrandPhoneNumber[]) {
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      const { query, variables } = call.body as { query: string; variables: Variables };
      const input = variables.input;
      const e164 = (text: string) => `+1${text.replace(/\D/g, '').slice(-10)}`;
      const taken = () =>
        input && numbers.some((n) => n.id !== variables.id && n.phoneNumber === e164(input.phoneNumber));
      const conflict = () =>
        jsonResponse(200, {
          errors: [
            {
              message: "This number is already one of the brand's phone numbers",
              extensions: { code: 'conflict', status: 409, field: 'phoneNumber' },
            },
          ],
        });
      if (query.includes('createBrandPhoneNumber(') && input) {
        if (taken()) return conflict();
        const created = number(`n${numbers.length + 1}`, input.friendlyName, e164(input.phoneNumber), input);
        numbers.push(created);
        return jsonResponse(200, { data: { createBrandPhoneNumber: created } });
      }
      if (query.includes('updateBrandPhoneNumber(') && input) {
        if (taken()) return conflict();
        const index = numbers.findIndex((n) => n.id === variables.id);
        const updated = number(variables.id ?? '', input.friendlyName, e164(input.phoneNumber), input);
        numbers[index] = updated;
        return jsonResponse(200, { data: { updateBrandPhoneNumber: updated } });
      }
      if (query.includes('deleteBrandPhoneNumber(')) {
        numbers.splice(
          numbers.findIndex((n) => n.id === variables.id),
          1,
        );
        return jsonResponse(200, { data: { deleteBrandPhoneNumber: variables.id } });
      }
      if (query.includes('brandPhoneNumbers')) {
        return jsonResponse(200, { data: { brandPhoneNumbers: [...numbers] } });
      }
      return jsonResponse(200, { errors: [{ message: `unexpected ${query}` }] });
    }),
  );
  const requests = (field: string) =>
    calls.filter((call) => JSON.stringify(call.body ?? null).includes(`${field}(`));
  return { calls, requests };
}

const admin = makeProfile({ roles: ['admin'] });

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

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
    expect(server.requests('createBrandPhoneNumber')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Phone number/), { target: { value: '(415) 555-0199' } });
    fireEvent.change(within(dialog).getByLabelText(/^Friendly name/), { target: { value: 'San Francisco' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Voice' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('San Francisco')).toBeInTheDocument();
    const [created] = server.requests('createBrandPhoneNumber');
    if (!created) throw new Error('no create request');
    expect((created.body as { variables: Variables }).variables.input).toEqual({
      phoneNumber: '(415) 555-0199',
      friendlyName: 'San Francisco',
      voice: true,
      sms: false,
    });
    const row = within(rowOf('San Francisco'));
    expect(row.getByText('+1 (415) 555-0199')).toBeInTheDocument();
    expect(row.getByText('Voice')).toBeInTheDocument();
    expect(row.queryByText('SMS')).not.toBeInTheDocument();
    await waitFor(() => expect(toastMessages()).toContain('Phone number added.'));
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
    await waitFor(() => expect(toastMessages()).toContain('Phone number saved.'));
  });

  it('deletes a number once confirmed', async () => {
    const server = phoneNumbersServer([number('n1', 'Demo Co main line', '+18005550100')]);
    renderApp(PATH, admin);
    await screen.findByText('Demo Co main line', {}, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Demo Co main line' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this phone number?' });
    expect(server.requests('deleteBrandPhoneNumber')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This brand has no phone numbers yet.')).toBeInTheDocument();
    expect(server.requests('deleteBrandPhoneNumber')).toHaveLength(1);
    await waitFor(() => expect(toastMessages()).toContain('Phone number deleted.'));
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
