import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import {
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
} from '../testing/builder-harness.tsx';

// Mantine renders slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  resetApiState();
  serveConditionData({
    eventNames: { track: ['signup', 'purchase', 'order_placed', 'sms.received'] },
    schemas: { 'track/signup': [eventField('signup', 'plan', 'string')] },
  });
});

const firstNameEquals = (value: string) =>
  filterOf({
    propertyName: 'firstName',
    propertyFieldId: 'identify:user_properties:firstName',
    propertyType: 'string',
    propertyOperator: 'equals',
    propertyValue: value,
  });

const createdAt = (overrides: Parameters<typeof filterOf>[0] = {}) =>
  filterOf({
    propertyName: 'createdAt',
    propertyFieldId: 'identify:user_properties:createdAt',
    propertyType: 'datetime',
    propertyOperator: 'isSet',
    ...overrides,
  });

const attributeRow = (...filters: ReturnType<typeof filterOf>[]) =>
  treeOf(conditionOf({ conditionalType: 'contactAttribute', filters }));

const filter = (tree: ReturnType<typeof treeOf>) => tree.groups[0]?.conditions[0]?.filters[0];

describe('ConditionBuilder: field changes (spec 002 §4)', () => {
  it('choosing a property resets the operator to isSet and clears the value', async () => {
    const { tree } = renderBuilder(attributeRow(firstNameEquals('Ada')));
    openFirstCondition();
    const row = part('Filter 1');
    expect(within(row).getByRole('combobox', { name: 'Value' })).toHaveValue('Ada');
    await pick(row, 'Contact Attribute', 'Last name');
    expect(filter(tree())).toMatchObject({
      propertyName: 'lastName',
      propertyType: 'string',
      propertyOperator: 'isSet',
      propertyValue: null,
    });
    expect(within(row).getByRole('combobox', { name: 'Operator' })).toHaveValue('is set');
    expect(within(row).queryByRole('combobox', { name: 'Value' })).not.toBeInTheDocument();
    // issue 17 item 8: the picker shows the label of the key it stored.
    expect(within(row).getByRole('combobox', { name: 'Contact Attribute' })).toHaveValue('Last name');
  });

  it('an operator without a value clears it; isOneOf wraps the value and leaving it keeps the first', async () => {
    const { tree } = renderBuilder(attributeRow(firstNameEquals('Ada')));
    openFirstCondition();
    const row = part('Filter 1');
    await pick(row, 'Operator', 'is one of');
    expect(filter(tree())?.propertyValue).toEqual(['Ada']);
    expect(within(row).getByText('Ada')).toBeInTheDocument();
    await pick(row, 'Operator', 'equals');
    expect(filter(tree())?.propertyValue).toBe('Ada');
    await pick(row, 'Operator', 'is not set');
    expect(filter(tree())).toMatchObject({ propertyOperator: 'isNotSet', propertyValue: null });
    expect(within(row).queryByRole('combobox', { name: 'Value' })).not.toBeInTheDocument();
  });

  it('a date operator defaults the date type to specific; changing the date type clears the values', async () => {
    const { tree } = renderBuilder(attributeRow(createdAt()));
    openFirstCondition();
    const row = part('Filter 1');
    await pick(row, 'Operator', 'is after');
    expect(filter(tree())).toMatchObject({ propertyOperator: 'after', dateComparisonType: 'specific' });
    expect(within(row).getByText('Date and time (Eastern Time)')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('radio', { name: 'Relative date' }));
    const relative = within(row).getByRole('textbox', { name: 'Relative date' });
    fireEvent.change(relative, { target: { value: 'now-7d' } });
    expect(filter(tree())).toMatchObject({ dateComparisonType: 'relative', relativeDateValue: 'now-7d' });
    expect(within(row).getByText('7 days ago')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('radio', { name: 'Specific date' }));
    expect(filter(tree())).toMatchObject({
      dateComparisonType: 'specific',
      propertyValue: null,
      relativeDateValue: null,
    });
  });

  it('shows a stored specific date in Eastern Time on a 12-hour clock', () => {
    renderBuilder(
      attributeRow(
        createdAt({
          propertyOperator: 'onOrAfter',
          dateComparisonType: 'specific',
          propertyValue: '2024-05-01T18:30:00.000Z',
        }),
      ),
    );
    // Collapsed: core's summary; expanded: the picker shows the same Eastern minute.
    expect(screen.getByText('Added to Parley is on or after 05/01/2024 2:30 PM ET')).toBeInTheDocument();
    openFirstCondition();
    expect(within(part('Filter 1')).getByText('05/01/2024 2:30 PM')).toBeInTheDocument();
  });

  it('changing the condition type resets the event name and the filters', async () => {
    const event = conditionOf({
      conditionalType: 'customEvent',
      eventName: 'signup',
      filters: [filterOf({ propertyName: 'plan', propertyType: 'string', propertyOperator: 'isSet' })],
    });
    const { tree } = renderBuilder(treeOf(event));
    openFirstCondition();
    await pick(part('Condition 1'), 'Condition type', 'Contact Attribute');
    expect(tree().groups[0]?.conditions[0]).toMatchObject({
      conditionalType: 'contactAttribute',
      eventName: null,
      eventOperator: 'isSet',
      filters: [expect.objectContaining({ propertyName: null })],
    });
    await pick(part('Condition 1'), 'Condition type', 'Custom Event');
    expect(tree().groups[0]?.conditions[0]).toMatchObject({ eventName: null, filters: [] });
    expect(within(part('Condition 1')).getByRole('combobox', { name: 'Event Name' })).toHaveValue('');
  });

  it('changing the event name resets the operator and the filters; isNotSet clears the filters', async () => {
    const event = conditionOf({
      conditionalType: 'customEvent',
      eventName: 'signup',
      filters: [filterOf({ propertyName: 'plan', propertyType: 'string', propertyOperator: 'isSet' })],
    });
    const { tree } = renderBuilder(treeOf(event));
    openFirstCondition();
    const row = part('Condition 1');
    expect(part('Filter 1', row)).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('radio', { name: 'has not done' }));
    expect(tree().groups[0]?.conditions[0]).toMatchObject({ eventOperator: 'isNotSet', filters: [] });
    expect(within(row).queryByRole('group', { name: 'Filter 1' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Add filter' })).not.toBeInTheDocument();

    await pick(row, 'Event Name', 'Purchase');
    expect(tree().groups[0]?.conditions[0]).toMatchObject({
      eventName: 'purchase',
      eventOperator: 'isSet',
      filters: [],
    });
  });

  it('shows events by their labels, finds them by name too, and saves the name (issue 17 item 8)', async () => {
    const { tree } = renderBuilder(
      treeOf(conditionOf({ conditionalType: 'customEvent', eventName: 'signup' })),
    );
    openFirstCondition();
    const row = part('Condition 1');
    await waitFor(async () =>
      expect(await optionsOf(row, 'Event Name')).toEqual([
        'Signup',
        'Purchase',
        'Order placed',
        'SMS received',
      ]),
    );
    const input = within(row).getByRole('combobox', { name: 'Event Name' });
    expect(input).toHaveValue('Signup');
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'order_pl' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Order placed', hidden: true }));
    expect(tree().groups[0]?.conditions[0]).toMatchObject({ eventName: 'order_placed' });
    expect(input).toHaveValue('Order placed');
  });

  it('sets last event only and an event count on an event row', async () => {
    const { tree } = renderBuilder(
      treeOf(conditionOf({ conditionalType: 'customEvent', eventName: 'signup' })),
    );
    openFirstCondition();
    const row = part('Condition 1');
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Last event only' }));
    expect(tree().groups[0]?.conditions[0]?.lastEventOnly).toBe(true);
    await pick(row, 'How many times', 'At least');
    expect(tree().groups[0]?.conditions[0]?.eventCount).toEqual({ operator: 'atLeast', value: 1 });
    fireEvent.change(within(row).getByRole('textbox', { name: 'Number of times' }), {
      target: { value: '3' },
    });
    expect(tree().groups[0]?.conditions[0]?.eventCount).toEqual({ operator: 'atLeast', value: 3 });
  });
});
