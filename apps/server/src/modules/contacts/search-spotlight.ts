import { isPrivileged } from '@parley/core/auth/roles';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { detectContactSearch, isSearchable } from '@parley/core/contacts/search';
import { SPOTLIGHT_CATEGORIES, type SpotlightItem } from '@parley/core/global-search/ranking';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { listUsers } from '../users/list-users.ts';
import type { ContactProfile } from './contact-profile.ts';
import { findContactsByQuery } from './search-contacts.ts';

/** How many contacts and users one spotlight answer holds (ours: a modal shows a handful). */
export const SPOTLIGHT_CONTACT_LIMIT = 10;
export const SPOTLIGHT_USER_LIMIT = 5;

export const spotlightSearchInput = z.object({ query: z.string().max(200).default('') });

function contactItem(contact: ContactProfile, matched: 'name' | 'email' | 'phone'): SpotlightItem {
  const phone = contact.contactPhone ?? contact.phones[0]?.phoneNumber ?? null;
  const email = contact.email ?? contact.emails[0]?.email ?? null;
  const shownPhone = phone ? formatPhoneForDisplay(phone) : null;
  const title = contact.name ?? email ?? shownPhone ?? contact.profileId;
  const highlight = (matched === 'phone' ? shownPhone : matched === 'email' ? email : contact.name) ?? title;
  return {
    source: {
      title,
      description: [email, shownPhone].filter((part) => part !== null && part !== title).join(' · '),
      category: SPOTLIGHT_CATEGORIES.audience,
      url: `/audience?profileId=${encodeURIComponent(contact.profileId)}`,
      highlight,
    },
  };
}

/**
 * spec 001 §7 GET /profile-feeds/spotlight-search: contacts matching the text by the contact-search
 * rules (Audience, linking to the profile) and, for admins and supervisors (who manage users), users
 * whose name or email contains it (Users, linking to the user's settings page). A text the contact
 * search refuses (under 2 characters, an invalid phone number) finds no contacts; under 2 characters
 * nothing at all.
 */
export async function searchSpotlight(
  db: DbExecutor,
  options: { session: RequestSession; query: string },
): Promise<{ items: SpotlightItem[] }> {
  const { session } = options;
  const query = detectContactSearch(options.query);
  if (query.kind === 'tooShort') return { items: [] };
  const items: SpotlightItem[] = [];
  if (isSearchable(query)) {
    const contacts = await findContactsByQuery(db, {
      brandId: session.brandId,
      query,
      page: 0,
      size: SPOTLIGHT_CONTACT_LIMIT,
    });
    const matched = query.kind === 'name' ? 'name' : query.kind;
    items.push(...contacts.items.map((contact) => contactItem(contact, matched)));
  }
  if (isPrivileged(session.roles)) {
    const users = await listUsers(db, {
      brandId: session.brandId,
      input: { search: options.query.trim(), page: 0, size: SPOTLIGHT_USER_LIMIT },
    });
    items.push(
      ...users.items.map((user) => ({
        source: {
          title: user.name,
          description: user.email,
          category: SPOTLIGHT_CATEGORIES.users,
          url: `/settings/user-management/users/${user.id}`,
          highlight: user.name,
        },
      })),
    );
  }
  return { items };
}
