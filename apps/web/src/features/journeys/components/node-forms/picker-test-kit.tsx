// Test support for the reference pickers (issue 13): a node's form in a host that keeps the node it
// reports (inside a builder store, as the task-step field reads it), and a scripted server for the
// brand's queues, numbers, agents and cancellation reasons. (It lives here rather than in ../../testing
// because this change may only add files in node-forms/.)
import type { JourneyNode } from '@parley/core/journeys/graph';
import { useState } from 'react';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  withCsrf,
} from '../../../../shared/api/testing/api-test-kit.ts';
import {
  graphqlData,
  graphqlError,
  sentOperation,
  sentOperationName,
  sentVariables,
} from '../../../../shared/api/testing/graphql-test-kit.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import {
  JourneyAgentOptionsDocument,
  JourneyCancellationReasonOptionsDocument,
  JourneyNumberOptionsDocument,
  JourneyQueueOptionsDocument,
} from '../../api/journey-pickers.generated.ts';
import type {
  JourneyAgentOption,
  JourneyCancellationReasonOption,
  JourneyNumberOption,
  JourneyQueueOption,
} from '../../api/journey-pickers-api.ts';
import { BuilderStoreContext } from '../../state/builder-context.ts';
import { createBuilderStore } from '../../state/builder-store.ts';
import { NodeForm } from './NodeForm.tsx';

function Host({ initial, onNode }: { initial: JourneyNode; onNode: (node: JourneyNode) => void }) {
  const [store] = useState(() => createBuilderStore());
  const [node, setNode] = useState(initial);
  return (
    <BuilderStoreContext.Provider value={store}>
      <NodeForm
        node={node}
        readOnly={false}
        errorOf={() => undefined}
        onChange={(next) => {
          setNode(next);
          onNode(next);
        }}
      />
    </BuilderStoreContext.Provider>
  );
}

/** Renders the node's form; `node()` is the last node it reported (or the initial one). */
export function renderPickerForm(initial: JourneyNode) {
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

export type BrandResourcesData = {
  queues?: JourneyQueueOption[];
  /** By channel: voice, sms. */
  numbers?: Partial<Record<string, JourneyNumberOption[]>>;
  agents?: JourneyAgentOption[];
  cancellationReasons?: JourneyCancellationReasonOption[];
  /** Operations the server fails (by operation name). */
  failing?: string[];
  /** Operations the server never answers (by operation name). */
  pending?: string[];
};

export function serveBrandResources(data: BrandResourcesData = {}) {
  return installFetch(
    withCsrf((call: FetchCall) => {
      const url = new URL(call.url, 'http://parley.test');
      if (url.pathname !== '/api/graphql') return jsonResponse(404, { code: 'not_found', message: call.url });
      const name = sentOperationName(call);
      if (data.pending?.includes(name)) return new Promise<Response>(() => {});
      if (data.failing?.includes(name)) return graphqlError('boom', { code: 'internal', status: 500 });
      if (sentOperation(call, JourneyQueueOptionsDocument))
        return graphqlData(JourneyQueueOptionsDocument, { queues: data.queues ?? [] });
      if (sentOperation(call, JourneyNumberOptionsDocument)) {
        const channel = sentVariables(call, JourneyNumberOptionsDocument)?.channel ?? '';
        const numbers = data.numbers?.[channel] ?? [];
        return graphqlData(JourneyNumberOptionsDocument, { getCommunicationSources: numbers });
      }
      if (sentOperation(call, JourneyAgentOptionsDocument))
        return graphqlData(JourneyAgentOptionsDocument, { findAllAgents: { items: data.agents ?? [] } });
      if (sentOperation(call, JourneyCancellationReasonOptionsDocument))
        return graphqlData(JourneyCancellationReasonOptionsDocument, {
          cancellationReasons: data.cancellationReasons ?? [],
        });
      return graphqlError(`unscripted ${name}`, { code: 'internal', status: 500 });
    }),
  );
}
