import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { AGENT_DESKTOP_SPEC_TEXTS, AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { useEffect, useRef, useState } from 'react';
import { onDemand } from '../../../shared/chunk-retry/on-demand.ts';
import { isIncomingCall } from '../../voice/utils/call-task.ts';

// Who the task is comes from task-display.ts, a chunk of its own (libphonenumber), as the rows'.
const taskDisplay = onDemand(() => import('../utils/task-display.ts'));

/**
 * What the task list says to screen readers (a polite live region) when an offer arrives while it
 * is on screen: 'New task from {contact}', or 'Incoming Call' and the caller, as the notification
 * it replaces would have. Offers already there when the list first loads are not announced.
 */
export function useOfferAnnouncement(list: Reservation[], loaded: boolean): string {
  const known = useRef<Set<string> | null>(null);
  const mounted = useRef(true);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!loaded) return;
    const offers = list.filter((reservation) => reservation.status === 'pending');
    if (known.current === null) {
      known.current = new Set(offers.map((offer) => offer.sid));
      return;
    }
    const seen = known.current;
    const arrived = offers.filter((offer) => !seen.has(offer.sid));
    for (const offer of arrived) seen.add(offer.sid);
    const newest = arrived[0];
    if (!newest) return;
    // Not cancelled by the next change of the list: each arrival is said once.
    void taskDisplay.load().then(
      ({ contactLabel }) => {
        if (!mounted.current) return;
        const who = contactLabel(newest);
        setAnnouncement(
          isIncomingCall(newest)
            ? `${AGENT_DESKTOP_SPEC_TEXTS.incomingCall}: ${who}`
            : AGENT_DESKTOP_TEXTS.newTaskFrom(who),
        );
      },
      (error: unknown) => console.error(error),
    );
  }, [list, loaded]);
  return announcement;
}
