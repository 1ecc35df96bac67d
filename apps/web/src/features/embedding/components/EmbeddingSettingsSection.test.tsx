import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type FetchCall,
  installFetch,
  resetApiState,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import {
  callsOf,
  graphqlData,
  sentVariables,
  sentVariablesOf,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import {
  EmbeddingSettingsDocument,
  SaveEmbeddingSettingsDocument,
} from '../api/embedding-settings.generated.ts';
import { EmbeddingSettingsSection } from './EmbeddingSettingsSection.tsx';

beforeEach(() => {
  resetApiState();
});

/** The embedding settings on a tiny GraphQL server that normalises like the real one. */
function serveSettings(initial: string[]) {
  let origins = initial;
  return installFetch(
    withCsrf((call: FetchCall) => {
      const save = sentVariables(call, SaveEmbeddingSettingsDocument);
      if (save) {
        origins = save.input.allowedParentOrigins.map((origin) => origin.replace(/\/$/, '').toLowerCase());
        return graphqlData(SaveEmbeddingSettingsDocument, {
          saveEmbeddingSettings: { allowedParentOrigins: origins },
        });
      }
      return graphqlData(EmbeddingSettingsDocument, { embeddingSettings: { allowedParentOrigins: origins } });
    }),
  ).calls;
}

function originsInput(): HTMLInputElement {
  return screen.getByRole('combobox', { name: 'Allowed parent origins' });
}

function addOrigin(text: string): void {
  // Mantine takes a change to an input without focus for autofill and ignores it.
  originsInput().focus();
  fireEvent.change(originsInput(), { target: { value: text } });
  fireEvent.keyDown(originsInput(), { key: 'Enter' });
}

describe('Settings › General Settings › Embedding', () => {
  it('lists the allowed parent origins and saves a new one', async () => {
    const calls = serveSettings(['https://crm.example.com']);
    renderWithProviders(<EmbeddingSettingsSection />);
    expect(await screen.findByText('https://crm.example.com')).toBeInTheDocument();
    addOrigin('HTTP://127.0.0.1:4001/');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastMessages()).toContain('Embedding settings saved.'));
    expect(sentVariablesOf(calls, SaveEmbeddingSettingsDocument)).toEqual([
      { input: { allowedParentOrigins: ['https://crm.example.com', 'HTTP://127.0.0.1:4001/'] } },
    ]);
    expect(await screen.findByText('http://127.0.0.1:4001')).toBeInTheDocument();
  });

  it('refuses an address with a path or a wildcard, naming the field', async () => {
    const calls = serveSettings([]);
    renderWithProviders(<EmbeddingSettingsSection />);
    expect(
      await screen.findByText(
        'No parent origins yet: the embedded desktop sends no messages and accepts none.',
      ),
    ).toBeInTheDocument();
    addOrigin('https://crm.example.com/cases');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Allowed parent origins must be http(s) origins without a path (like https://crm.example.com): "https://crm.example.com/cases" is not one',
      ),
    ).toBeInTheDocument();
    expect(callsOf(calls, SaveEmbeddingSettingsDocument)).toEqual([]);
  });
});
