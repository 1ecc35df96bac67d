import {
  AGENT_DESKTOP_LIST_KINDS,
  type AgentDesktopListKind,
} from '@parley/core/agent-desktop-settings/lists';
import type {
  TaskPreferenceOverrides,
  TaskPreferences,
} from '@parley/core/agent-desktop-settings/task-preferences';
import type { Builder } from '../../platform/graphql/builder.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { requireSettingsManager } from '../../platform/http/guards.ts';
import { publishAdminSettingsUpdated } from '../brands/admin-settings-events.ts';
import { createAgentDesktopItem } from './create-agent-desktop-item.ts';
import { deleteAgentDesktopItem } from './delete-agent-desktop-item.ts';
import { deleteTaskPreferenceVariant } from './delete-task-preference-variant.ts';
import { getEffectiveTaskPreferences, getTaskPreferences } from './get-task-preferences.ts';
import { listAgentDesktopItems } from './list-agent-desktop-items.ts';
import type { ListItem } from './list-items.ts';
import { reorderAgentDesktopItems } from './reorder-agent-desktop-items.ts';
import { saveTaskPreferences } from './save-task-preferences.ts';
import type { TaskPreferencesView, TaskPreferenceVariant } from './task-preferences.ts';
import { updateAgentDesktopItem } from './update-agent-desktop-item.ts';

/** GraphQL names of each list: query, and the word in its mutations. */
const LIST_NAMES: Record<AgentDesktopListKind, { query: string; one: string; many: string }> = {
  disposition: { query: 'dispositions', one: 'Disposition', many: 'Dispositions' },
  tag: { query: 'tags', one: 'Tag', many: 'Tags' },
  cancellationReason: {
    query: 'cancellationReasons',
    one: 'CancellationReason',
    many: 'CancellationReasons',
  },
};

// Agent Desktop settings (spec 002 §2): dispositions, tags, cancellation reasons and task preferences.
// Every signed-in user reads them (the agent desktop offers them); admins and supervisors change
// them, and each change is announced with brand.adminSettingsUpdated (spec 001 §7).
export function registerAgentDesktopSettingsGraphql(builder: Builder): void {
  const ListItemRef = builder.objectRef<ListItem>('AgentDesktopListItem').implement({
    description: 'A disposition, tag or cancellation reason.',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      position: t.exposeInt('position'),
    }),
  });
  const ListItemInput = builder.inputType('AgentDesktopListItemInput', {
    fields: (t) => ({ name: t.string({ required: true }) }),
  });

  for (const kind of AGENT_DESKTOP_LIST_KINDS) {
    const names = LIST_NAMES[kind];
    const section = `${kind}s` as const;
    builder.queryField(names.query, (t) =>
      t.field({
        type: [ListItemRef],
        resolve: (_root, _args, ctx) => listAgentDesktopItems(ctx.db, { brandId: ctx.session.brandId, kind }),
      }),
    );
    builder.mutationFields((t) => ({
      [`create${names.one}`]: t.field({
        type: ListItemRef,
        args: { input: t.arg({ type: ListItemInput, required: true }) },
        resolve: async (_root, { input }, ctx) => {
          const { brandId } = requireSettingsManager(ctx.session);
          const item = await createAgentDesktopItem(ctx.db, { brandId, kind, input });
          await publishAdminSettingsUpdated(ctx.bus, { brandId, section });
          return item;
        },
      }),
      [`update${names.one}`]: t.field({
        type: ListItemRef,
        args: { id: t.arg.id({ required: true }), input: t.arg({ type: ListItemInput, required: true }) },
        resolve: async (_root, { id, input }, ctx) => {
          const { brandId } = requireSettingsManager(ctx.session);
          const item = await updateAgentDesktopItem(ctx.db, { brandId, kind, id: idArg(id), input });
          await publishAdminSettingsUpdated(ctx.bus, { brandId, section });
          return item;
        },
      }),
      [`delete${names.one}`]: t.id({
        args: { id: t.arg.id({ required: true }) },
        resolve: async (_root, { id }, ctx) => {
          const { brandId } = requireSettingsManager(ctx.session);
          const deleted = await deleteAgentDesktopItem(ctx.db, { brandId, kind, id: idArg(id) });
          await publishAdminSettingsUpdated(ctx.bus, { brandId, section });
          return deleted.id;
        },
      }),
      [`reorder${names.many}`]: t.field({
        type: [ListItemRef],
        args: { ids: t.arg.idList({ required: true }) },
        resolve: async (_root, { ids }, ctx) => {
          const { brandId } = requireSettingsManager(ctx.session);
          const items = await reorderAgentDesktopItems(ctx.db, {
            brandId,
            kind,
            input: { ids: ids.map(String) },
          });
          await publishAdminSettingsUpdated(ctx.bus, { brandId, section });
          return items;
        },
      }),
    }));
  }

  registerTaskPreferencesGraphql(builder);
}

