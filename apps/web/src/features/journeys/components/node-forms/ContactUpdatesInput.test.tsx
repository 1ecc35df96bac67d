import type { EventSchemaField } from '@parley/core/conditions/model';
import { journeyNodeSchema } from '@parley/core/journeys/graph';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState } from '../../../../shared/api/testing/api-test-kit.ts';
import { renderNodeForm, serveNodeFormData } from '../../testing/render-node-form.tsx';
import { nodeSummary } from '../../utils/node-summary.ts';

beforeEach(() => {
  resetApiState();
});

const attribute = (fieldName: string, fieldType: EventSchemaField['fieldType'] = 'string') => ({
  fieldName,
  fieldType,
  fieldId: `identify:user_properties:${fieldName}`,
});

function updateContactNode(updates: Array<{ propertyName: string; action: 'set' | 'unset'; value: string }>) {
  return journeyNodeSchema.parse({
    id: 'update-1',
    type: 'updateContact',
    position: { x: 0, y: 0 },
    data: { updates },
  });
}

/** The option texts of the attribute picker's dropdown (the action selects keep listboxes too). */
function optionTexts(): string[] {
  const input = screen.getByRole('combobox', { name: 'Contact field 1' });
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('the attribute options are not shown');
  return within(listbox)
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');
}

describe('the update-contact step (issue 17 item 8: attributes by label, never by key)', () => {
  it('offers the writable attributes by label, searchable by key, and saves the key', async () => {
    serveNodeFormData({ attributes: [attribute('favourite_colour'), attribute('rvProperties.timezone')] });
    const { node } = renderNodeForm(updateContactNode([{ propertyName: '', action: 'set', value: '' }]));
    const input = screen.getByRole('combobox', { name: 'Contact field 1' });
    fireEvent.focus(input);
    await waitFor(() => expect(optionTexts()).toContain('Favourite colour'));
    const texts = optionTexts();
    expect(texts).toContain('First name');
    expect(texts).toContain('Time zone');
    // Read-only attributes (validate-node.ts) are not offered; no key shows.
    expect(texts).not.toContain('Phone');
    expect(texts.filter((text) => /[a-z][A-Z]|_|\./.test(text))).toEqual([]);

    fireEvent.change(input, { target: { value: 'favourite_col' } });
    expect(optionTexts()).toEqual(['Favourite colour', 'Add a new attribute “favourite_col”']);
    fireEvent.click(screen.getByRole('option', { name: 'Favourite colour', hidden: true }));
    expect(node()).toMatchObject({ data: { updates: [{ propertyName: 'favourite_colour' }] } });
    expect(input).toHaveValue('Favourite colour');
  });

  it('keeps a new key as typed, and says it is new', async () => {
    serveNodeFormData({ attributes: [attribute('plan')] });
    const { node } = renderNodeForm(updateContactNode([{ propertyName: '', action: 'set', value: '' }]));
    const input = screen.getByRole('combobox', { name: 'Contact field 1' });
    fireEvent.focus(input);
    await waitFor(() => expect(optionTexts()).toContain('Plan'));
    fireEvent.change(input, { target: { value: ' loyaltyTier ' } });
    fireEvent.click(screen.getByRole('option', { name: 'Add a new attribute “loyaltyTier”', hidden: true }));
    expect(node()).toMatchObject({ data: { updates: [{ propertyName: 'loyaltyTier' }] } });
    expect(input).toHaveValue('Loyalty tier');
    expect(screen.getByText('A new attribute, saved as “loyaltyTier”')).toBeInTheDocument();
  });

  it('shows a saved key by its label', async () => {
    serveNodeFormData({ attributes: [attribute('plan')] });
    renderNodeForm(updateContactNode([{ propertyName: 'leadScore', action: 'set', value: '5' }]));
    expect(screen.getByRole('combobox', { name: 'Contact field 1' })).toHaveValue('Lead score');
  });

  it('summarises the step by the label of the field it updates', () => {
    const one = updateContactNode([{ propertyName: 'rvProperties.timezone', action: 'set', value: 'UTC' }]);
    expect(nodeSummary(one)).toBe('Updates Time zone');
    expect(nodeSummary(one, (name) => (name === 'rvProperties.timezone' ? 'Home zone' : name))).toBe(
      'Updates Home zone',
    );
    expect(nodeSummary(updateContactNode([]))).toBeNull();
  });

  it('names events in summaries by their labels', () => {
    const trigger = journeyNodeSchema.parse({
      id: 'trigger-1',
      type: 'trigger',
      position: { x: 0, y: 0 },
      data: { triggerType: 'parleyVoiceEvent', eventName: 'sms.received', filters: [] },
    });
    expect(nodeSummary(trigger)).toBe('Parley Voice Event: SMS received');
  });
});
