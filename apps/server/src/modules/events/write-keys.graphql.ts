import type { WriteKey, WriteKeyPage } from '@parley/core/events/write-keys';
import type { Builder } from '../../platform/graphql/builder.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { requireRole } from '../../platform/http/guards.ts';
import { createWriteKey } from './create-write-key.ts';
import { listWriteKeys } from './list-write-keys.ts';
import { revokeWriteKey } from './revoke-write-key.ts';

// Settings › Integrations › API keys (docs/write-keys.md): the brand's write keys for
// POST /api/proxy/ingest. Admins only, every field (a key writes any contact's data): supervisors
// and agents get 'forbidden'. The brand is always the session's.
export function registerWriteKeysGraphql(builder: Builder): void {
  const Status = builder.enumType('WriteKeyStatus', { values: ['active', 'revoked'] as const });
  const Creator = builder.objectRef<{ id: string; name: string }>('WriteKeyCreator').implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });
  const WriteKeyRef = builder.objectRef<WriteKey>('WriteKey').implement({
    description: 'A brand write key for POST /api/proxy/ingest; never the key itself.',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      lastFour: t.exposeString('lastFour', {
        nullable: true,
        description: 'The key’s last four characters; null for keys made before they were kept',
      }),
      status: t.field({ type: Status, resolve: (key) => key.status }),
      createdAt: t.field({ type: 'DateTime', resolve: (key) => new Date(key.createdAt) }),
      createdBy: t.field({
        type: Creator,
        nullable: true,
        description: 'Null when made by the command line',
        resolve: (key) => key.createdBy,
      }),
      lastUsedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'The last accepted ingest call, to the minute',
        resolve: (key) => (key.lastUsedAt ? new Date(key.lastUsedAt) : null),
      }),
      revokedAt: t.field({
        type: 'DateTime',
        nullable: true,
        resolve: (key) => (key.revokedAt ? new Date(key.revokedAt) : null),
      }),
    }),
  });
  const Page = builder.objectRef<WriteKeyPage>('WriteKeyPage').implement({
    fields: (t) => ({
      items: t.field({ type: [WriteKeyRef], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      size: t.exposeInt('size'),
    }),
  });
  const Created = builder.objectRef<{ key: string; writeKey: WriteKey }>('CreatedWriteKey').implement({
    fields: (t) => ({
      key: t.exposeString('key', {
        description: 'The key itself (Authorization: Bearer <key>): shown this once, only its hash is kept',
      }),
      writeKey: t.field({ type: WriteKeyRef, resolve: (created) => created.writeKey }),
    }),
  });
  const CreateInput = builder.inputType('CreateWriteKeyInput', {
    fields: (t) => ({
      name: t.string({ required: true, description: 'Which system uses it; at most 100 characters' }),
    }),
  });

  builder.queryField('writeKeys', (t) =>
    t.field({
      type: Page,
      description: 'The brand’s write keys, live ones first, newest first, a page at a time (admin).',
      args: { page: t.arg.int({ description: 'From 0' }), size: t.arg.int() },
      resolve: (_root, args, ctx) => {
        const { brandId } = requireRole(ctx.session, ['admin']);
        return listWriteKeys(ctx.db, { brandId, input: { page: args.page, size: args.size } });
      },
    }),
  );

  builder.mutationFields((t) => ({
    createWriteKey: t.field({
      type: Created,
      args: { input: t.arg({ type: CreateInput, required: true }) },
      resolve: (_root, { input }, ctx) => {
        const { brandId, userId } = requireRole(ctx.session, ['admin']);
        return createWriteKey(ctx.db, { brandId, name: input.name, createdBy: userId });
      },
    }),
    revokeWriteKey: t.field({
      type: WriteKeyRef,
      description: 'Ingest refuses the key from the next request on (401).',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => {
        const { brandId } = requireRole(ctx.session, ['admin']);
        return revokeWriteKey(ctx.db, { brandId, id: idArg(id) });
      },
    }),
  }));
}
