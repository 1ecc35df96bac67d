import type { Builder } from '../../platform/graphql/builder.ts';
import type { ContactProfile, ProfileEmail, ProfilePhone } from './contact-profile.ts';
import { type ContactCount, countContacts } from './count-contacts.ts';
import { getProfile, getProfilesById } from './get-profile.ts';
import { listPhonesEmails } from './list-phones-emails.ts';
import { listProfilesByEmail } from './list-profiles-by-email.ts';
import { mergeContactProfiles } from './merge-contact-profiles.ts';
import { type ContactProfilePage, searchContacts } from './search-contacts.ts';

/** The opt-in of the contact's main phone (or email) row, else the contact's own opt-in. */
function mainOptIn<T extends { isPrimary: boolean; optIn: boolean }>(
  rows: T[],
  isMain: (row: T) => boolean,
  fallback: boolean,
): boolean {
  return (rows.find(isMain) ?? rows.find((row) => row.isPrimary))?.optIn ?? fallback;
}

// spec 001 §7: getProfile, getProfilesById, getProfiles, getPhonesEmails, and the dial pad's
// searchContacts (spec 001 §5). Any signed-in user of the brand (agents call contacts); the brand is
// the session's. Thin: parse, call one use-case, map.
export function registerContactsGraphql(builder: Builder): void {
  const OptIn = builder.objectRef<{ subscribed: boolean }>('ProfileOptIn').implement({
    fields: (t) => ({ subscribed: t.exposeBoolean('subscribed') }),
  });
  const Phone = builder.objectRef<ProfilePhone>('ProfilePhone').implement({
    description: 'A phone number of a contact, in E.164. One opt-in serves voice and SMS.',
    fields: (t) => ({
      label: t.exposeString('label', { nullable: true }),
      phoneNumber: t.exposeString('phoneNumber'),
      isPrimary: t.exposeBoolean('isPrimary'),
      voiceOptIn: t.field({ type: OptIn, resolve: (phone) => ({ subscribed: phone.optIn }) }),
      smsOptIn: t.field({ type: OptIn, resolve: (phone) => ({ subscribed: phone.optIn }) }),
    }),
  });
  const Email = builder.objectRef<ProfileEmail>('ProfileEmail').implement({
    fields: (t) => ({
      label: t.exposeString('label', { nullable: true }),
      email: t.exposeString('email'),
      isPrimary: t.exposeBoolean('isPrimary'),
      emailOptIn: t.field({ type: OptIn, resolve: (email) => ({ subscribed: email.optIn }) }),
    }),
  });
  const Profile = builder.objectRef<ContactProfile>('Profile').implement({
    description: 'A contact (spec 001 §3). id is the profile id.',
    fields: (t) => ({
      id: t.exposeID('profileId'),
      profileId: t.exposeString('profileId'),
      name: t.exposeString('name', { nullable: true }),
      firstName: t.exposeString('firstName', { nullable: true }),
      lastName: t.exposeString('lastName', { nullable: true }),
      contactPhone: t.exposeString('contactPhone', { nullable: true }),
      email: t.exposeString('email', { nullable: true }),
      externalId: t.exposeString('externalId', { nullable: true }),
      optIn: t.exposeBoolean('optIn'),
      subscribedSms: t.boolean({
        resolve: (p) => mainOptIn(p.phones, (phone) => phone.phoneNumber === p.contactPhone, p.optIn),
      }),
      subscribedVoice: t.boolean({
        resolve: (p) => mainOptIn(p.phones, (phone) => phone.phoneNumber === p.contactPhone, p.optIn),
      }),
      subscribedEmail: t.boolean({
        resolve: (p) => mainOptIn(p.emails, (email) => email.email === p.email, p.optIn),
      }),
      customProperties: t.expose('customProperties', { type: 'JSON' }),
      rvProperties: t.expose('rvProperties', { type: 'JSON' }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
      phones: t.field({ type: [Phone], resolve: (p) => p.phones }),
      emails: t.field({ type: [Email], resolve: (p) => p.emails }),
    }),
  });
  const ProfilePage = builder.objectRef<ContactProfilePage>('ProfilePage').implement({
    fields: (t) => ({
      items: t.field({ type: [Profile], resolve: (page) => page.items }),
      page: t.exposeInt('page'),
      size: t.exposeInt('size'),
      hasMore: t.exposeBoolean('hasMore', { description: 'Another page follows.' }),
    }),
  });
  const ContactSearchPage = builder
    .objectRef<ContactProfilePage & { kind: string }>('ContactSearchPage')
    .implement({
      fields: (t) => ({
        items: t.field({ type: [Profile], resolve: (page) => page.items }),
        page: t.exposeInt('page'),
        size: t.exposeInt('size'),
        hasMore: t.exposeBoolean('hasMore', { description: 'Another page follows.' }),
        kind: t.exposeString('kind', { description: 'What the text searched: phone, email or name.' }),
      }),
    });

  const ContactCountRef = builder.objectRef<ContactCount>('ContactCount').implement({
    fields: (t) => ({
      count: t.exposeInt('count'),
      capped: t.exposeBoolean('capped', {
        description: 'More contacts match than were counted (10,000): count is that cap.',
      }),
    }),
  });

  const ContainsFilter = builder.inputType('ProfileEmailContainsInput', {
    fields: (t) => ({ contains: t.string({ required: true }) }),
  });
  const ProfilesFilter = builder.inputType('ProfilesFilterInput', {
    fields: (t) => ({ email: t.field({ type: ContainsFilter, required: true }) }),
  });
  const StartsWithFilter = builder.inputType('StartsWithFilterInput', {
    fields: (t) => ({ starts_with: t.string() }),
  });
  const PhonesEmailsFilter = builder.inputType('PhonesEmailsFilterInput', {
    fields: (t) => ({
      name: t.field({ type: StartsWithFilter }),
      email: t.field({ type: StartsWithFilter }),
    }),
  });
  const PhonesEmailsOrder = builder.inputType('PhonesEmailsOrderInput', {
    fields: (t) => ({ field: t.string({ required: true }), direction: t.string() }),
  });

  builder.queryFields((t) => ({
    getProfile: t.field({
      type: Profile,
      description:
        "The contact of a profile id, else of a phone number, else of an email; 'Contact not found'.",
      args: { profileId: t.arg.string(), contactPhone: t.arg.string(), contactEmail: t.arg.string() },
      resolve: (_root, args, ctx) => getProfile(ctx.db, { brandId: ctx.session.brandId, ...args }),
    }),
    getProfilesById: t.field({
      type: [Profile],
      args: { profileIds: t.arg.stringList({ required: true }) },
      resolve: (_root, args, ctx) =>
        getProfilesById(ctx.db, { brandId: ctx.session.brandId, profileIds: args.profileIds }),
    }),
    getProfiles: t.field({
      type: ProfilePage,
      description: 'Contacts whose email address contains the text.',
      args: {
        filter: t.arg({ type: ProfilesFilter, required: true }),
        page: t.arg.int(),
        size: t.arg.int(),
      },
      resolve: (_root, args, ctx) =>
        listProfilesByEmail(ctx.db, { brandId: ctx.session.brandId, input: args }),
    }),
    getPhonesEmails: t.field({
      type: ProfilePage,
      description: 'Contacts whose name or email starts with the texts, most recently updated first.',
      args: {
        filterBy: t.arg({ type: PhonesEmailsFilter }),
        order: t.arg({ type: PhonesEmailsOrder }),
        page: t.arg.int(),
        size: t.arg.int(),
      },
      resolve: (_root, args, ctx) => listPhonesEmails(ctx.db, { brandId: ctx.session.brandId, input: args }),
    }),
    searchContacts: t.field({
      type: ContactSearchPage,
      description: 'The dial pad contact search (spec 001 §5): a name, phone number, email or external id.',
      args: { query: t.arg.string({ required: true }), page: t.arg.int(), size: t.arg.int() },
      resolve: (_root, args, ctx) => searchContacts(ctx.db, { brandId: ctx.session.brandId, input: args }),
    }),
    countContacts: t.field({
      type: ContactCountRef,
      description:
        "The audience's total: how many contacts the search text matches (searchContacts' rules), " +
        'every contact without one; counted up to 10,000.',
      args: { query: t.arg.string() },
      resolve: (_root, args, ctx) => countContacts(ctx.db, { brandId: ctx.session.brandId, input: args }),
    }),
  }));

  builder.mutationFields((t) => ({
    mergeContacts: t.field({
      type: Profile,
      description:
        'Admin only: merges the contact of mergedProfileId into the contact of survivorProfileId ' +
        '(spec 000 §3 rules; events and static segment memberships move, the merged profile id ' +
        'finds the survivor from then on) and returns the surviving profile.',
      args: {
        survivorProfileId: t.arg.string({ required: true }),
        mergedProfileId: t.arg.string({ required: true }),
      },
      resolve: (_root, args, ctx) => mergeContactProfiles(ctx.db, { session: ctx.session, ...args }),
    }),
  }));
}
