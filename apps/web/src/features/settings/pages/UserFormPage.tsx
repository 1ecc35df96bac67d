import { Alert, Badge, Button, Group } from '@mantine/core';
import { USER_TEXTS } from '@parley/core/settings/texts';
import { IconMail } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToastFor, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { settingsKeys } from '../api/settings-keys.ts';
import { createUser, type ManagedUser, sendPasswordEmail, updateUser } from '../api/users-api.ts';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { UserForm } from '../components/UserForm.tsx';
import { useGroups, useUser } from '../hooks/useSettingsQueries.ts';
import { SETTINGS_PATHS } from '../utils/settings-paths.ts';
import { type UserFormValues, userInputOf } from '../utils/user-form-values.ts';

/** /settings/user-management/users/new and /settings/user-management/users/{userId}. */
export function UserFormPage() {
  const { userId } = useParams();
  const title = useRouteTitle(userId ? 'Edit User' : 'New User');
  const user = useUser(userId ?? null);
  const viewerIsAdmin = useSession().profile?.roles.includes('admin') ?? false;
  const back = { to: SETTINGS_PATHS.users, label: 'Users' };
  if (!userId) {
    return (
      <SettingsPageLayout title={title} back={back}>
        <UserFormSection />
      </SettingsPageLayout>
    );
  }
  return (
    <QueryBoundary query={user} loadingLabel="Loading the user">
      {(loaded) => (
        <SettingsPageLayout
          title={loaded.name || title}
          description={loaded.email}
          back={back}
          actions={<PasswordEmailButton user={loaded} />}
        >
          {loaded.roles.includes('admin') && !viewerIsAdmin ? (
            // The server refuses it too; a refused (403) call would read as an expired session.
            <Alert color="yellow" variant="light" maw={760}>
              {USER_TEXTS.adminOnly}
            </Alert>
          ) : (
            <UserFormSection user={loaded} />
          )}
        </SettingsPageLayout>
      )}
    </QueryBoundary>
  );
}

function UserFormSection({ user }: { user?: ManagedUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useSession().profile;
  const skills = useGroups('skill');
  const teams = useGroups('team');
  const options = (groups: typeof skills) =>
    (groups.data ?? []).map((group) => ({ value: group.id, label: group.name }));

  const save = useMutation({
    mutationFn: async (values: UserFormValues) => {
      const input = userInputOf(values);
      if (user) return { user: await updateUser(user.id, input), mailed: null };
      const created = await createUser({
        ...input,
        ...(values.password ? { password: values.password } : {}),
      });
      let mailed: string | null = null;
      if (!values.password && values.sendPasswordEmail) {
        // The user exists now whatever the mail does: a failure is told, not thrown back at the form.
        try {
          mailed = (await sendPasswordEmail(created.id)).email;
        } catch (error) {
          if (!isApiError(error) || !error.handled) showErrorToastFor(error);
        }
      }
      return { user: created, mailed };
    },
    onSuccess: async ({ user: saved, mailed }) => {
      showSuccessToast(user ? USER_TEXTS.saved : USER_TEXTS.created);
      if (mailed) showSuccessToast(USER_TEXTS.passwordEmailSent(mailed));
      queryClient.setQueryData(settingsKeys.user(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.users() });
      // Member counts of teams and skills follow a user's assignments.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.teams() });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.skills() });
      if (!user) navigate(SETTINGS_PATHS.users);
    },
  });

  return (
    <UserForm
      user={user}
      skills={options(skills)}
      teams={options(teams)}
      canGrantAdmin={profile?.roles.includes('admin') ?? false}
      onSubmit={(values) => save.mutateAsync(values)}
      onCancel={() => navigate(SETTINGS_PATHS.users)}
    />
  );
}

function PasswordEmailButton({ user }: { user: ManagedUser }) {
  const send = useMutation({
    mutationFn: () => sendPasswordEmail(user.id),
    onSuccess: ({ email }) => showSuccessToast(USER_TEXTS.passwordEmailSent(email)),
  });
  if (user.deactivated) {
    // A deactivated user gets no password link (the server refuses it): reactivate from the list first.
    return (
      <Badge variant="outline" color="gray">
        {USER_TEXTS.deactivatedBadge}
      </Badge>
    );
  }
  return (
    <Group gap="sm">
      {!user.hasPassword && (
        <Badge variant="light" color="yellow">
          {USER_TEXTS.noPassword}
        </Badge>
      )}
      <Button
        variant="default"
        leftSection={<IconMail size={16} aria-hidden />}
        loading={send.isPending}
        onClick={() => send.mutate()}
      >
        {USER_TEXTS.sendPasswordEmail}
      </Button>
    </Group>
  );
}
