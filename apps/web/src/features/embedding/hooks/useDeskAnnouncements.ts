import { ROUTING_STREAM } from '@parley/core/routing/stream-events';
import { useEffect, useRef } from 'react';
import { useStreamEvent } from '../../../shared/sse/useServerEvent.ts';
import { useDeskAgent } from '../../agent-desktop/hooks/useDeskAgent.ts';
import { type DeskAnnouncer, startDeskAnnouncements } from '../state/desk-announcements.ts';
import { notifyParent } from '../state/notify-parent.ts';

/**
 * Announces the desk's tasks to the host page (task-assigned, -accepted, -wrapping, -completed,
 * -cancelled, -active: state/desk-announcements.ts) and the agent's status (status-changed: the
 * first one the desk knows, then every change, whoever made it).
 */
export function useDeskAnnouncements(): void {
  const announcer = useRef<DeskAnnouncer | null>(null);
  useEffect(() => {
    const started = startDeskAnnouncements(notifyParent);
    announcer.current = started;
    return () => {
      started.stop();
      announcer.current = null;
    };
  }, []);
  // The store keeps no ended reservation: the event tells how it ended (completed or not).
  useStreamEvent(ROUTING_STREAM['reservation.updated'], (reservation) =>
    announcer.current?.recordReservationEvent(reservation),
  );

  const status = useDeskAgent().data?.status;
  const announcedStatus = useRef<string | null>(null);
  useEffect(() => {
    if (!status || status === announcedStatus.current) return;
    announcedStatus.current = status;
    notifyParent('status-changed', null, { status });
  }, [status]);
}
