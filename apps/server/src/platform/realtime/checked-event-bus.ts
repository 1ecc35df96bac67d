import { isStreamEventName, STREAM_EVENTS } from '@parley/core/realtime/stream-events';
import type { EventBus, RawEventBus, RawPublishInput } from './event-bus.ts';

// The test app's bus: every event a use-case publishes must be in the stream's catalogue
// (packages/core `<area>/stream-events.ts`) with data its schema accepts, or the publish throws. The
// types already hold use-cases to the catalogue; this catches what types cannot (a cast, a value
// outside a schema's rule), in every integration test. Production does not pay for the parse.

const UNCHECKED = Symbol('unchecked bus');

type CheckedBus = EventBus & { [UNCHECKED]: RawEventBus };

export class UncataloguedEventError extends Error {}

function check(input: RawPublishInput): void {
  if (!isStreamEventName(input.name)) {
    throw new UncataloguedEventError(`"${input.name}" is not in the stream's event catalogue`);
  }
  const parsed = STREAM_EVENTS[input.name].safeParse(input.data);
  if (!parsed.success) {
    throw new UncataloguedEventError(
      `"${input.name}" data does not match its catalogue schema: ${parsed.error.message}`,
    );
  }
}

function checkAll(inputs: readonly RawPublishInput[]): void {
  for (const input of inputs) check(input);
}

export function checkedEventBus(inner: RawEventBus): EventBus {
  const bus: CheckedBus = {
    [UNCHECKED]: inner,
    publish: async (input) => {
      check(input);
      return inner.publish(input);
    },
    publishMany: async (inputs) => {
      checkAll(inputs);
      return inner.publishMany(inputs);
    },
    publishWithChange: async (change, inputs, run) => {
      checkAll(inputs);
      return inner.publishWithChange(change, inputs, run);
    },
    storeWithChanges: async (ctes, inputs, run) => {
      checkAll(inputs);
      return inner.storeWithChanges(ctes, inputs, run);
    },
    subscribe: (filter, listener) => inner.subscribe(filter, listener),
    replaySince: (filter, lastEventId) => inner.replaySince(filter, lastEventId),
    start: () => inner.start(),
    close: () => inner.close(),
  };
  return bus;
}

/** The bus under a checked one (or the bus itself): for tests of the stream that publish made-up events. */
export function uncheckedBus(bus: EventBus): RawEventBus {
  return (bus as Partial<CheckedBus>)[UNCHECKED] ?? (bus as RawEventBus);
}
