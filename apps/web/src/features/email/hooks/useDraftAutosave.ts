import { useCallback, useEffect, useRef, useState } from 'react';
import { saveEmailDraft } from '../api/email-api.ts';
import type { EmailDraftInput } from '../api/email-types.ts';

/** How long typing must pause before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;

export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves the reply as it is written (PUT …/draft), DRAFT_SAVE_DELAY_MS after the last change, one
 * save at a time and in order. What is still waiting when the composer goes is saved at once.
 */
export function useDraftAutosave(taskSid: string, initialDraftId: string | null) {
  const [draftId, setDraftId] = useState(initialDraftId);
  const [state, setState] = useState<DraftSaveState>('idle');
  const idRef = useRef(initialDraftId);
  const waiting = useRef<EmailDraftInput | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const mounted = useRef(true);

  const flush = useCallback((): Promise<string | null> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const input = waiting.current;
    waiting.current = null;
    if (input) {
      if (mounted.current) setState('saving');
      chain.current = chain.current.then(() =>
        saveEmailDraft(taskSid, input).then(
          (draft) => {
            idRef.current = draft.rvEmailMessageId;
            if (!mounted.current) return;
            setDraftId(draft.rvEmailMessageId);
            setState('saved');
          },
          () => {
            if (mounted.current) setState('failed');
          },
        ),
      );
    }
    return chain.current.then(() => idRef.current);
  }, [taskSid]);

  const schedule = useCallback(
    (input: EmailDraftInput) => {
      waiting.current = input;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  /** Saves `input` now (an attachment needs the draft to exist); answers the draft's id. */
  const saveNow = useCallback(
    (input: EmailDraftInput) => {
      waiting.current = input;
      return flush();
    },
    [flush],
  );

  /** Drops what was waiting (the send carries it). */
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    waiting.current = null;
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void flush();
    };
  }, [flush]);

  return { draftId, state, schedule, saveNow, cancel };
}
