import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { ADA, installContactSearchServer } from '../testing/contact-search-server.ts';
import { renderRouted } from '../testing/render-routed.tsx';
import { DialPadButton } from './DialPadButton.tsx';

// Mantine's modal and inputs are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  resetApiState();
});

describe('the dial pad modal (spec 001 §2)', () => {
  it('opens step 1 from the dial pad button and says plainly that step 2 is not built', async () => {
    installContactSearchServer();
    renderRouted(<DialPadButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Dial pad' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Enter a Name, Phone Number, Email or External ID',
    });
    expect(dialog).toHaveTextContent('Choosing the number to call from (step 2) comes with calling');
    expect(screen.getByRole('textbox', { name: 'Search contacts' })).toBeInTheDocument();
  });

  it('opens the agent desktop for the contact and number chosen', async () => {
    installContactSearchServer();
    renderRouted(<DialPadButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Dial pad' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search contacts' }), {
      target: { value: 'ada' },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ada Lovelace +1 (415) 555-0100' }, { timeout: 3000 }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/agent?phoneNumber=%2B14155550100&contactId=${ADA.id}`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
