import type { EmbeddingSettings } from '@parley/core/embedding/settings';
import type { Builder } from '../../platform/graphql/builder.ts';
import { requireSettingsManager } from '../../platform/http/guards.ts';
import { publishAdminSettingsUpdated } from '../brands/admin-settings-events.ts';
import { getEmbeddingSettings } from './get-embedding-settings.ts';
import { saveEmbeddingSettings } from './save-embedding-settings.ts';

// Embedding settings (spec 001 §6, docs/embedding.md): every signed-in user of the brand reads them
// (the embedded agent desktop posts only to these origins); admins and supervisors change them, and
// each change is announced with brand.adminSettingsUpdated (spec 001 §7), section `embedding`.
export function registerEmbeddingGraphql(builder: Builder): void {
  const Settings = builder.objectRef<EmbeddingSettings>('EmbeddingSettings').implement({
    description: 'Brand.adminSettings.embedding: who may frame the agent desktop and talk to it.',
    fields: (t) => ({
      allowedParentOrigins: t.exposeStringList('allowedParentOrigins', {
        description:
          'Exact origins (scheme, host, port) the embedded desk posts to and accepts commands from',
      }),
    }),
  });
  const SettingsInput = builder.inputType('EmbeddingSettingsInput', {
    fields: (t) => ({ allowedParentOrigins: t.stringList({ required: true }) }),
  });

  builder.queryField('embeddingSettings', (t) =>
    t.field({
      type: Settings,
      resolve: (_root, _args, ctx) => getEmbeddingSettings(ctx.db, { brandId: ctx.session.brandId }),
    }),
  );

  builder.mutationField('saveEmbeddingSettings', (t) =>
    t.field({
      type: Settings,
      args: { input: t.arg({ type: SettingsInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const { brandId } = requireSettingsManager(ctx.session);
        const saved = await saveEmbeddingSettings(ctx.db, { brandId, input });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: 'embedding' });
        return saved;
      },
    }),
  );
}
