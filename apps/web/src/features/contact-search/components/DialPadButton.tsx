import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CONTACT_SEARCH_TEXTS } from '@parley/core/contacts/search-texts';
import { IconDialpad } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { lazyComponent, useShownOnce } from '../../../shared/chunk-retry/lazy-component.ts';
import { useDialPadStore } from '../state/dial-pad-store.ts';
import { DeskCallLink } from './DeskCallLink.tsx';

// Its own chunk (contact search, the from-number step, placing a call): loaded when first opened.
const DialPadModal = lazyComponent(
  () => import('./DialPadModal.tsx'),
  (m) => m.DialPadModal,
);

/** spec 001 §2 "Agent navigation bar": the dial pad button, opening the dial pad modal. */
export function DialPadButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const mounted = useShownOnce(opened);
  // "/call {name}" and desk links ask for the dial pad at step 2 (dial-pad-store.ts).
  const request = useDialPadStore((store) => store.request);
  const clearRequest = useDialPadStore((store) => store.clear);
  useEffect(() => {
    if (request) open();
  }, [request, open]);
  const closeModal = () => {
    clearRequest();
    close();
  };
  return (
    <>
      <DeskCallLink />
      <Tooltip label={CONTACT_SEARCH_TEXTS.dialPadButton}>
        <ActionIcon variant="subtle" size="lg" aria-label={CONTACT_SEARCH_TEXTS.dialPadButton} onClick={open}>
          <IconDialpad size={20} />
        </ActionIcon>
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <DialPadModal opened={opened} onClose={closeModal} request={request} />
        </Suspense>
      )}
    </>
  );
}
