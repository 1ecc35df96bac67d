import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { IconMail, IconMessage, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToast, showErrorToastFor } from '../../../shared/notifications/toasts.ts';
import { deskTextLink } from '../../agent-desktop/utils/desk-links.ts';
import { useCallTones } from '../../voice/hooks/useCallTones.ts';
import { CONTACT_ACTION_TEXTS } from '../contact-actions-texts.ts';
import { useSendableMailboxes } from '../hooks/useSendableMailboxes.ts';
import { useStartOutboundEmail } from '../hooks/useStartOutboundEmail.ts';
import { type ContactActionState, contactActionStates } from '../utils/contact-action-states.ts';

export type ContactActionsProps = {
  profileId: string;
  /** The contact's name, shown by the dial pad; null for an unnamed contact. */
  name: string | null;
  contactPhone: string | null;
  email: string | null;
};

type ActionButtonProps = {
  /** What the button does (its accessible name); the tooltip may say instead why it cannot. */
  label: string;
  state: ContactActionState;
  icon: ReactNode;
  loading?: boolean;
  onClick: () => void;
};

/** An icon button whose tooltip says what it does or why it cannot; disabled, it still shows the tooltip. */
function ActionButton({ label, state, icon, loading, onClick }: ActionButtonProps) {
  return (
    <Tooltip label={state.tooltip}>
      <ActionIcon
        variant="light"
        size="lg"
        aria-label={label}
        // aria-disabled rather than disabled: a disabled button gets no hover, so no tooltip.
        data-disabled={state.enabled ? undefined : true}
        aria-disabled={!state.enabled}
        loading={loading}
        onClick={(event) => {
          if (!state.enabled) {
            event.preventDefault();
            return;
          }
          onClick();
        }}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * spec 001 §5 "Contact action buttons": call, text and email a contact. Call opens the dial pad at
 * its step 2 for the contact through the desk's link (/agent?phoneNumber=…&contactId=…, spec 001
 * §2); text opens the desk, whose "New text" starts the conversation; email creates an outbound
 * email task held by the agent and opens the desk, which shows its composer.
 */
export function ContactActions({ profileId, name, contactPhone, email }: ContactActionsProps) {
  const navigate = useNavigate();
  const mailboxes = useSendableMailboxes();
  // The seam's "call the user is on as an agent": spec 001 §5's "There is already an active conference".
  const onCall = useCallTones() !== null;
  const startEmail = useStartOutboundEmail();
  const states = contactActionStates({
    contactPhone,
    email,
    hasConnectedMailbox: (mailboxes.data ?? []).some(
      (mailbox) => mailbox.authorizationStatus === 'CONNECTED',
    ),
    onCall,
  });

  const call = () => {
    if (!states.call.phoneNumber) return;
    const params = new URLSearchParams({ phoneNumber: states.call.phoneNumber, contactId: profileId });
    // The desk's DeskCallLink reads the contact's name from the navigation state.
    navigate(`/agent?${params}`, { state: { contactName: name } });
  };

  const sendEmail = () => {
    if (!states.email.address) return;
    startEmail.mutate(
      {
        contactEmail: states.email.address,
        ...(states.text.phoneNumber ? { contactPhone: states.text.phoneNumber } : {}),
        profileId,
      },
      {
        onSuccess: () => navigate('/agent'),
        onError: (error) => {
          if (isApiError(error) && error.handled) return;
          if (isApiError(error)) showErrorToast(error.message);
          else showErrorToastFor(error);
        },
      },
    );
  };

  return (
    <Group gap="xs" role="group" aria-label={CONTACT_ACTION_TEXTS.actionsLabel}>
      <ActionButton
        label={CONTACT_ACTION_TEXTS.makeCall}
        state={states.call}
        icon={<IconPhone size={18} aria-hidden />}
        onClick={call}
      />
      <ActionButton
        label={CONTACT_ACTION_TEXTS.sendText}
        state={states.text}
        icon={<IconMessage size={18} aria-hidden />}
        onClick={() => {
          if (states.text.phoneNumber) navigate(deskTextLink(states.text.phoneNumber));
        }}
      />
      <ActionButton
        label={EMAIL_TEXTS.sendTooltip}
        state={states.email}
        icon={<IconMail size={18} aria-hidden />}
        loading={startEmail.isPending || mailboxes.isPending}
        onClick={sendEmail}
      />
    </Group>
  );
}
