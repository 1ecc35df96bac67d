import type { BrandPhoneNumber, CommunicationSource } from '@parley/core/phone-numbers/brand-phone-numbers';
import type { Builder } from '../../platform/graphql/builder.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { createBrandPhoneNumber } from './create-brand-phone-number.ts';
import { deleteBrandPhoneNumber } from './delete-brand-phone-number.ts';
import { getCommunicationSources } from './get-communication-sources.ts';
import { listBrandPhoneNumbers } from './list-brand-phone-numbers.ts';
import { authorizePhoneNumbers } from './phone-numbers.policy.ts';
import { updateBrandPhoneNumber } from './update-brand-phone-number.ts';

// The brand's phone numbers: spec 001 §7 getCommunicationSources(channel) for the dial pad, and
// Settings › Active Phone Numbers (spec 001 §1 /settings/phone-numbers). The brand is the session's.
export function registerPhoneNumbersGraphql(builder: Builder): void {
  const Source = builder.objectRef<CommunicationSource>('CommunicationSource').implement({
    description: 'A number the brand may call or text from (spec 001 §7).',
    fields: (t) => ({
      source: t.exposeString('source', { description: 'E.164' }),
      internalDisplayName: t.exposeString('internalDisplayName', {
        nullable: true,
        description: 'The friendly name agents see',
      }),
      externalDisplayName: t.exposeString('externalDisplayName', {
        nullable: true,
        description: 'The caller name contacts see; null: the carrier shows the number',
      }),
    }),
  });
  const PhoneNumber = builder.objectRef<BrandPhoneNumber>('BrandPhoneNumber').implement({
    description: "One of the brand's own phone numbers (Settings › Active Phone Numbers).",
    fields: (t) => ({
      id: t.exposeID('id'),
      phoneNumber: t.exposeString('phoneNumber', { description: 'E.164, unique in the brand' }),
      friendlyName: t.exposeString('friendlyName'),
      voice: t.exposeBoolean('voice', { description: 'Calls can be placed from it' }),
      sms: t.exposeBoolean('sms', { description: 'Texts can be sent from it' }),
      createdAt: t.field({ type: 'DateTime', resolve: (number) => new Date(number.createdAt) }),
      updatedAt: t.field({ type: 'DateTime', resolve: (number) => new Date(number.updatedAt) }),
    }),
  });
  const PhoneNumberInput = builder.inputType('BrandPhoneNumberInput', {
    fields: (t) => ({
      phoneNumber: t.string({ required: true, description: 'Parsed as US by default; stored in E.164' }),
      friendlyName: t.string({ required: true }),
      voice: t.boolean({ required: true }),
      sms: t.boolean({ required: true }),
    }),
  });

  builder.queryFields((t) => ({
    getCommunicationSources: t.field({
      type: [Source],
      description:
        "spec 001 §7: the brand's numbers that carry the channel (voice or sms), by friendly name.",
      args: { channel: t.arg.string({ required: true }) },
      resolve: (_root, { channel }, ctx) =>
        getCommunicationSources(ctx.db, { brandId: ctx.session.brandId, channel }),
    }),
    brandPhoneNumbers: t.field({
      type: [PhoneNumber],
      description: "The brand's phone numbers by friendly name (admins and supervisors).",
      resolve: (_root, _args, ctx) => {
        const { brandId } = authorizePhoneNumbers(ctx.session, 'phoneNumber.list');
        return listBrandPhoneNumbers(ctx.db, { brandId });
      },
    }),
  }));

  builder.mutationFields((t) => ({
    createBrandPhoneNumber: t.field({
      type: PhoneNumber,
      args: { input: t.arg({ type: PhoneNumberInput, required: true }) },
      resolve: (_root, { input }, ctx) => {
        const { brandId } = authorizePhoneNumbers(ctx.session, 'phoneNumber.manage');
        return createBrandPhoneNumber(ctx.db, { brandId, input });
      },
    }),
    updateBrandPhoneNumber: t.field({
      type: PhoneNumber,
      args: {
        id: t.arg.id({ required: true }),
        input: t.arg({ type: PhoneNumberInput, required: true }),
      },
      resolve: (_root, { id, input }, ctx) => {
        const { brandId } = authorizePhoneNumbers(ctx.session, 'phoneNumber.manage');
        return updateBrandPhoneNumber(ctx.db, { brandId, id: idArg(id), input });
      },
    }),
    deleteBrandPhoneNumber: t.id({
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) => {
        const { brandId } = authorizePhoneNumbers(ctx.session, 'phoneNumber.manage');
        return (await deleteBrandPhoneNumber(ctx.db, { brandId, id: idArg(id) })).id;
      },
    }),
  }));
}
