import { type JourneyNode, journeyNodeSchema, type NodeDataOf } from '@parley/core/journeys/graph';
import { defaultNodeData } from '@parley/core/journeys/node-defaults';
import type { NodeType } from '@parley/core/journeys/node-types';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState, toastMessages } from '../../../../shared/api/testing/api-test-kit.ts';
import { sentVariablesOf } from '../../../../shared/api/testing/graphql-test-kit.ts';
import { optionsOf, pick } from '../../../condition-builder/testing/builder-harness.tsx';
import { JourneyNumberOptionsDocument } from '../../api/journey-pickers.generated.ts';
import { type BrandResourcesData, renderPickerForm, serveBrandResources } from './picker-test-kit.tsx';

beforeEach(() => {
  resetApiState();
});

/** A node of the type with its blank data and these fields (checked by the node schema). */
function nodeOf<T extends NodeType>(type: T, data: Partial<NodeDataOf<T>> = {}): JourneyNode {
  const fields = { ...defaultNodeData(type), ...data };
  return journeyNodeSchema.parse({ id: type, type, position: { x: 0, y: 0 }, data: fields });
}

const BRAND: BrandResourcesData = {
  queues: [
    { sid: 'WQsupport', friendlyName: 'Support' },
    { sid: 'WQbilling', friendlyName: 'billing' },
    { sid: 'WQvip', friendlyName: 'VIP' },
  ],
  numbers: {
    voice: [
      { source: '+14155550101', internalDisplayName: 'Sales line' },
      { source: '+14155550100', internalDisplayName: 'Main line' },
    ],
    sms: [{ source: '+14155550199', internalDisplayName: 'Texting' }],
  },
  agents: [
    { id: 'u-zoe', name: 'Zoe Zed', email: 'zoe@acme.test', workerSid: 'WKzoe', deactivated: false },
    { id: 'u-ada', name: 'Ada Lovelace', email: 'ada@acme.test', workerSid: 'WKada', deactivated: false },
    { id: 'u-old', name: 'Olga Old', email: 'olga@acme.test', workerSid: 'WKold', deactivated: true },
  ],
  cancellationReasons: [
    { id: 'cr-2', name: 'Handled elsewhere' },
    { id: 'cr-1', name: 'Duplicate' },
  ],
};

const field = (name: string) => screen.getByRole('combobox', { name });

/** Waits until the picker has the brand's options (it is disabled while they load). */
async function loaded(name: string) {
  await waitFor(() => expect(field(name)).toBeEnabled());
  return field(name);
}

describe('the queue picker', () => {
  it('offers the brand’s queues by name and stores the chosen sid', async () => {
    serveBrandResources(BRAND);
    const form = renderPickerForm(nodeOf('customTask'));
    const queue = await loaded('Queue');
    // Empty: the routing rules choose, as before.
    expect(queue).toHaveValue('');
    expect(queue).toHaveAttribute('placeholder', 'Routing rules choose');
    expect(screen.getByText("Empty: the brand's routing rules choose.")).toBeInTheDocument();
    expect(await optionsOf(document.body, 'Queue')).toEqual(['billing', 'Support', 'VIP']);
    await pick(document.body, 'Queue', 'Support');
    expect(form.node().data).toMatchObject({ queueSid: 'WQsupport' });
    expect(field('Queue')).toHaveValue('Support');
  });

  it('keeps a queue the brand no longer has, shown as unknown, until another is chosen', async () => {
    serveBrandResources(BRAND);
    const form = renderPickerForm(nodeOf('call', { queueSid: 'WQgone' }));
    await waitFor(() => expect(field('Queue')).toHaveValue('Unknown queue (WQgone)'));
    expect(await optionsOf(document.body, 'Queue')).toEqual([
      'Unknown queue (WQgone)',
      'billing',
      'Support',
      'VIP',
    ]);
    expect(form.node().data).toMatchObject({ queueSid: 'WQgone' });
    await pick(document.body, 'Queue', 'VIP');
    expect(form.node().data).toMatchObject({ queueSid: 'WQvip' });
  });

  it('goes back to empty (the routing rules) when the chosen queue is picked again', async () => {
    serveBrandResources(BRAND);
    const form = renderPickerForm(nodeOf('reminder', { queueSid: 'WQvip' }));
    await waitFor(() => expect(field('Queue')).toHaveValue('VIP'));
    await pick(document.body, 'Queue', 'VIP');
    expect(form.node().data).toMatchObject({ queueSid: null });
    expect(field('Queue')).toHaveValue('');
  });

  it('is disabled with “Loading…” until the queues come', async () => {
    serveBrandResources({ ...BRAND, pending: ['JourneyQueueOptions'] });
    renderPickerForm(nodeOf('call', { queueSid: 'WQvip' }));
    const queue = field('Queue');
    expect(queue).toBeDisabled();
    expect(queue).toHaveAttribute('placeholder', 'Loading…');
  });

  it('says when the queues could not be loaded, keeps the stored sid and toasts nothing', async () => {
    serveBrandResources({ ...BRAND, failing: ['JourneyQueueOptions'] });
    const form = renderPickerForm(nodeOf('call', { queueSid: 'WQvip' }));
    expect(await screen.findByText('The queues could not be loaded.')).toBeInTheDocument();
    expect(field('Queue')).toHaveValue('WQvip');
    expect(form.node().data).toMatchObject({ queueSid: 'WQvip' });
    expect(toastMessages()).toEqual([]);
  });
});

