import type { PropertyType } from '@parley/core/conditions/model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import {
  attributeField,
  conditionOf,
  eventField,
  filterOf,
  openFirstCondition,
  optionsOf,
  part,
  pick,
  renderBuilder,
  serveConditionData,
  treeOf,
  WAIT,
} from '../testing/builder-harness.tsx';

// Mantine renders slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  resetApiState();
  serveConditionData({
    eventNames: { track: ['signup'] },
    schemas: {
      'identify/user_properties': [attributeField('plan', 'string'), attributeField('age', 'number')],
      'track/signup': [eventField('signup', 'plan', 'string'), eventField('signup', 'seats', 'number')],
    },
  });
});

const attribute = (propertyName: string, propertyType: PropertyType, extra = {}) =>
  treeOf(
    conditionOf({
      conditionalType: 'contactAttribute',
      filters: [
        filterOf({
          propertyName,
          propertyType,
          propertyFieldId: `identify:user_properties:${propertyName}`,
          propertyOperator: 'isSet',
          ...extra,
        }),
      ],
    }),
  );

const value = (tree: ReturnType<typeof treeOf>) => tree.groups[0]?.conditions[0]?.filters[0]?.propertyValue;

describe('ConditionBuilder: operators per type (spec 001 §5)', () => {
  it.each([
    [
      'string',
      'firstName',
      [
        'contains',
        'does not equal',
        'equals',
        'is set',
        'is not set',
        'is not null',
        'starts with',
        'ends with',
        'is one of',
      ],
    ],
    [
      'number',
      'leadScore',
      [
        'equals',
        'does not equal',
        'is greater than',
        'is less than',
        'is greater than or equal to',
        'is less than or equal to',
        'is set',
        'is not set',
        'is not null',
        'is one of',
      ],
    ],
    ['boolean', 'optIn', ['equals', 'does not equal', 'is set', 'is not set']],
    [
      'datetime',
      'createdAt',
      ['is after', 'is before', 'is on or after', 'is on or before', 'is set', 'is not set'],
    ],
  ] as const)('offers the %s operators', async (type, name, labels) => {
    renderBuilder(attribute(name, type));
    openFirstCondition();
    expect(await optionsOf(part('Filter 1'), 'Operator')).toEqual(labels);
  });

  it('leaves isOneOf out where the host does not allow it, and endsWith out for custom events', async () => {
    const event = conditionOf({
      conditionalType: 'customEvent',
      eventName: 'signup',
      filters: [filterOf({ propertyName: 'plan', propertyType: 'string', propertyOperator: 'isSet' })],
    });
    renderBuilder(treeOf(event), { allowIsOneOf: false });
    openFirstCondition();
    const operators = await optionsOf(part('Filter 1'), 'Operator');
    expect(operators).not.toContain('ends with');
    expect(operators).not.toContain('is one of');
    expect(operators).toContain('starts with');
  });

  it('offers the contact attributes and the learned traits, hidden ones left out', async () => {
    renderBuilder(attribute('firstName', 'string'));
    openFirstCondition();
    // The learned traits arrive with getEditableEventSchema.
    await waitFor(
      async () => expect(await optionsOf(part('Filter 1'), 'Contact Attribute')).toContain('Plan'),
      WAIT,
    );
    // issue 17 item 8: people see labels, never the keys contactPhone, firstName or plan.
    const names = await optionsOf(part('Filter 1'), 'Contact Attribute');
    expect(names.slice(0, 5)).toEqual(['Phone', 'External ID', 'Email', 'First name', 'Last name']);
    expect(names).toContain('Plan');
    expect(names).toContain('Lead score');
    expect(names).not.toContain('Age');
    for (const name of names) expect(name).not.toMatch(/[a-z][A-Z]|\./);
  });

  it('finds a contact attribute by its label or by its key, and stores the key', async () => {
    const { tree } = renderBuilder(attribute('firstName', 'string'));
    openFirstCondition();
    const input = within(part('Filter 1')).getByRole('combobox', { name: 'Contact Attribute' });
    expect(input).toHaveValue('First name');
    // Mantine reads a change to an input without focus as autofill, not typing.
    input.focus();
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'contactPh' } });
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error('the attribute options are not shown');
    await waitFor(() =>
      expect(
        within(listbox)
          .queryAllByRole('option', { hidden: true })
          .map((option) => option.textContent),
      ).toEqual(['Phone']),
    );
    fireEvent.change(input, { target: { value: 'lead' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Lead score', hidden: true }));
    expect(tree().groups[0]?.conditions[0]?.filters[0]).toMatchObject({
      propertyName: 'leadScore',
      propertyType: 'number',
    });
  });

  it("shows the brand's own labels from the schema, for attributes and event properties", async () => {
    serveConditionData({
      eventNames: { track: ['signup'] },
      schemas: {
        'identify/user_properties': [{ ...attributeField('plan', 'string'), label: 'Subscription plan' }],
        'track/signup': [{ ...eventField('signup', 'seats', 'number'), label: 'Licences' }],
      },
    });
    renderBuilder(attribute('plan', 'string'));
    openFirstCondition();
    await waitFor(
      async () =>
        expect(await optionsOf(part('Filter 1'), 'Contact Attribute')).toContain('Subscription plan'),
      WAIT,
    );
    expect(within(part('Filter 1')).getByRole('combobox', { name: 'Contact Attribute' })).toHaveValue(
      'Subscription plan',
    );
    expect(await optionsOf(part('Filter 1'), 'Contact Attribute')).not.toContain('Plan');
  });

  it("offers an event's learned properties and its timestamp", async () => {
    const { tree } = renderBuilder(
      treeOf(conditionOf({ conditionalType: 'customEvent', eventName: 'signup' })),
    );
    openFirstCondition();
    fireEvent.click(within(part('Condition 1')).getByRole('button', { name: 'Add filter' }));
    await waitFor(
      async () =>
        expect(await optionsOf(part('Filter 1'), 'Property Name')).toEqual(['Plan', 'Seats', 'Time']),
      WAIT,
    );
    await pick(part('Filter 1'), 'Property Name', 'Seats');
    expect(tree().groups[0]?.conditions[0]?.filters[0]).toMatchObject({
      propertyName: 'seats',
      propertyType: 'number',
      propertyFieldId: 'track:signup:seats',
      propertyOperator: 'isSet',
    });
  });
});

