import { Notifications } from '@mantine/notifications';
import type { SessionProfile } from '@parley/core/auth/session';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { TestProviders } from '../../../test/render.tsx';
import { makeProfile, signedInSession } from '../../../test/session-fixtures.tsx';

function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * `ui` on every path of a memory router, with the providers and the current location shown in
 * `data-testid="location"` (navigation leaves `ui` mounted).
 */
export function renderRouted(ui: ReactElement, profile: SessionProfile = makeProfile()) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: ['/start'] },
  );
  return {
    ...render(
      <TestProviders session={signedInSession(profile)}>
        <Notifications />
        <RouterProvider router={router} />
      </TestProviders>,
    ),
    router,
  };
}
