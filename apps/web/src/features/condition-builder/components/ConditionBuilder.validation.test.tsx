import { emptyTree } from '@parley/core/conditions/model';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import {
  conditionOf,
  filterOf,
  part,
  pick,
  renderBuilder,
  serveConditionData,
} from '../testing/builder-harness.tsx';

// Mantine renders slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  resetApiState();
  serveConditionData({ eventNames: { track: ['signup'] } });
});

const string = (propertyName: string, extra = {}) =>
  filterOf({ propertyName, propertyType: 'string', propertyFieldId: `f:${propertyName}`, ...extra });
const date = (extra = {}) =>
  filterOf({ propertyName: 'createdAt', propertyType: 'datetime', propertyOperator: 'after', ...extra });

describe('ConditionBuilder: validation (spec 002 §5)', () => {
  it('shows the messages only after a save attempt, and hides them at the next change', async () => {
    renderBuilder(emptyTree());
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    expect(screen.queryByText('Condition type required.')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Condition type required.')).toBeInTheDocument();

    await pick(part('Condition 1'), 'Condition type', 'Custom Event');
    expect(screen.queryByText('Condition type required.')).not.toBeInTheDocument();
    expect(screen.queryByText('Event Name is required.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event Name is required.')).toBeInTheDocument();
  });

  it('puts every message of a filter under its field', () => {
    const tree = {
      joinType: 'all' as const,
      groups: [
        {
          name: 'Group 1',
          joinType: 'all' as const,
          conditions: [
            conditionOf({
              conditionalType: 'contactAttribute',
              filters: [
                filterOf({}),
                string('plan'),
                string('firstName', { propertyOperator: 'equals', propertyValue: '  ' }),
                date({ dateComparisonType: 'specific' }),
                date({ dateComparisonType: 'relative', relativeDateValue: 'yesterday' }),
              ],
            }),
            conditionOf({
              conditionalType: 'customEvent',
              eventName: 'signup',
              filters: [string('plan', { propertyOperator: 'equals', propertyValue: '' })],
            }),
          ],
        },
      ],
    };
    const { save } = renderBuilder(tree);
    save();
    const attributes = part('Condition 1');
    expect(
      within(part('Filter 1', attributes)).getByText('Contact Attribute is required.'),
    ).toBeInTheDocument();
    expect(within(part('Filter 2', attributes)).getByText('Operator required.')).toBeInTheDocument();
    expect(
      within(part('Filter 3', attributes)).getByText('Input value cannot be blank.'),
    ).toBeInTheDocument();
    expect(within(part('Filter 4', attributes)).getByText('Invalid date')).toBeInTheDocument();
    expect(
      within(part('Filter 5', attributes)).getByText('Invalid relative date format'),
    ).toBeInTheDocument();
    expect(
      within(part('Filter 1', part('Condition 2'))).getByText(
        'Input value cannot be blank. To match an empty string, enter "" as value.',
      ),
    ).toBeInTheDocument();
  });
});

const complete = (value: string) =>
  conditionOf({
    conditionalType: 'contactAttribute',
    filters: [string('firstName', { propertyOperator: 'equals', propertyValue: value })],
  });

describe('ConditionBuilder: collapse and expand (spec 002 §4)', () => {
  it('shows complete groups and rows as summaries, opened and closed on demand', () => {
    renderBuilder({
      joinType: 'all',
      groups: [{ name: 'Buyers', joinType: 'any', conditions: [complete('Ada'), complete('Grace')] }],
    });
    const group = part('Buyers');
    expect(
      within(group).getByText('(First name equals "Ada") OR (First name equals "Grace")'),
    ).toBeInTheDocument();
    expect(within(group).queryByRole('combobox')).not.toBeInTheDocument();

    fireEvent.click(within(group).getByRole('button', { name: 'Edit Buyers' }));
    expect(within(part('Buyers')).getByText('First name equals "Ada"')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Condition 2' }));
    expect(within(part('Condition 2')).getByRole('combobox', { name: 'Value' })).toHaveValue('Grace');
    fireEvent.click(screen.getByRole('button', { name: 'Done editing Condition 2' }));
    expect(within(part('Condition 2')).queryByRole('combobox', { name: 'Value' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Done editing Buyers' }));
    expect(screen.getByRole('button', { name: 'Edit Buyers' })).toBeInTheDocument();
  });

  it('keeps a row open while it is edited, and adding an item closes the complete others', () => {
    renderBuilder({
      joinType: 'all',
      groups: [{ name: 'Group 1', joinType: 'all', conditions: [complete('Ada')] }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Group 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Condition 1' }));
    const value = within(part('Condition 1')).getByRole('combobox', { name: 'Value' });
    fireEvent.change(value, { target: { value: '' } });
    fireEvent.change(value, { target: { value: 'Grace' } });
    // Complete again, and still open under the user's hands.
    expect(within(part('Condition 1')).getByRole('combobox', { name: 'Value' })).toHaveValue('Grace');

    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(screen.getByRole('button', { name: 'Edit Condition 1' })).toBeInTheDocument();
    expect(within(part('Condition 2')).getByRole('combobox', { name: 'Condition type' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    // The first group still holds an incomplete condition: it stays open.
    expect(within(part('Group 1')).getByRole('combobox', { name: 'Condition type' })).toBeInTheDocument();
    expect(part('Group 2')).toBeInTheDocument();
  });

  it('opens the invalid items at a failed save and leaves the valid ones closed', () => {
    const { save } = renderBuilder({
      joinType: 'all',
      groups: [
        { name: 'Valid', joinType: 'all', conditions: [complete('Ada')] },
        { name: 'Invalid', joinType: 'all', conditions: [complete('Ada'), conditionOf({})] },
      ],
    });
    save();
    expect(screen.getByRole('button', { name: 'Edit Valid' })).toBeInTheDocument();
    const invalid = part('Invalid');
    expect(within(invalid).getByText('Condition type required.')).toBeInTheDocument();
    expect(within(invalid).getByRole('button', { name: 'Edit Condition 1' })).toBeInTheDocument();
  });

  it('cuts a value over 60 characters in the summary and shows it whole in a popover', async () => {
    const long = `${'a'.repeat(55)}-${'b'.repeat(20)}`;
    renderBuilder({
      joinType: 'all',
      groups: [{ name: 'Group 1', joinType: 'all', conditions: [complete(long)] }],
    });
    expect(screen.getByText(`First name equals "${long.slice(0, 59)}…`)).toBeInTheDocument();
    expect(screen.queryByText(`"${long}"`)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show the full value of First name' }));
    expect(await screen.findByText(`"${long}"`)).toBeInTheDocument();
  });
});