describe('the from-number picker', () => {
  it('offers the brand’s voice numbers on a call step and stores the E.164 number', async () => {
    const { calls } = serveBrandResources(BRAND);
    const form = renderPickerForm(nodeOf('call'));
    const from = await loaded('From number');
    expect(from).toHaveAttribute('placeholder', "The brand's default number");
    expect(await optionsOf(document.body, 'From number')).toEqual([
      'Main line · +1 (415) 555-0100',
      'Sales line · +1 (415) 555-0101',
    ]);
    await pick(document.body, 'From number', 'Sales line · +1 (415) 555-0101');
    expect(form.node().data).toMatchObject({ fromNumber: '+14155550101' });
    expect(sentVariablesOf(calls, JourneyNumberOptionsDocument)).toEqual([{ channel: 'voice' }]);
  });

  it('offers the sms numbers on a text step, and finds a number by its digits', async () => {
    const { calls } = serveBrandResources(BRAND);
    const form = renderPickerForm(nodeOf('sms'));
    const from = await loaded('From number');
    fireEvent.click(from);
    fireEvent.change(from, { target: { value: '5550199' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Texting · +1 (415) 555-0199', hidden: true }));
    expect(form.node().data).toMatchObject({ fromNumber: '+14155550199' });
    expect(sentVariablesOf(calls, JourneyNumberOptionsDocument)).toEqual([{ channel: 'sms' }]);
  });

  it('shows a number the brand no longer texts from as unknown, and says when it has none', async () => {
    serveBrandResources({ ...BRAND, numbers: { sms: [] } });
    renderPickerForm(nodeOf('agentSms', { fromNumber: '+18005550123' }));
    await waitFor(() => expect(field('From number')).toHaveValue('Unknown number (+18005550123)'));
    expect(screen.getByText(/The brand has no numbers for texts\./)).toBeInTheDocument();
  });
});

describe('the agent picker', () => {
  it('offers the brand’s active agents by name and email and stores the user id', async () => {
    serveBrandResources(BRAND);
    const form = renderPickerForm(nodeOf('assignTargetAgent'));
    const agent = await loaded('Agent');
    expect(agent).toHaveAttribute('placeholder', 'Choose an agent');
    expect(await optionsOf(document.body, 'Agent')).toEqual([
      'Ada Lovelace (ada@acme.test)',
      'Zoe Zed (zoe@acme.test)',
    ]);
    await pick(document.body, 'Agent', 'Zoe Zed (zoe@acme.test)');
    expect(form.node().data).toEqual({ agentId: 'u-zoe' });
  });

  it('shows an agent stored by email (as older steps may name one) as that agent', async () => {
    serveBrandResources(BRAND);
    const form = renderPickerForm(nodeOf('assignTargetAgent', { agentId: 'ADA@acme.test' }));
    await waitFor(() => expect(field('Agent')).toHaveValue('Ada Lovelace (ada@acme.test)'));
    expect(form.node().data).toEqual({ agentId: 'ADA@acme.test' });
  });

  it('shows a stored agent who was deactivated by worker sid, marked so', async () => {
    serveBrandResources(BRAND);
    renderPickerForm(nodeOf('assignTargetAgent', { agentId: 'WKold' }));
    await waitFor(() => expect(field('Agent')).toHaveValue('Olga Old (olga@acme.test), deactivated'));
  });

  it('keeps an agent the brand no longer has, shown as unknown', async () => {
    serveBrandResources(BRAND);
    const form = renderPickerForm(nodeOf('assignTargetAgent', { agentId: 'u-gone' }));
    await waitFor(() => expect(field('Agent')).toHaveValue('Unknown agent (u-gone)'));
    expect(form.node().data).toEqual({ agentId: 'u-gone' });
  });
});

describe('the cancellation-reason picker', () => {
  it('offers the brand’s reasons by name and stores the reason id; empty is no reason', async () => {
    serveBrandResources(BRAND);
    const form = renderPickerForm(nodeOf('cancelTask'));
    const reason = await loaded('Cancellation reason');
    expect(reason).toHaveAttribute('placeholder', 'No reason');
    expect(screen.getByText('Empty: the task is canceled without a reason.')).toBeInTheDocument();
    expect(await optionsOf(document.body, 'Cancellation reason')).toEqual(['Duplicate', 'Handled elsewhere']);
    await pick(document.body, 'Cancellation reason', 'Handled elsewhere');
    expect(form.node().data).toMatchObject({ cancellationReasonId: 'cr-2' });
  });

  it('keeps a reason the brand deleted, shown as unknown', async () => {
    serveBrandResources(BRAND);
    renderPickerForm(nodeOf('cancelTask', { cancellationReasonId: 'cr-gone' }));
    await waitFor(() =>
      expect(field('Cancellation reason')).toHaveValue('Unknown cancellation reason (cr-gone)'),
    );
  });
});
