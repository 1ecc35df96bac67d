import type { NodeOf } from '@parley/core/journeys/graph';
import { defaultTriggerData, type TriggerData } from '@parley/core/journeys/trigger-data';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState } from '../../../../shared/api/testing/api-test-kit.ts';
import {
  eventField,
  optionsOf,
  part,
  pick,
  WAIT,
} from '../../../condition-builder/testing/builder-harness.tsx';
import { renderNodeForm, serveNodeFormData } from '../../testing/render-node-form.tsx';

beforeEach(() => {
  resetApiState();
});

function triggerNode(data: TriggerData): NodeOf<'trigger'> {
  return { id: 'trigger', type: 'trigger', position: { x: 0, y: 0 }, data };
}

function triggerData(node: unknown): TriggerData {
  return (node as NodeOf<'trigger'>).data;
}

/** An event's suggestion: its label (issue 17 item 8), the event's name under it. */
const eventOption = (label: string, name: string) => ({ name: `${label} ${name}`, hidden: true });

/** Types into the event name picker and clicks the suggestion labelled `label` for the event `name`. */
async function pickEventName(text: string, label: string, name: string) {
  const input = screen.getByRole('combobox', { name: 'Event Name' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', eventOption(label, name), WAIT));
}

describe('the trigger form', () => {
  it('picks a custom event from the brand’s learned names and filters on its properties', async () => {
    serveNodeFormData({
      eventNames: { track: ['cart abandoned', 'order placed'] },
      schemas: { 'track/order placed': [eventField('order placed', 'amount', 'number')] },
    });
    const form = renderNodeForm(triggerNode(defaultTriggerData('custom')));
    // Without an event there is nothing to filter on yet.
    expect(await screen.findByText('Choose the event to filter on its properties.')).toBeInTheDocument();
    await pickEventName('order', 'Order placed', 'order placed');
    expect(triggerData(form.node())).toMatchObject({ triggerType: 'custom', eventName: 'order placed' });

    const filters = part('Only when the event matches');
    fireEvent.click(within(filters).getByRole('button', { name: 'Add filter' }));
    await waitFor(async () =>
      expect(await optionsOf(part('Filter 1'), 'Property Name')).toEqual(['Amount', 'Time']),
    );
    await pick(part('Filter 1'), 'Property Name', 'Amount');
    await pick(part('Filter 1'), 'Operator', 'is greater than');
    fireEvent.change(within(part('Filter 1')).getByRole('textbox', { name: 'Value' }), {
      target: { value: '50' },
    });
    await waitFor(() =>
      expect(triggerData(form.node())).toMatchObject({
        filters: [
          {
            propertyName: 'amount',
            propertyFieldId: 'track:order placed:amount',
            propertyType: 'number',
            propertyOperator: 'greaterThan',
            propertyValue: 50,
          },
        ],
      }),
    );
  });

  it('offers the platform’s preset event names for a Parley voice event, then the learned ones', async () => {
    serveNodeFormData({ eventNames: { parley_voice_event: ['call.completed', 'ivr.finished'] } });
    const form = renderNodeForm(triggerNode(defaultTriggerData('parleyVoiceEvent')));
    const input = await screen.findByRole('combobox', { name: 'Event Name' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '.' } });
    await waitFor(
      () =>
        expect(screen.getByRole('option', eventOption('IVR finished', 'ivr.finished'))).toBeInTheDocument(),
      WAIT,
    );
    for (const [label, name] of [
      ['Call completed', 'call.completed'],
      ['SMS received', 'sms.received'],
      ['Voicemail completed', 'voicemail.completed'],
    ] as const)
      expect(screen.getByRole('option', eventOption(label, name))).toBeInTheDocument();
    // call.completed is a preset: listed once.
    expect(screen.getAllByRole('option', eventOption('Call completed', 'call.completed'))).toHaveLength(1);
    // issue 17 item 8: found by its label as well as by its name.
    fireEvent.change(input, { target: { value: 'sms rec' } });
    fireEvent.click(await screen.findByRole('option', eventOption('SMS received', 'sms.received')));
    expect(triggerData(form.node())).toMatchObject({ eventName: 'sms.received' });
  });

  it('filters page views on url, path, title and referrer, with no value suggestions to ask for', async () => {
    const { calls } = serveNodeFormData();
    const form = renderNodeForm(triggerNode(defaultTriggerData('pageview')));
    const filters = await screen.findByRole('group', { name: 'Only page views that match' });
    expect(within(filters).getByText('No filters: every page view counts.')).toBeInTheDocument();
    fireEvent.click(within(filters).getByRole('button', { name: 'Add filter' }));
    expect(await optionsOf(part('Filter 1'), 'Property Name')).toEqual(['URL', 'Path', 'Title', 'Referrer']);
    await pick(part('Filter 1'), 'Property Name', 'Path');
    expect(triggerData(form.node())).toMatchObject({
      filters: [{ propertyName: 'path', propertyType: 'string', propertyFieldId: null }],
    });
    expect(calls.filter((call) => call.url.includes('autocomplete'))).toHaveLength(0);
  });

  it('schedules a cron over a contact list and previews its next three runs', async () => {
    serveNodeFormData({ contactLists: [{ id: 'cl1', name: 'VIP callers' }] });
    const form = renderNodeForm(triggerNode(defaultTriggerData('scheduled')));
    const nextRuns = await screen.findByRole('group', { name: 'Next runs' });
    expect(within(nextRuns).getByText('No upcoming run.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Repeating (cron)' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Cron schedule' }), {
      target: { value: '0 9 * * 1-5' },
    });
    await waitFor(() => expect(within(nextRuns).getAllByRole('listitem')).toHaveLength(3));
    for (const item of within(nextRuns).getAllByRole('listitem'))
      expect(item).toHaveTextContent(/(Mon|Tue|Wed|Thu|Fri), .* 9:00 AM$/);

    fireEvent.click(screen.getByRole('radio', { name: 'Contact list' }));
    await pick(document.body, 'Contact list', 'VIP callers');
    expect(triggerData(form.node())).toMatchObject({
      triggerType: 'scheduled',
      schedule: { kind: 'cron', cron: '0 9 * * 1-5', timeZone: 'America/New_York' },
      audience: { kind: 'contactList', id: 'cl1' },
    });
  });

  it('reads a one-time run on the schedule’s clock and keeps that wall time when the zone changes', async () => {
    serveNodeFormData();
    const form = renderNodeForm(triggerNode(defaultTriggerData('scheduled')));
    const runAt = await screen.findByLabelText('Run at');
    fireEvent.change(runAt, { target: { value: '2030-12-01T09:00' } });
    expect(triggerData(form.node())).toMatchObject({ schedule: { at: '2030-12-01T14:00:00.000Z' } });
    await pick(document.body, 'Time zone', 'Europe/Paris');
    expect(triggerData(form.node())).toMatchObject({
      schedule: { at: '2030-12-01T08:00:00.000Z', timeZone: 'Europe/Paris' },
    });
    expect(screen.getByLabelText('Run at')).toHaveValue('2030-12-01T09:00');
  });
});

describe('the delay form, waiting for an event', () => {
  it('picks the event and filters on its properties', async () => {
    serveNodeFormData({
      eventNames: { track: ['order placed'] },
      schemas: { 'track/order placed': [eventField('order placed', 'sku', 'string')] },
    });
    const form = renderNodeForm({
      id: 'wait',
      type: 'delay',
      position: { x: 0, y: 0 },
      data: {
        mode: 'untilEvent',
        eventType: 'customEvent',
        eventName: null,
        filters: [],
        timeout: { amount: 2, unit: 'days' },
      },
    });
    await pickEventName('ord', 'Order placed', 'order placed');
    fireEvent.click(within(part('Only when the event matches')).getByRole('button', { name: 'Add filter' }));
    await waitFor(async () =>
      expect(await optionsOf(part('Filter 1'), 'Property Name')).toEqual(['SKU', 'Time']),
    );
    await pick(part('Filter 1'), 'Property Name', 'SKU');
    expect(form.node().data).toMatchObject({
      eventName: 'order placed',
      filters: [{ propertyName: 'sku', propertyFieldId: 'track:order placed:sku' }],
    });
    // Another kind of event starts over.
    await pick(document.body, 'Event type', 'Parley voice event');
    expect(form.node().data).toMatchObject({ eventType: 'parleyVoiceEvent', eventName: null, filters: [] });
  });
});