describe('ConditionBuilder: value inputs (spec 002 §5)', () => {
  it('takes integers or decimals in a number value and ignores other keystrokes', () => {
    const { tree } = renderBuilder(attribute('leadScore', 'number', { propertyOperator: 'greaterThan' }));
    openFirstCondition();
    const input = within(part('Filter 1')).getByRole('textbox', { name: 'Value' });
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(value(tree())).toBe(12.5);
    fireEvent.change(input, { target: { value: '12.5x' } });
    expect(input).toHaveValue('12.5');
    expect(value(tree())).toBe(12.5);
    fireEvent.change(input, { target: { value: '-' } });
    expect(value(tree())).toBeNull();
  });

  it('splits number tags on spaces and commas, drops non-numbers and shows at most 4', () => {
    const { tree } = renderBuilder(
      attribute('leadScore', 'number', { propertyOperator: 'isOneOf', propertyValue: [] }),
    );
    openFirstCondition();
    const row = part('Filter 1');
    const field = within(row).getByRole('combobox', { name: 'Values' });
    fireEvent.change(field, { target: { value: '1, 2 x,3 ' } });
    expect(value(tree())).toEqual([1, 2, 3]);
    fireEvent.change(field, { target: { value: '4.5' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: '6,7,' } });
    expect(value(tree())).toEqual([1, 2, 3, 4.5, 6, 7]);
    expect(within(row).getByText('4.5')).toBeInTheDocument();
    expect(within(row).queryByText('6')).not.toBeInTheDocument();
    expect(within(row).getByText('+2 more')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Remove 1' }));
    expect(value(tree())).toEqual([2, 3, 4.5, 6, 7]);
  });

  it('takes string tags on Enter', () => {
    const { tree } = renderBuilder(
      attribute('firstName', 'string', { propertyOperator: 'isOneOf', propertyValue: [] }),
    );
    openFirstCondition();
    const field = within(part('Filter 1')).getByRole('combobox', { name: 'Values' });
    fireEvent.change(field, { target: { value: 'Ada Lovelace' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: 'Grace' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(value(tree())).toEqual(['Ada Lovelace', 'Grace']);
  });

  it('offers True and False for a boolean', async () => {
    const { tree } = renderBuilder(attribute('optIn', 'boolean', { propertyOperator: 'equals' }));
    openFirstCondition();
    expect(await optionsOf(part('Filter 1'), 'Value')).toEqual(['True', 'False']);
    await pick(part('Filter 1'), 'Value', 'False');
    expect(value(tree())).toBe(false);
  });
});
