import { CONTACT_LIST_TEXTS } from '@parley/core/conditions/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import {
  createSavedView,
  deleteSavedView,
  type SavedView,
  type SavedViewVariables,
  updateSavedView,
} from '../api/contact-lists-api.ts';
import { contactListKeys } from '../api/contact-lists-keys.ts';
import { CONTACT_LIST_PATHS } from '../utils/contact-list-paths.ts';

/** The server's refusal of one field (e.g. a name taken meanwhile), for the form to show. */
export type FieldRefusal = { field: string; message: string };

function fieldRefusal(error: unknown): FieldRefusal | null {
  return error instanceof ApiError && error.field ? { field: error.field, message: error.message } : null;
}

/** The spec's failure toast, unless the client already told the user (an expired session). */
function toastFailure(error: unknown, text: string): void {
  if (error instanceof ApiError && error.handled) return;
  showErrorToast(text);
}

/**
 * Create, update and delete with the toasts of spec 002 §8 and the moves of §4: create opens the
 * new list, delete returns to My Contacts. Every change refreshes the lists and their contacts.
 */
export function useContactListMutations(options: { onFieldRefusal: (refusal: FieldRefusal) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: contactListKeys.all });

  const create = useMutation({
    mutationFn: (variables: SavedViewVariables) => createSavedView(variables),
    onSuccess: async (view: SavedView) => {
      showSuccessToast(CONTACT_LIST_TEXTS.created);
      await refresh();
      navigate(CONTACT_LIST_PATHS.list(view.id));
    },
    onError: (error) => {
      toastFailure(error, CONTACT_LIST_TEXTS.createFailed);
      const refusal = fieldRefusal(error);
      if (refusal) options.onFieldRefusal(refusal);
    },
  });
  const update = useMutation({
    mutationFn: ({ id, variables }: { id: string; variables: SavedViewVariables }) =>
      updateSavedView(id, variables),
    onSuccess: async () => {
      showSuccessToast(CONTACT_LIST_TEXTS.updated);
      await refresh();
    },
    onError: (error) => {
      toastFailure(error, CONTACT_LIST_TEXTS.updateFailed);
      const refusal = fieldRefusal(error);
      if (refusal) options.onFieldRefusal(refusal);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSavedView(id),
    onSuccess: async () => {
      showSuccessToast(CONTACT_LIST_TEXTS.deleted);
      navigate(CONTACT_LIST_PATHS.myContacts);
      await refresh();
    },
    onError: (error) => toastFailure(error, CONTACT_LIST_TEXTS.deleteFailed),
  });
  return { create, update, remove, saving: create.isPending || update.isPending };
}
