import type { PhonebookEntry } from '@parley/core/voice/external-phonebook';
import type { Builder } from '../../platform/graphql/builder.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { requireSettingsManager } from '../../platform/http/guards.ts';
import { publishAdminSettingsUpdated } from '../brands/admin-settings-events.ts';
import { createPhonebookEntry } from './create-phonebook-entry.ts';
import { deletePhonebookEntry } from './delete-phonebook-entry.ts';
import { listPhonebookEntries } from './list-phonebook-entries.ts';
import { updatePhonebookEntry } from './update-phonebook-entry.ts';

const SECTION = 'externalTransferPhonebook';

// Settings › External Transfer Phonebook (spec 001 §2, spec 002 §2). Every signed-in user of the
// brand reads it (the transfer picker offers its numbers); admins and supervisors change it, and each
// change is announced with brand.adminSettingsUpdated (spec 001 §7), section `externalTransferPhonebook`.
export function registerPhonebookGraphql(builder: Builder): void {
  const Entry = builder.objectRef<PhonebookEntry>('ExternalTransferPhonebookEntry').implement({
    description: 'An outside number a call may be transferred to (POST /conv/transfers/external).',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name', { description: 'Unique in the brand, whatever its case' }),
      phoneNumber: t.exposeString('phoneNumber', { description: 'E.164' }),
      description: t.exposeString('description', { nullable: true }),
      createdAt: t.field({ type: 'DateTime', resolve: (entry) => new Date(entry.createdAt) }),
      updatedAt: t.field({ type: 'DateTime', resolve: (entry) => new Date(entry.updatedAt) }),
    }),
  });
  const EntryInput = builder.inputType('ExternalTransferPhonebookEntryInput', {
    fields: (t) => ({
      name: t.string({ required: true }),
      phoneNumber: t.string({ required: true, description: 'Parsed as US by default; stored in E.164' }),
      description: t.string(),
    }),
  });

  builder.queryField('externalTransferPhonebook', (t) =>
    t.field({
      type: [Entry],
      description: "The brand's External Transfer Phonebook, by name.",
      resolve: (_root, _args, ctx) => listPhonebookEntries(ctx.db, { brandId: ctx.session.brandId }),
    }),
  );

  builder.mutationFields((t) => ({
    createExternalTransferPhonebookEntry: t.field({
      type: Entry,
      args: { input: t.arg({ type: EntryInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const { brandId } = requireSettingsManager(ctx.session);
        const entry = await createPhonebookEntry(ctx.db, { brandId, input });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: SECTION });
        return entry;
      },
    }),
    updateExternalTransferPhonebookEntry: t.field({
      type: Entry,
      args: {
        id: t.arg.id({ required: true }),
        input: t.arg({ type: EntryInput, required: true }),
      },
      resolve: async (_root, { id, input }, ctx) => {
        const { brandId } = requireSettingsManager(ctx.session);
        const entry = await updatePhonebookEntry(ctx.db, { brandId, id: idArg(id), input });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: SECTION });
        return entry;
      },
    }),
    deleteExternalTransferPhonebookEntry: t.id({
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) => {
        const { brandId } = requireSettingsManager(ctx.session);
        const deleted = await deletePhonebookEntry(ctx.db, { brandId, id: idArg(id) });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: SECTION });
        return deleted.id;
      },
    }),
  }));
}
