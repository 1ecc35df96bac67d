import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { installContactSearchServer } from '../testing/contact-search-server.ts';
import { renderRouted } from '../testing/render-routed.tsx';
import { DialPadButton } from './DialPadButton.tsx';

// Mantine's modal and inputs are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  resetApiState();
});

describe('the dial pad modal (spec 001 §2)', () => {
  it('opens step 1 from the dial pad button', async () => {
    installContactSearchServer();
    renderRouted(<DialPadButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Dial pad' }));
    await screen.findByRole('dialog', { name: 'Enter a Name, Phone Number, Email or External ID' });
    expect(screen.getByRole('textbox', { name: 'Search contacts' })).toBeInTheDocument();
  });

  it('goes to step 2 for the contact and number chosen, and back', async () => {
    installContactSearchServer();
    renderRouted(<DialPadButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Dial pad' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search contacts' }), {
      target: { value: 'ada' },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ada Lovelace +1 (415) 555-0100' }, { timeout: 3000 }),
    );
    const step2 = await screen.findByRole('dialog', { name: 'Select phone number to dial/message from' });
    expect(step2).toHaveTextContent('Calling Ada Lovelace · +1 (415) 555-0100');
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
    // Nothing is called before Go: the desk stays where it is.
    expect(screen.getByTestId('location')).toHaveTextContent('/start');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Enter a Name, Phone Number, Email or External ID' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search contacts' })).toBeInTheDocument());
  });

  it('opens step 2 for the contact of a desk link (/agent?phoneNumber=…&contactId=…), once', async () => {
    installContactSearchServer();
    const { router } = renderRouted(<DialPadButton />);
    await act(() =>
      router.navigate('/agent?phoneNumber=%2B14155550100&contactId=p-ada', {
        state: { contactName: 'Ada Lovelace' },
      }),
    );
    const step2 = await screen.findByRole('dialog', { name: 'Select phone number to dial/message from' });
    expect(step2).toHaveTextContent('Calling Ada Lovelace · +1 (415) 555-0100');
    // The link stays the spec's route; closing does not open it again.
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/agent?phoneNumber=%2B14155550100&contactId=p-ada',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Enter a Name, Phone Number, Email or External ID' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the number when a link names no contact, and ignores links outside the desk', async () => {
    installContactSearchServer();
    const { router } = renderRouted(<DialPadButton />);
    await act(() => router.navigate('/segments?phoneNumber=4155550111'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => router.navigate('/agent?phoneNumber=4155550111'));
    const step2 = await screen.findByRole('dialog', { name: 'Select phone number to dial/message from' });
    expect(step2).toHaveTextContent('Calling +1 (415) 555-0111');
  });
});
