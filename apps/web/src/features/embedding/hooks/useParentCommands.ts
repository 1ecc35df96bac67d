import { type ParentCommand, parseParentCommand } from '@parley/core/embedding/commands';
import type { EmbeddingHost } from '@parley/core/embedding/hosts';
import { isAllowedOrigin } from '@parley/core/embedding/origins';
import { useEffect, useRef } from 'react';
import { isInFrame } from '../../../shared/api/embedded-frame.ts';

/** Messages kept while the allowed origins load (a host may send as soon as the frame loads). */
const PENDING_MAX = 20;

export type UseParentCommandsOptions = {
  /** The brand's allowed parent origins; null while they load. */
  allowedOrigins: readonly string[] | null;
  /** The host the URL named (`?embed=`): open-dialer is the CRM host's only. */
  host: EmbeddingHost | null;
  /** Carries out one command (already checked: allowed origin, known action, valid fields). */
  onCommand: (command: ParentCommand) => void;
};

type Received = { origin: string; data: unknown };

function describe(data: unknown): string {
  const action = typeof data === 'object' && data !== null ? Reflect.get(data, 'action') : undefined;
  return typeof action === 'string' ? `"${action.slice(0, 40)}"` : 'a';
}

/**
 * spec 001 §6 "Messages accepted from the parent": listens to `message` events from the parent frame
 * and carries out create-task, change-status and (CRM host) open-dialer — only from an allowed
 * origin, matched exactly. Other senders, other frames and malformed commands are ignored with a
 * console warning; nothing is answered to them.
 */
export function useParentCommands({ allowedOrigins, host, onCommand }: UseParentCommandsOptions): void {
  const latest = useRef({ allowedOrigins, host, onCommand });
  useEffect(() => {
    latest.current = { allowedOrigins, host, onCommand };
  });
  const pending = useRef<Received[]>([]);
  /** Handles what arrived while the allowed origins loaded (set while listening). */
  const flush = useRef<() => void>(() => {});

  useEffect(() => {
    const handle = ({ origin, data }: Received) => {
      const { allowedOrigins: allowed, host: currentHost, onCommand: run } = latest.current;
      if (allowed === null) {
        pending.current = [...pending.current, { origin, data }].slice(-PENDING_MAX);
        return;
      }
      const parsed = parseParentCommand(data, currentHost);
      if (parsed.kind === 'ignored') return;
      if (!isAllowedOrigin(origin, allowed)) {
        console.warn(
          `Parley ignored ${describe(data)} message from ${origin}: not an allowed parent origin.`,
        );
        return;
      }
      if (parsed.kind === 'refused') {
        console.warn(`Parley ignored a "${parsed.action}" message: ${parsed.reason}.`);
        return;
      }
      run(parsed.command);
    };
    const onMessage = (event: MessageEvent) => {
      // Only the frame's own parent speaks to the desk (not another window, not the desk itself).
      if (!isInFrame() || event.source !== window.parent) return;
      handle({ origin: event.origin, data: event.data });
    };
    window.addEventListener('message', onMessage);
    flush.current = () => {
      const waiting = pending.current;
      pending.current = [];
      for (const received of waiting) handle(received);
    };
    return () => {
      window.removeEventListener('message', onMessage);
      flush.current = () => {};
    };
  }, []);

  useEffect(() => {
    if (allowedOrigins !== null) flush.current();
  }, [allowedOrigins]);
}
