import { Drawer } from '@mantine/core';
import { CUSTOMER_PANEL_TEXTS as TEXTS } from '../customer-panel-texts.ts';
import { CustomerPanelBody } from './CustomerPanelBody.tsx';

export type CustomerDrawerProps = { profileId: string; opened: boolean; onClose: () => void };

/**
 * The customer panel on one column (issue 17 item 10): over the task, the whole width, opened from
 * the task's header.
 */
export function CustomerDrawer({ profileId, opened, onClose }: CustomerDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={TEXTS.title}
      position="right"
      size="100%"
      closeButtonProps={{ 'aria-label': TEXTS.collapse }}
    >
      <CustomerPanelBody profileId={profileId} />
    </Drawer>
  );
}
