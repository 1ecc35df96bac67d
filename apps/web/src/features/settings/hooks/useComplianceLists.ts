import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';
import {
  addDoNotCallNumber,
  type DecisionSearch,
  fetchDecisionPage,
  fetchDoNotCallPage,
  removeDoNotCallNumber,
  uploadDoNotCallFile,
} from '../api/compliance-api.ts';
import { COMPLIANCE_PAGE_TEXTS } from '../api/compliance-texts.ts';
import { complianceKeys } from './useComplianceSettings.ts';

const TEXTS = COMPLIANCE_PAGE_TEXTS.dnc;

/** The do-not-call list searched by `search`, a page at a time ("Load more" follows `nextCursor`). */
export function useDoNotCallList(search: string) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: complianceKeys.doNotCall(search),
    queryFn: ({ pageParam, signal }) => fetchDoNotCallPage(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Typing in the search box keeps the last answer on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: complianceKeys.doNotCallAll() });
  const add = useMutation({
    mutationFn: addDoNotCallNumber,
    onSuccess: async () => {
      showSuccessToast(TEXTS.numberAdded);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: removeDoNotCallNumber,
    onSuccess: async () => {
      showSuccessToast(TEXTS.removed);
      await refresh();
    },
  });
  // The summary is shown beside the form, so no toast; the list shows the new numbers.
  const upload = useMutation({ mutationFn: uploadDoNotCallFile, onSuccess: refresh });
  return { query, add, remove, upload };
}

/** The decision log for one number or contact, newest first; nothing is asked before a search. */
export function useOutboundDecisions(search: DecisionSearch | null) {
  return useInfiniteQuery({
    queryKey: complianceKeys.decisions(search ?? {}),
    queryFn: ({ pageParam, signal }) =>
      // `enabled` below keeps this from running without a search.
      fetchDecisionPage(
        search ?? { phoneNumber: null, profileId: null, skippedOnly: false },
        pageParam,
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: search !== null,
  });
}
