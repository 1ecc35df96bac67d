import { DEFAULT_VARIANT } from '@parley/core/agent-desktop-settings/task-preference-defaults';
import { TASK_PREFERENCE_TEXTS } from '@parley/core/settings/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { settingsKeys } from '../api/settings-keys.ts';
import { deleteTaskPreferenceVariant, saveTaskPreferences } from '../api/task-preferences-api.ts';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { TaskPreferencesForm } from '../components/TaskPreferencesForm.tsx';
import { useTaskPreferences } from '../hooks/useSettingsQueries.ts';
import { SETTINGS_PATHS } from '../utils/settings-paths.ts';

/**
 * /settings/agent-desktop/task-preferences/{variant} (spec 002 §2): the defaults ("default") or one
 * task title's overrides. A title without a variant yet starts inheriting everything.
 */
export function TaskPreferenceVariantPage() {
  const variant = useParams().variant ?? DEFAULT_VARIANT;
  const isDefaults = variant === DEFAULT_VARIANT;
  const settings = useTaskPreferences();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const title = useRouteTitle('Task Preferences');
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKeys.taskPreferences() });
  const save = useMutation({
    mutationFn: (overrides: Parameters<typeof saveTaskPreferences>[1]) =>
      saveTaskPreferences(variant, overrides),
    onSuccess: () => {
      showSuccessToast(TASK_PREFERENCE_TEXTS.saved);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteTaskPreferenceVariant(variant),
    onSuccess: async () => {
      showSuccessToast(TASK_PREFERENCE_TEXTS.deleted);
      await refresh();
      navigate(SETTINGS_PATHS.taskPreferences);
    },
  });

  return (
    <QueryBoundary query={settings} loadingLabel="Loading task preferences">
      {(data) => {
        const entry = isDefaults
          ? data.defaults
          : data.variants.find((candidate) => candidate.variant === variant);
        return (
          <SettingsPageLayout
            title={isDefaults ? `${title}: ${TASK_PREFERENCE_TEXTS.defaultsName}` : `${title}: ${variant}`}
            description={
              isDefaults ? TASK_PREFERENCE_TEXTS.defaultsHint : TASK_PREFERENCE_TEXTS.variantHint(variant)
            }
            back={{ to: SETTINGS_PATHS.taskPreferences, label: title }}
            actions={
              entry && !isDefaults ? (
                <ConfirmDeleteButton
                  label={TASK_PREFERENCE_TEXTS.deleteVariant}
                  title={TASK_PREFERENCE_TEXTS.deleteTitle}
                  body={TASK_PREFERENCE_TEXTS.deleteBody}
                  loading={remove.isPending}
                  onConfirm={() => remove.mutate()}
                />
              ) : undefined
            }
          >
            <TaskPreferencesForm
              key={variant}
              isDefaults={isDefaults}
              effective={entry?.effective ?? data.defaults.effective}
              overrides={entry?.overrides ?? {}}
              inherited={data.defaults.effective}
              onSubmit={(overrides) => save.mutateAsync(overrides)}
              onCancel={() => navigate(SETTINGS_PATHS.taskPreferences)}
            />
          </SettingsPageLayout>
        );
      }}
    </QueryBoundary>
  );
}
