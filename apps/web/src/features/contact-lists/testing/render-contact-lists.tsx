import { Box, Flex } from '@mantine/core';
import type { SessionProfile } from '@parley/core/auth/session';
import { screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeProfile, type ProfileOverrides } from '../../../test/session-fixtures.tsx';
import { ContactListsNav } from '../components/ContactListsNav.tsx';
import { ContactListPage } from '../pages/ContactListPage.tsx';
import { MyContactsPage } from '../pages/MyContactsPage.tsx';

function Layout() {
  return (
    <Flex>
      <Box component="nav" aria-label="Agent Desktop" w={220}>
        <ContactListsNav compact={false} />
      </Box>
      <Box flex={1}>
        <Outlet />
      </Box>
    </Flex>
  );
}

/** The contact-list pages under /agent/contacts with the side navigation's lists, signed in as `profile`. */
export function renderContactLists(path: string, overrides: ProfileOverrides = {}) {
  const profile: SessionProfile = makeProfile(overrides);
  const router = createMemoryRouter(
    [
      {
        path: '/agent',
        Component: Layout,
        children: [
          { path: 'contacts', Component: MyContactsPage },
          { path: 'contacts/:listId', Component: ContactListPage },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const result = renderWithProviders(<RouterProvider router={router} />, {
    status: 'signedIn',
    profile,
    signOut: async () => {},
  });
  return { ...result, router, profile };
}

export function sideNav(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Agent Desktop' });
}
