import type { Filter } from '@parley/core/conditions/model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState } from '../../../../shared/api/testing/api-test-kit.ts';
import { sentVariablesOf } from '../../../../shared/api/testing/graphql-test-kit.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ConditionEventNamesDocument } from '../../../condition-builder/api/event-schema.generated.ts';
import { serveNodeFormData } from '../../testing/render-node-form.tsx';
import { EventFields, type EventFieldsChange, type EventKind } from './EventFields.tsx';

beforeEach(() => {
  resetApiState();
});

type Reported = { change: EventFieldsChange; field: string };

/** The fields in a host that keeps what they report, as the trigger and delay forms do. */
function renderEventFields(
  kind: EventKind,
  errorOf: (field: string) => string | undefined = () => undefined,
) {
  const reported: Reported[] = [];
  function Host() {
    const [value, setValue] = useState<{ eventName: string | null; filters: Filter[] }>({
      eventName: null,
      filters: [],
    });
    return (
      <EventFields
        kind={kind}
        eventName={value.eventName}
        filters={value.filters}
        errorOf={errorOf}
        readOnly={false}
        onChange={(change, field) => {
          reported.push({ change, field });
          setValue((current) => ({ ...current, ...change }));
        }}
      />
    );
  }
  renderWithProviders(<Host />);
  return reported;
}

describe('EventFields', () => {
  it('takes filters only once the event is named, and reports each change with its field', async () => {
    serveNodeFormData();
    const reported = renderEventFields('customEvent');
    const filters = screen.getByRole('group', { name: 'Only when the event matches' });
    expect(within(filters).getByText('Choose the event to filter on its properties.')).toBeInTheDocument();
    expect(within(filters).queryByRole('button', { name: 'Add filter' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Event Name' }), {
      target: { value: 'order placed' },
    });
    expect(reported.at(-1)).toEqual({ change: { eventName: 'order placed' }, field: 'eventName' });
    expect(within(filters).getByText('No filters: every event of this name counts.')).toBeInTheDocument();
    fireEvent.click(within(filters).getByRole('button', { name: 'Add filter' }));
    expect(reported.at(-1)).toMatchObject({ change: { filters: [expect.any(Object)] }, field: 'filters' });
  });

  it('asks for the platform’s event names for a voice event and shows the name’s problem', async () => {
    const { calls } = serveNodeFormData();
    renderEventFields('parleyVoiceEvent', (field) =>
      field === 'data.eventName' ? 'Choose an event' : undefined,
    );
    expect(screen.getByText('Choose an event')).toBeInTheDocument();
    await waitFor(() =>
      expect(sentVariablesOf(calls, ConditionEventNamesDocument)).toContainEqual(
        expect.objectContaining({ eventType: 'parley_voice_event' }),
      ),
    );
  });
});
