import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { callsOf, graphqlData, sentVariables } from '../../../shared/api/testing/graphql-test-kit.ts';
import { installDeskServer } from '../../agent-desktop/testing/desk-server.ts';
import { renderRouted } from '../../contact-search/testing/render-routed.tsx';
import { DialPadSourcesDocument, type DialPadSourcesQuery } from '../api/outbound-call.generated.ts';
import { FromNumberStep } from './FromNumberStep.tsx';

// Dial pad step 2 (spec 001 §2, §7): the brand's numbers from getCommunicationSources(voice), with
// their loading, empty and failed states.

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  resetApiState();
});

function renderStep(sources: () => Response | Promise<Response>) {
  const server = installDeskServer({ graphql: { DialPadSources: sources } });
  const onGo = vi.fn();
  renderRouted(
    <FromNumberStep contactPhone="+14155550100" contactName="Ada Lovelace" onBack={() => {}} onGo={onGo} />,
  );
  return { ...server, onGo };
}

const sourcesCall = (calls: ReturnType<typeof installDeskServer>['calls']) =>
  callsOf(calls, DialPadSourcesDocument)[0];

/** The server's answer: these numbers. */
const sources = (numbers: DialPadSourcesQuery['getCommunicationSources']) =>
  graphqlData(DialPadSourcesDocument, { getCommunicationSources: numbers });

describe('FromNumberStep', () => {
  it("asks for the brand's voice numbers and resolves the dynamic choice among them", async () => {
    const { calls, onGo } = renderStep(() =>
      sources([
        { source: '+18005550100', internalDisplayName: 'Demo Co main line', externalDisplayName: null },
        { source: '+14155550199', internalDisplayName: 'San Francisco', externalDisplayName: null },
      ]),
    );
    const select = await screen.findByRole('combobox', { name: 'Select phone number to dial/message from' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(sentVariables(sourcesCall(calls), DialPadSourcesDocument)).toEqual({ channel: 'voice' });
    expect(select).toHaveValue('Set dynamically based on contact profile');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    // The contact is in 415: local presence picks the San Francisco number.
    expect(onGo).toHaveBeenCalledWith({ phoneNumber: '+14155550199', label: 'San Francisco' });
  });

  it('shows the loader while the numbers load', async () => {
    let answer: (response: Response) => void = () => {};
    renderStep(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByLabelText("Loading the brand's phone numbers")).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select phone number to dial/message from' })).toBeDisabled();
    answer(sources([{ source: '+18005550100', internalDisplayName: 'Main', externalDisplayName: null }]));
    await waitFor(() =>
      expect(screen.queryByLabelText("Loading the brand's phone numbers")).not.toBeInTheDocument(),
    );
  });

  it('says plainly when the brand has no number to call from, and Go does nothing', async () => {
    const { onGo } = renderStep(() => sources([]));
    expect(
      await screen.findByText(
        'This brand has no phone number to call from. An admin can add one in Settings › Active Phone Numbers.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const go = screen.getByRole('button', { name: 'Go' });
    expect(go).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(go);
    expect(onGo).not.toHaveBeenCalled();
  });

  it('offers a retry when the numbers cannot be loaded', async () => {
    let fail = true;
    renderStep(() =>
      fail
        ? jsonResponse(500, { code: 'internal', message: 'boom' })
        : sources([{ source: '+18005550100', internalDisplayName: 'Main', externalDisplayName: null }]),
    );
    expect(await screen.findByText("The brand's phone numbers could not be loaded.")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const select = await screen.findByRole('combobox', { name: 'Select phone number to dial/message from' });
    await waitFor(() => expect(select).toBeEnabled());
  });
});
