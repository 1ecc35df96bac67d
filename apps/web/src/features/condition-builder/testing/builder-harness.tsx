// Test support: the builder inside a host that behaves like the contact-list editor (validation on
// at Save, off again at the next change), and a scripted server for its GraphQL and REST calls.
import { Button } from '@mantine/core';
import {
  type Condition,
  type ConditionTree,
  type EventSchemaField,
  emptyCondition,
  emptyFilter,
  type Filter,
} from '@parley/core/conditions/model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData } from '../../../shared/api/testing/graphql-test-kit.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import {
  ConditionEditableEventSchemaDocument,
  ConditionEventNamesDocument,
  ConditionEventSchemaDocument,
} from '../api/event-schema.generated.ts';
import { ConditionBuilder, type ConditionBuilderProps } from '../components/ConditionBuilder.tsx';

type HostProps = Omit<ConditionBuilderProps, 'value' | 'onChange' | 'showValidation'> & {
  initial: ConditionTree;
  onTree: (tree: ConditionTree) => void;
};

function Host({ initial, onTree, ...props }: HostProps) {
  const [tree, setTree] = useState(initial);
  const [showValidation, setShowValidation] = useState(false);
  return (
    <>
      <ConditionBuilder
        {...props}
        value={tree}
        showValidation={showValidation}
        onChange={(next) => {
          setTree(next);
          setShowValidation(false);
          onTree(next);
        }}
      />
      <Button onClick={() => setShowValidation(true)}>Save</Button>
    </>
  );
}

/** Renders the builder in a host; `tree()` is the last tree it reported (or the initial one). */
export function renderBuilder(initial: ConditionTree, props: Omit<HostProps, 'initial' | 'onTree'> = {}) {
  let latest = initial;
  const result = renderWithProviders(
    <Host
      initial={initial}
      onTree={(tree) => {
        latest = tree;
      }}
      {...props}
    />,
  );
  return {
    ...result,
    tree: () => latest,
    save: () => fireEvent.click(screen.getByRole('button', { name: 'Save' })),
  };
}

export type ConditionServerData = {
  eventNames?: Record<string, string[]>;
  /** Keyed `${eventType}/${eventName}`. */
  schemas?: Record<string, EventSchemaField[]>;
  /** The autocomplete answer for a call (status and body). */
  autocomplete?: (params: URLSearchParams) => { status: number; body: unknown };
};

/** A scripted server: getEventNames, getEventSchema / getEditableEventSchema, and the autocomplete REST call. */
export function serveConditionData(data: ConditionServerData = {}) {
  return installFetch(
    withCsrf((call: FetchCall) => {
      const url = new URL(call.url, 'http://parley.test');
      if (url.pathname === '/api/v1/autocomplete-events/search') {
        const answer = data.autocomplete?.(url.searchParams) ?? { status: 200, body: { items: [] } };
        return jsonResponse(answer.status, answer.body);
      }
      if (url.pathname !== '/api/graphql') return jsonResponse(404, { code: 'not_found', message: call.url });
      const { query, variables } = call.body as { query: string; variables: Record<string, string> };
      if (query.includes('getEventNames')) {
        const items = data.eventNames?.[variables.eventType ?? ''] ?? [];
        return graphqlData(ConditionEventNamesDocument, { getEventNames: { items } });
      }
      // The answer names every field's label; a fixture without one has none.
      const fields = (data.schemas?.[`${variables.eventType}/${variables.eventName}`] ?? []).map((field) => ({
        ...field,
        label: field.label ?? null,
      }));
      if (query.includes('getEditableEventSchema'))
        return graphqlData(ConditionEditableEventSchemaDocument, { getEditableEventSchema: fields });
      return graphqlData(ConditionEventSchemaDocument, { getEventSchema: fields });
    }),
  );
}

/** The group, condition or filter named so (`Group 1`, `Condition 2`, `Filter 1`) inside `scope`. */
export function part(name: string, scope: HTMLElement = document.body): HTMLElement {
  return within(scope).getByRole('group', { name });
}

/** Opens the select labelled `label` inside `scope` and clicks the option `option`. */
export async function pick(scope: HTMLElement, label: string, option: string): Promise<void> {
  const input = within(scope).getByRole('combobox', { name: label });
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** The option labels of the select labelled `label` inside `scope`. */
export async function optionsOf(scope: HTMLElement, label: string): Promise<string[]> {
  const input = within(scope).getByRole('combobox', { name: label });
  fireEvent.click(input);
  // Every select keeps a listbox in the document; the open one is the one the input controls.
  const listbox = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`the options of ${label} are not shown`);
    return element;
  });
  const names = within(listbox)
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');
  fireEvent.keyDown(input, { key: 'Escape' });
  return names;
}

/** Contact-attribute schema fields as ingestion learns them. */
export function attributeField(
  fieldName: string,
  fieldType: EventSchemaField['fieldType'],
): EventSchemaField {
  return { fieldName, fieldType, fieldId: `identify:user_properties:${fieldName}` };
}

export function eventField(
  eventName: string,
  fieldName: string,
  fieldType: EventSchemaField['fieldType'],
): EventSchemaField {
  return { fieldName, fieldType, fieldId: `track:${eventName}:${fieldName}` };
}

/** A tree of one group holding these conditions. */
export function treeOf(...conditions: Condition[]): ConditionTree {
  return { joinType: 'all', groups: [{ name: 'Group 1', joinType: 'all', conditions }] };
}

/** A condition with defaults for what the test does not care about. */
export function conditionOf(overrides: Partial<Condition>): Condition {
  return { ...emptyCondition(), ...overrides };
}

/** A filter with defaults for what the test does not care about. */
export function filterOf(overrides: Partial<Filter>): Filter {
  return { ...emptyFilter(), ...overrides };
}

/** Opens a collapsed group and then its first condition ("Edit Group 1", "Edit Condition 1"). */
export function openFirstCondition(): void {
  // Only a complete item is collapsed (an incomplete one is already open).
  for (const name of ['Edit Group 1', 'Edit Condition 1']) {
    const button = screen.queryByRole('button', { name });
    if (button) fireEvent.click(button);
  }
}

/** Waiting for answers and debounces: generous, as jsdom renders Mantine slowly on a busy machine. */
export const WAIT = { timeout: 10_000 };
