import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SETTINGS_TEXTS, USER_TEXTS } from '@parley/core/settings/texts';
import { useRef } from 'react';
import type { ManagedUser } from '../api/users-api.ts';
import { useUserActivation } from '../hooks/useUserActivation.ts';

export type UserActivationModalProps = {
  /** The user to deactivate (or, when deactivated, reactivate); null: closed. */
  user: ManagedUser | null;
  onClose: () => void;
};

/** Asks before deactivating or reactivating a user, saying what it does, then does it. */
export function UserActivationModal({ user, onClose }: UserActivationModalProps) {
  const activation = useUserActivation();
  // While the dialog closes (user null) it keeps showing whom it was about.
  const shown = useRef(user);
  if (user) shown.current = user;
  const deactivate = !shown.current?.deactivated;
  const name = shown.current?.name ?? '';
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={deactivate ? USER_TEXTS.confirmDeactivateTitle(name) : USER_TEXTS.confirmReactivateTitle(name)}
      centered
    >
      <Stack gap="lg">
        <Text size="sm">
          {deactivate ? USER_TEXTS.confirmDeactivateBody : USER_TEXTS.confirmReactivateBody}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {SETTINGS_TEXTS.cancel}
          </Button>
          <Button
            color={deactivate ? 'red' : 'teal'}
            onClick={() => {
              if (user) activation.mutate({ user, deactivate });
              onClose();
            }}
          >
            {deactivate ? USER_TEXTS.deactivate : USER_TEXTS.reactivate}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
