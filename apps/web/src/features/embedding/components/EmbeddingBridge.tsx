import type { ParentCommand } from '@parley/core/embedding/commands';
import { matchStatusName } from '@parley/core/embedding/commands';
import { useEffect, useState } from 'react';
import { useLayoutSettings } from '../../../shared/layout/useLayoutSettings.ts';
import { useChangeStatus } from '../../agent-desktop/hooks/useChangeStatus.ts';
import { useDeskAgent } from '../../agent-desktop/hooks/useDeskAgent.ts';
import { DialPadModal } from '../../contact-search/components/DialPadModal.tsx';
import { createParentTask } from '../api/parent-task-api.ts';
import { useDeskAnnouncements } from '../hooks/useDeskAnnouncements.ts';
import { useEmbeddingSettings, useEmbeddingSettingsReload } from '../hooks/useEmbeddingSettings.ts';
import { useParentCommands } from '../hooks/useParentCommands.ts';
import { setAllowedParentOrigins } from '../state/notify-parent.ts';

export type EmbeddingBridgeProps = {
  /** The user may use the agent desktop: its tasks and status are announced, commands carried out. */
  deskUser: boolean;
};

/**
 * The embedded app's side of the host page (spec 001 §6, docs/embedding.md), mounted by the shell
 * only inside a frame: loads the brand's allowed parent origins (notifyParent posts only to them)
 * and, for desk users, announces the desk and carries out the parent's commands.
 */
export function EmbeddingBridge({ deskUser }: EmbeddingBridgeProps) {
  const settings = useEmbeddingSettings();
  useEmbeddingSettingsReload();
  const origins = settings.data?.allowedParentOrigins;
  useEffect(() => {
    if (origins) setAllowedParentOrigins(origins);
  }, [origins]);
  return deskUser ? <DeskBridge allowedOrigins={origins ?? null} /> : null;
}

type DialerRequest = { phoneNumber: string; id: number };

function DeskBridge({ allowedOrigins }: { allowedOrigins: readonly string[] | null }) {
  useDeskAnnouncements();
  const { embedded: host } = useLayoutSettings();
  const agent = useDeskAgent();
  const changeStatus = useChangeStatus();
  const [dialer, setDialer] = useState<DialerRequest | null>(null);

  const run = (command: ParentCommand) => {
    switch (command.action) {
      case 'change-status': {
        const current = agent.data;
        if (!current) {
          console.warn('Parley ignored a "change-status" message: the agent is not loaded yet.');
          return;
        }
        const names = current.availableStatuses.map((status) => status.name);
        const status = matchStatusName(command.status, names);
        if (status === null) {
          console.warn(
            `Parley ignored a "change-status" message: the brand has no status "${command.status}".`,
          );
          return;
        }
        // The desk's own status change (updateAgent), as the status dropdown does it.
        if (status !== current.status) changeStatus.mutate({ status, workerSid: current.workerSid });
        return;
      }
      case 'create-task':
        // A failure is toasted by the client ('Task failed to be created'); the task, once routed to
        // this agent, arrives as any other offer.
        void createParentTask(command).catch(() => {});
        return;
      case 'open-dialer':
        setDialer((previous) => ({ phoneNumber: command.phoneNumber, id: (previous?.id ?? 0) + 1 }));
        return;
    }
  };
  useParentCommands({ allowedOrigins, host, onCommand: run });

  return (
    <DialPadModal
      key={dialer?.id ?? 0}
      opened={dialer !== null}
      onClose={() => setDialer(null)}
      initialSearch={dialer?.phoneNumber}
    />
  );
}
