import { CONTACT_LISTS_PAGE, canCreateContactList } from '@parley/core/contact-lists/limits';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '../../auth/hooks/useSession.ts';
import { fetchSavedViews } from '../api/contact-lists-api.ts';
import { contactListKeys } from '../api/contact-lists-keys.ts';
import { type ContactListSections, contactListSections } from '../utils/list-sections.ts';

/**
 * The contact lists the user sees (getAllSavedViewsForPage for the agent contacts page), split in
 * the side navigation's sections. A failed load toasts "Couldn't retrieve contact views." (spec 002 §8).
 */
export function useContactLists() {
  const userId = useSession().profile?.oktaUserId ?? null;
  const query = useQuery({
    queryKey: contactListKeys.savedViews(CONTACT_LISTS_PAGE),
    queryFn: ({ signal }) => fetchSavedViews(CONTACT_LISTS_PAGE, signal),
  });
  const views = query.data;
  const sections: ContactListSections = useMemo(
    () => contactListSections(views ?? [], userId),
    [views, userId],
  );
  return {
    ...sections,
    views: views ?? [],
    isLoading: query.isLoading,
    isError: query.isError,
    /** spec 002 §9: create is disabled at 50 private lists. */
    canCreate: canCreateContactList(sections.ownPrivateCount),
  };
}