function registerTaskPreferencesGraphql(builder: Builder): void {
  const AutoOpenUrl = builder.objectRef<TaskPreferences['tasksAutoOpenUrl']>('TasksAutoOpenUrl').implement({
    fields: (t) => ({ enabled: t.exposeBoolean('enabled'), openUrl: t.exposeString('openUrl') }),
  });
  const Preferences = builder.objectRef<TaskPreferences>('TaskPreferences').implement({
    description: 'spec 001 §4 auto-open and auto-accept settings, and the desktop timings.',
    fields: (t) => ({
      tasksAutoOpenUrl: t.field({ type: AutoOpenUrl, resolve: (p) => p.tasksAutoOpenUrl }),
      callsAutoAccept: t.exposeBoolean('callsAutoAccept'),
      autoAcceptByTaskTitle: t.exposeString('autoAcceptByTaskTitle', {
        description: 'A comma list of task titles, or "all"',
      }),
      autocompleteCountdownSeconds: t.exposeInt('autocompleteCountdownSeconds'),
      inboundEmailDelaySeconds: t.exposeInt('inboundEmailDelaySeconds'),
    }),
  });
  const Overrides = builder.objectRef<TaskPreferenceOverrides>('TaskPreferenceOverrides').implement({
    description: 'What a variant sets itself; null fields are inherited from the defaults.',
    fields: (t) => ({
      tasksAutoOpenUrl: t.field({ type: AutoOpenUrl, nullable: true, resolve: (p) => p.tasksAutoOpenUrl }),
      callsAutoAccept: t.exposeBoolean('callsAutoAccept', { nullable: true }),
      autoAcceptByTaskTitle: t.exposeString('autoAcceptByTaskTitle', { nullable: true }),
      autocompleteCountdownSeconds: t.exposeInt('autocompleteCountdownSeconds', { nullable: true }),
      inboundEmailDelaySeconds: t.exposeInt('inboundEmailDelaySeconds', { nullable: true }),
    }),
  });
  const Variant = builder.objectRef<TaskPreferenceVariant>('TaskPreferenceVariant').implement({
    fields: (t) => ({
      variant: t.exposeString('variant', { description: 'A task title, or "default" for the defaults' }),
      overrides: t.field({ type: Overrides, resolve: (v) => v.overrides }),
      effective: t.field({ type: Preferences, resolve: (v) => v.effective }),
    }),
  });
  const Settings = builder.objectRef<TaskPreferencesView>('TaskPreferenceSettings').implement({
    fields: (t) => ({
      defaults: t.field({ type: Variant, resolve: (s) => s.defaults }),
      variants: t.field({ type: [Variant], resolve: (s) => s.variants }),
    }),
  });
  const AutoOpenUrlInput = builder.inputType('TasksAutoOpenUrlInput', {
    fields: (t) => ({ enabled: t.boolean({ required: true }), openUrl: t.string({ required: true }) }),
  });
  const OverridesInput = builder.inputType('TaskPreferenceOverridesInput', {
    description: 'Every setting the variant sets; a field left out (or null) is inherited.',
    fields: (t) => ({
      tasksAutoOpenUrl: t.field({ type: AutoOpenUrlInput }),
      callsAutoAccept: t.boolean(),
      autoAcceptByTaskTitle: t.string(),
      autocompleteCountdownSeconds: t.int(),
      inboundEmailDelaySeconds: t.int(),
    }),
  });

  builder.queryFields((t) => ({
    taskPreferences: t.field({
      type: Settings,
      description: 'Brand.adminSettings task preferences: the defaults and each variant (task title).',
      resolve: (_root, _args, ctx) => getTaskPreferences(ctx.db, { brandId: ctx.session.brandId }),
    }),
    effectiveTaskPreferences: t.field({
      type: Variant,
      description:
        'The preferences in force for a task title (merged at read time); the defaults without one.',
      args: { variant: t.arg.string() },
      resolve: (_root, args, ctx) =>
        getEffectiveTaskPreferences(ctx.db, { brandId: ctx.session.brandId, variant: args.variant }),
    }),
  }));

  builder.mutationFields((t) => ({
    saveTaskPreferences: t.field({
      type: Variant,
      args: {
        variant: t.arg.string({ required: true }),
        overrides: t.arg({ type: OverridesInput, required: true }),
      },
      resolve: async (_root, args, ctx) => {
        const { brandId } = requireSettingsManager(ctx.session);
        // GraphQL null means "not set": drop those keys so the setting is inherited.
        const overrides = Object.fromEntries(
          Object.entries(args.overrides).filter(([, value]) => value != null),
        );
        const saved = await saveTaskPreferences(ctx.db, {
          brandId,
          input: { variant: args.variant, overrides },
        });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: 'taskPreferences' });
        return saved;
      },
    }),
    deleteTaskPreferenceVariant: t.string({
      args: { variant: t.arg.string({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const { brandId } = requireSettingsManager(ctx.session);
        const deleted = await deleteTaskPreferenceVariant(ctx.db, { brandId, variant: args.variant });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: 'taskPreferences' });
        return deleted.variant;
      },
    }),
  }));
}
