import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { completeOAuthConnection, type OAuthAnswer, type OAuthProvider } from '../api/mailboxes-api.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';
import { putMailbox } from './mailbox-query-keys.ts';

const ANSWER_KEYS = ['code', 'state', 'error', 'error_description'] as const;

function providerOf(value: string | null): OAuthProvider | null {
  return value === 'gmail' || value === 'outlook' ? value : null;
}

/**
 * Back from Gmail's or Outlook's sign-in (docs/email.md "Gmail and Outlook"): the server's callback
 * sent the browser here with `?provider=&code=&state=` (or `&error=`); this completes the connection
 * in the user's session, says how it went and takes the answer out of the address bar. Once per answer.
 */
export function useOAuthReturn(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  const provider = providerOf(params.get('provider'));
  const state = params.get('state');
  useEffect(() => {
    if (!provider || !state || handled.current === state) return;
    handled.current = state;
    const answer: OAuthAnswer = {};
    for (const key of ANSWER_KEYS) {
      const value = params.get(key);
      if (value) answer[key] = value;
    }
    setParams(
      (current) => {
        current.delete('provider');
        for (const key of ANSWER_KEYS) current.delete(key);
        return current;
      },
      { replace: true },
    );
    completeOAuthConnection(provider, answer).then(
      (mailbox) => {
        putMailbox(queryClient, mailbox);
        showSuccessToast(MAILBOX_TEXTS.connected(mailbox.emailAddress));
      },
      (error: unknown) => showErrorToast(isApiError(error) ? error.message : MAILBOX_TEXTS.oauthFailed),
    );
  }, [provider, state, params, setParams, queryClient]);
}
