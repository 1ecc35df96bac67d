import { Anchor, Button, Paper, Table, Text } from '@mantine/core';
import { SKILL_TEXTS, TEAM_TEXTS } from '@parley/core/settings/texts';
import { IconCertificate, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import {
  deleteGroup,
  type GroupDetail,
  type GroupInput,
  type GroupKind,
  saveGroup,
} from '../api/groups-api.ts';
import { settingsKeys } from '../api/settings-keys.ts';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton.tsx';
import { EmptyListState } from '../components/EmptyListState.tsx';
import { GroupForm } from '../components/GroupForm.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { useGroup, useGroups } from '../hooks/useSettingsQueries.ts';
import { SETTINGS_PATHS } from '../utils/settings-paths.ts';

// Teams and skills are both a name and the users who belong; their pages differ only in words.
type GroupPageConfig = {
  kind: GroupKind;
  title: string;
  listPath: string;
  newPath: string;
  itemPath: (id: string) => string;
  countLabel: string;
  icon: ReactNode;
  usersField: 'memberIds' | 'userIds';
  usersLabel: string;
  texts: typeof TEAM_TEXTS | typeof SKILL_TEXTS;
  newLabel: string;
  createLabel: string;
};

const TEAMS: GroupPageConfig = {
  kind: 'team',
  title: 'Teams',
  listPath: SETTINGS_PATHS.teams,
  newPath: SETTINGS_PATHS.newTeam,
  itemPath: SETTINGS_PATHS.team,
  countLabel: TEAM_TEXTS.members,
  icon: <IconUsersGroup size={28} stroke={1.5} aria-hidden />,
  usersField: 'memberIds',
  usersLabel: TEAM_TEXTS.members,
  texts: TEAM_TEXTS,
  newLabel: TEAM_TEXTS.newTeam,
  createLabel: TEAM_TEXTS.createTeam,
};

const SKILLS: GroupPageConfig = {
  kind: 'skill',
  title: 'Skills',
  listPath: SETTINGS_PATHS.skills,
  newPath: SETTINGS_PATHS.newSkill,
  itemPath: SETTINGS_PATHS.skill,
  countLabel: 'Users',
  icon: <IconCertificate size={28} stroke={1.5} aria-hidden />,
  usersField: 'userIds',
  usersLabel: SKILL_TEXTS.users,
  texts: SKILL_TEXTS,
  newLabel: SKILL_TEXTS.newSkill,
  createLabel: SKILL_TEXTS.createSkill,
};

/** /settings/user-management/teams */
export function TeamsPage() {
  return <GroupListPage config={TEAMS} />;
}

/** /settings/user-management/skills */
export function SkillsPage() {
  return <GroupListPage config={SKILLS} />;
}

/** /settings/user-management/teams/new and /{teamId} */
export function TeamFormPage() {
  return <GroupFormPage config={TEAMS} id={useParams().teamId ?? null} />;
}

/** /settings/user-management/skills/new and /{skillId} */
export function SkillFormPage() {
  return <GroupFormPage config={SKILLS} id={useParams().skillId ?? null} />;
}

function GroupListPage({ config }: { config: GroupPageConfig }) {
  const groups = useGroups(config.kind);
  return (
    <SettingsPageLayout
      title={useRouteTitle(config.title)}
      description={config.texts.description}
      actions={
        <Button component={Link} to={config.newPath} leftSection={<IconPlus size={16} aria-hidden />}>
          {config.newLabel}
        </Button>
      }
    >
      <Paper withBorder radius="md" p="md">
        <QueryBoundary query={groups} loadingLabel={`Loading ${config.title.toLowerCase()}`}>
          {(items) =>
            items.length === 0 ? (
              <EmptyListState
                text={config.texts.empty}
                icon={config.icon}
                create={{ label: config.newLabel, to: config.newPath }}
              />
            ) : (
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th w={160}>{config.countLabel}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((group) => (
                    <Table.Tr key={group.id}>
                      <Table.Td>
                        <Anchor component={Link} to={config.itemPath(group.id)} fw={500}>
                          {group.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{group.count}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )
          }
        </QueryBoundary>
      </Paper>
    </SettingsPageLayout>
  );
}

function GroupFormPage({ config, id }: { config: GroupPageConfig; id: string | null }) {
  const group = useGroup(config.kind, id);
  const title = useRouteTitle(config.title);
  const back = { to: config.listPath, label: config.title };
  if (id === null) {
    return (
      <SettingsPageLayout title={title} back={back}>
        <GroupEditor config={config} />
      </SettingsPageLayout>
    );
  }
  return (
    <QueryBoundary query={group} loadingLabel="Loading">
      {(loaded) => (
        <SettingsPageLayout
          title={loaded.name}
          back={back}
          actions={<GroupDeleteButton config={config} group={loaded} />}
        >
          <GroupEditor config={config} group={loaded} />
        </SettingsPageLayout>
      )}
    </QueryBoundary>
  );
}

function useInvalidateGroups(kind: GroupKind) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({
      queryKey: kind === 'team' ? settingsKeys.teams() : settingsKeys.skills(),
    });
    // Users show their teams and skills.
    void queryClient.invalidateQueries({ queryKey: settingsKeys.users() });
  };
}

function GroupEditor({ config, group }: { config: GroupPageConfig; group?: GroupDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateGroups(config.kind);
  const save = useMutation({
    mutationFn: (input: GroupInput) => saveGroup(config.kind, group?.id ?? null, input),
    onSuccess: async (saved) => {
      showSuccessToast(group ? config.texts.saved : config.texts.created);
      queryClient.setQueryData(
        config.kind === 'team' ? settingsKeys.team(saved.id) : settingsKeys.skill(saved.id),
        saved,
      );
      await invalidate();
      if (!group) navigate(config.listPath);
    },
  });
  return (
    <GroupForm
      group={group}
      nameLabel={config.texts.name}
      usersLabel={config.usersLabel}
      usersField={config.usersField}
      submitLabel={group ? 'Save' : config.createLabel}
      onSubmit={(input) => save.mutateAsync(input)}
      onCancel={() => navigate(config.listPath)}
    />
  );
}

function GroupDeleteButton({ config, group }: { config: GroupPageConfig; group: GroupDetail }) {
  const navigate = useNavigate();
  const invalidate = useInvalidateGroups(config.kind);
  const remove = useMutation({
    mutationFn: () => deleteGroup(config.kind, group.id),
    onSuccess: async () => {
      showSuccessToast(config.texts.deleted);
      await invalidate();
      navigate(config.listPath);
    },
  });
  return (
    <ConfirmDeleteButton
      title={config.texts.deleteTitle}
      body={config.texts.deleteBody}
      loading={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}
