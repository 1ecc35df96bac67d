import { IconAddressBook, IconInbox, type TablerIcon } from '@tabler/icons-react';

/** spec 002 §2 "Agent area": the pages of the agent side navigation. */
export const AGENT_NAV_PAGES: readonly { label: string; path: string; icon: TablerIcon }[] = [
  { label: 'Current Tasks', path: '/agent', icon: IconInbox },
  { label: 'My Contacts', path: '/agent/contacts', icon: IconAddressBook },
];
