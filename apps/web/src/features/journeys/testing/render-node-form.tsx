// Test support: one node form of the side panel in a host that keeps the node it reports, with a
// scripted server for what the forms ask (event names and schemas, segments, contact lists).
import type { EventSchemaField } from '@parley/core/conditions/model';
import type { JourneyNode } from '@parley/core/journeys/graph';
import { useState } from 'react';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import {
  graphqlData,
  graphqlError,
  sentOperation,
  sentOperationName,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import {
  ConditionEditableEventSchemaDocument,
  ConditionEventNamesDocument,
  ConditionEventSchemaDocument,
} from '../../condition-builder/api/event-schema.generated.ts';
import { type SegmentFieldsFragment, SegmentsDocument } from '../../segments/api/segments.generated.ts';
import { JourneyAudienceContactListsDocument } from '../api/journey-audiences.generated.ts';
import { NodeForm } from '../components/node-forms/NodeForm.tsx';

function Host({ initial, onNode }: { initial: JourneyNode; onNode: (node: JourneyNode) => void }) {
  const [node, setNode] = useState(initial);
  return (
    <NodeForm
      node={node}
      readOnly={false}
      errorOf={() => undefined}
      onChange={(next) => {
        setNode(next);
        onNode(next);
      }}
    />
  );
}

/** Renders the node's form; `node()` is the last node it reported (or the initial one). */
export function renderNodeForm(initial: JourneyNode) {
  let latest = initial;
  const result = renderWithProviders(
    <Host
      initial={initial}
      onNode={(node) => {
        latest = node;
      }}
    />,
  );
  return { ...result, node: () => latest };
}

export type NodeFormServerData = {
  /** By event type: track, parley_voice_event. */
  eventNames?: Record<string, string[]>;
  /** Keyed `${eventType}/${eventName}`. */
  schemas?: Record<string, EventSchemaField[]>;
  /** The brand's contact attribute schema (getEditableEventSchema identify / user_properties). */
  attributes?: EventSchemaField[];
  segments?: Array<Pick<SegmentFieldsFragment, 'id' | 'name' | 'type'>>;
  contactLists?: Array<{ id: string; name: string }>;
};

/** The answer names every field's label; a fixture without one has none. */
const withLabel = (field: EventSchemaField) => ({ ...field, label: field.label ?? null });

export function serveNodeFormData(data: NodeFormServerData = {}) {
  return installFetch(
    withCsrf((call: FetchCall) => {
      const url = new URL(call.url, 'http://parley.test');
      if (url.pathname !== '/api/graphql') return jsonResponse(404, { code: 'not_found', message: call.url });
      const variables = (call.body as { variables?: Record<string, string> }).variables ?? {};
      if (sentOperation(call, ConditionEventNamesDocument)) {
        const items = data.eventNames?.[variables.eventType ?? ''] ?? [];
        return graphqlData(ConditionEventNamesDocument, { getEventNames: { items } });
      }
      if (sentOperation(call, ConditionEventSchemaDocument)) {
        const fields = data.schemas?.[`${variables.eventType}/${variables.eventName}`] ?? [];
        return graphqlData(ConditionEventSchemaDocument, { getEventSchema: fields.map(withLabel) });
      }
      if (sentOperation(call, ConditionEditableEventSchemaDocument)) {
        return graphqlData(ConditionEditableEventSchemaDocument, {
          getEditableEventSchema: (data.attributes ?? []).map(withLabel),
        });
      }
      if (sentOperation(call, SegmentsDocument)) {
        const segments = (data.segments ?? []).map((segment) => ({
          ...segment,
          conditions: null,
          count: 0,
          createdById: null,
          createdAt: '2026-05-01T12:00:00.000Z',
          updatedAt: '2026-05-01T12:00:00.000Z',
        }));
        return graphqlData(SegmentsDocument, { segments });
      }
      if (sentOperation(call, JourneyAudienceContactListsDocument))
        return graphqlData(JourneyAudienceContactListsDocument, {
          brandContactLists: { items: data.contactLists ?? [] },
        });
      return graphqlError(`unscripted ${sentOperationName(call)}`, { code: 'internal', status: 500 });
    }),
  );
}
