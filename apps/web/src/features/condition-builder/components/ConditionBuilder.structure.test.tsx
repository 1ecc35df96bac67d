import { emptyCondition, emptyTree } from '@parley/core/conditions/model';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { part, pick, renderBuilder, serveConditionData } from '../testing/builder-harness.tsx';

// Mantine renders slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  resetApiState();
  serveConditionData({ eventNames: { track: ['signup', 'purchase'] } });
});

describe('ConditionBuilder: groups, conditions and filters', () => {
  it('adds a group with one blank condition, then conditions and filters', async () => {
    const { tree } = renderBuilder(emptyTree());
    expect(screen.getByText('No conditions yet: every contact matches.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    const group = part('Group 1');
    expect(within(group).getByText('Group 1')).toBeInTheDocument();
    expect(part('Condition 1', group)).toBeInTheDocument();
    expect(tree().groups).toEqual([
      {
        name: 'Group 1',
        joinType: 'all',
        conditions: [expect.objectContaining({ conditionalType: null, eventOperator: 'isSet', filters: [] })],
      },
    ]);

    await pick(part('Condition 1', group), 'Condition type', 'Contact Attribute');
    // spec 002 §4: a contact-attribute condition starts with one blank filter.
    expect(part('Filter 1', part('Condition 1', group))).toBeInTheDocument();
    fireEvent.click(within(part('Condition 1', group)).getByRole('button', { name: 'Add filter' }));
    expect(part('Filter 2', part('Condition 1', group))).toBeInTheDocument();
    expect(tree().groups[0]?.conditions[0]?.filters).toHaveLength(2);

    fireEvent.click(within(group).getByRole('button', { name: 'Add condition' }));
    expect(part('Condition 2', group)).toBeInTheDocument();
    expect(tree().groups[0]?.conditions).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    expect(part('Group 2')).toBeInTheDocument();
    expect(tree().groups.map((item) => item.name)).toEqual(['Group 1', 'Group 2']);
  });

  it('removes filters, conditions and groups', async () => {
    const { tree } = renderBuilder(emptyTree());
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    const condition = part('Condition 1', part('Group 1'));
    await pick(condition, 'Condition type', 'Contact Attribute');
    fireEvent.click(within(condition).getByRole('button', { name: 'Add filter' }));
    fireEvent.click(within(condition).getByRole('button', { name: 'Remove filter 2' }));
    expect(tree().groups[0]?.conditions[0]?.filters).toHaveLength(1);
    // spec 002 §5: a contact-attribute condition keeps at least one filter (core's removeFilter).
    fireEvent.click(within(condition).getByRole('button', { name: 'Remove filter 1' }));
    expect(tree().groups[0]?.conditions[0]?.filters).toHaveLength(1);

    fireEvent.click(within(condition).getByRole('button', { name: 'Remove condition 1' }));
    expect(tree().groups[0]?.conditions).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Group 1' }));
    expect(tree().groups).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Group 1' })).not.toBeInTheDocument();
  });

  it('renames a group on Enter, cuts the name to 50 characters, and Escape cancels an edit', () => {
    const { tree } = renderBuilder(emptyTree());
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rename Group 1' }));
    const input = screen.getByRole('textbox', { name: 'Group name' });
    expect(input).toHaveAttribute('maxlength', '50');
    fireEvent.change(input, { target: { value: 'Recent buyers' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(tree().groups[0]?.name).toBe('Recent buyers');
    expect(part('Recent buyers')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Rename Recent buyers' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Group name' }), {
      target: { value: 'Something else' },
    });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Group name' }), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Group name' })).not.toBeInTheDocument();
    expect(tree().groups[0]?.name).toBe('Recent buyers');

    fireEvent.click(screen.getByRole('button', { name: 'Rename Recent buyers' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Group name' }), {
      target: { value: 'x'.repeat(60) },
    });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Group name' }));
    expect(tree().groups[0]?.name).toBe('x'.repeat(50));
  });

  it('offers None (NOR) only with the showNorOperator flag', () => {
    const first = renderBuilder(emptyTree());
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    const join = within(part('Group 1')).getByRole('radiogroup', { name: 'Conditions must match' });
    expect(
      within(join)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['all', 'any']);
    expect(within(join).queryByRole('radio', { name: 'None (NOR)' })).not.toBeInTheDocument();
    first.unmount();

    const { tree } = renderBuilder(emptyTree(), { flags: { showNorOperator: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    fireEvent.click(within(part('Group 1')).getByRole('radio', { name: 'None (NOR)' }));
    expect(tree().groups[0]?.joinType).toBe('none');
  });

  it('joins the groups with the tree join type once there are two', () => {
    const { tree } = renderBuilder(emptyTree());
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    expect(screen.queryByRole('radiogroup', { name: 'Groups must match' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    const join = screen.getByRole('radiogroup', { name: 'Groups must match' });
    fireEvent.click(within(join).getByRole('radio', { name: 'Any (OR)' }));
    expect(tree().joinType).toBe('any');
  });

  it('offers the event condition types only when their flags allow them', async () => {
    renderBuilder(emptyTree(), { flags: { allowVoiceEvents: false } });
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    const condition = part('Condition 1');
    fireEvent.click(within(condition).getByRole('combobox', { name: 'Condition type' }));
    const listbox = await screen.findByRole('listbox', { hidden: true });
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(['Contact Attribute', 'Custom Event']);
  });

  it('is read-only when the host says so', () => {
    renderBuilder(
      {
        joinType: 'all',
        groups: [
          {
            name: 'Group 1',
            joinType: 'all',
            conditions: [{ ...emptyCondition(), conditionalType: 'customEvent' }],
          },
        ],
      },
      { readOnly: true },
    );
    expect(screen.queryByRole('button', { name: 'Add group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Group 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Group 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add condition' })).not.toBeInTheDocument();
    const condition = part('Condition 1');
    expect(within(condition).getByRole('combobox', { name: 'Condition type' })).toBeDisabled();
    expect(within(condition).getByRole('combobox', { name: 'Event Name' })).toBeDisabled();
    expect(within(condition).getByRole('radio', { name: 'has not done' })).toBeDisabled();
  });
});
