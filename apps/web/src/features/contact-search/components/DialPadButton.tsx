import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CONTACT_SEARCH_TEXTS } from '@parley/core/contacts/search';
import { IconDialpad } from '@tabler/icons-react';
import { DialPadModal } from './DialPadModal.tsx';

/** spec 001 §2 "Agent navigation bar": the dial pad button, opening the dial pad modal. */
export function DialPadButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Tooltip label={CONTACT_SEARCH_TEXTS.dialPadButton}>
        <ActionIcon variant="subtle" size="lg" aria-label={CONTACT_SEARCH_TEXTS.dialPadButton} onClick={open}>
          <IconDialpad size={20} />
        </ActionIcon>
      </Tooltip>
      <DialPadModal opened={opened} onClose={close} />
    </>
  );
}
