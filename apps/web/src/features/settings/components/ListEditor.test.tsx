import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  resetApiState,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData, graphqlError, sentVariables } from '../../../shared/api/testing/graphql-test-kit.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import {
  SettingsCreateTagDocument,
  SettingsDeleteTagDocument,
  type SettingsDeskListItemFragment,
  SettingsReorderTagsDocument,
  SettingsTagsDocument,
  SettingsUpdateTagDocument,
} from '../api/agent-desktop-lists.generated.ts';
import { ListEditor } from './ListEditor.tsx';

beforeEach(() => {
  resetApiState();
});

type Item = SettingsDeskListItemFragment;

/** A tiny in-memory GraphQL server for the tags list. */
function serveTags(initial: string[]) {
  let items: Item[] = initial.map((name, position) => ({ id: `tag-${position + 1}`, name, position }));
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      if (call.url !== '/api/graphql') return jsonResponse(404, { code: 'not_found', message: call.url });
      const created = sentVariables(call, SettingsCreateTagDocument);
      if (created) {
        const { name } = created.input;
        if (items.some((item) => item.name === name)) {
          return graphqlError('A tag with this name already exists', {
            code: 'conflict',
            field: 'name',
            status: 409,
          });
        }
        const item = { id: `tag-${items.length + 1}`, name, position: items.length };
        items = [...items, item];
        return graphqlData(SettingsCreateTagDocument, { createTag: item });
      }
      const reordered = sentVariables(call, SettingsReorderTagsDocument);
      if (reordered) {
        const ids = (Array.isArray(reordered.ids) ? reordered.ids : [reordered.ids]).map(String);
        items = ids.flatMap((id, position) => {
          const item = items.find((candidate) => candidate.id === id);
          return item ? [{ ...item, position }] : [];
        });
        return graphqlData(SettingsReorderTagsDocument, { reorderTags: items.map(({ id }) => ({ id })) });
      }
      const deleted = sentVariables(call, SettingsDeleteTagDocument);
      if (deleted) {
        const id = String(deleted.id);
        items = items.filter((item) => item.id !== id);
        return graphqlData(SettingsDeleteTagDocument, { deleteTag: id });
      }
      const updated = sentVariables(call, SettingsUpdateTagDocument);
      if (updated) {
        const id = String(updated.id);
        items = items.map((item) => (item.id === id ? { ...item, name: updated.input.name } : item));
        return graphqlData(SettingsUpdateTagDocument, { updateTag: { id } });
      }
      return graphqlData(SettingsTagsDocument, { tags: items });
    }),
  );
  const mutations = () => calls.filter((call) => JSON.stringify(call.body ?? null).includes('mutation'));
  return { mutations };
}

function names(): string[] {
  const list = screen.getByRole('list', { name: 'Tags' });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent?.replace(/^\d+/, '') ?? '');
}

describe('ListEditor (Agent Desktop lists)', () => {
  it('says the list is empty and offers to add the first entry', async () => {
    serveTags([]);
    renderWithProviders(<ListEditor kind="tag" />);
    expect(await screen.findByText('No tags yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(screen.getByRole('textbox', { name: 'Tag' })).toHaveFocus();
  });

  it('adds an entry, validating on submit and clearing the error on change', async () => {
    const server = serveTags([]);
    renderWithProviders(<ListEditor kind="tag" />);
    await screen.findByText('No tags yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Tag is required')).toBeInTheDocument();
    expect(server.mutations()).toHaveLength(0);
    const input = screen.getByRole('textbox', { name: 'Tag' });
    fireEvent.change(input, { target: { value: 'V' } });
    expect(screen.queryByText('Tag is required')).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: ' VIP ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(names()).toEqual(['VIP']));
    expect(server.mutations()[0]?.body).toMatchObject({ variables: { input: { name: 'VIP' } } });
    expect(toastMessages()).toContain('Tag added.');
    expect(input).toHaveValue('');
  });

  it('shows a duplicate under the field', async () => {
    serveTags(['VIP']);
    renderWithProviders(<ListEditor kind="tag" />);
    await screen.findByRole('list', { name: 'Tags' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tag' }), { target: { value: 'VIP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('A tag with this name already exists', { selector: 'p, div' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tag' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves an entry and sends the whole new order', async () => {
    const server = serveTags(['Billing', 'VIP', 'Churn risk']);
    renderWithProviders(<ListEditor kind="tag" />);
    await screen.findByRole('list', { name: 'Tags' });
    expect(screen.getByRole('button', { name: 'Move Billing up' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move Churn risk up' }));
    await waitFor(() => expect(names()).toEqual(['Billing', 'Churn risk', 'VIP']));
    await waitFor(() => expect(toastMessages()).toContain('Tags reordered.'));
    expect(server.mutations()[0]?.body).toMatchObject({ variables: { ids: ['tag-1', 'tag-3', 'tag-2'] } });
  });

  it('renames in place and deletes after asking', async () => {
    serveTags(['Billing', 'VIP']);
    renderWithProviders(<ListEditor kind="tag" />);
    await screen.findByRole('list', { name: 'Tags' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit VIP' }));
    const rename = screen.getAllByRole('textbox', { name: 'Tag' })[0] as HTMLElement;
    expect(rename).toHaveValue('VIP');
    fireEvent.change(rename, { target: { value: 'Very important' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(names()).toEqual(['Billing', 'Very important']));
    expect(toastMessages()).toContain('Tag saved.');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Billing' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['Very important']));
    expect(toastMessages()).toContain('Tag deleted.');
  });
});
