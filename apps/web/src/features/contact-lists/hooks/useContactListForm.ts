import { validateTree } from '@parley/core/conditions/validate';
import {
  type ContactListForm,
  type ContactListFormErrors,
  contactListFormFromSavedView,
  emptyContactListForm,
  validateContactListForm,
} from '@parley/core/contact-lists/form';
import { useMemo, useState } from 'react';
import type { SavedView } from '../api/contact-lists-api.ts';

/**
 * The editor's form and when it shows validation (spec 002 §4, §5): validation is turned on by a
 * save attempt and off again by any change. `privateListNames` are the user's own private lists.
 */
export function useContactListForm(view: SavedView | null, privateListNames: readonly string[]) {
  const [form, setForm] = useState<ContactListForm>(() =>
    view ? contactListFormFromSavedView(view) : emptyContactListForm(),
  );
  const [showValidation, setShowValidation] = useState(false);
  const [nameRefusal, setNameRefusal] = useState<string | null>(null);

  const errors: ContactListFormErrors = useMemo(
    () => validateContactListForm(form, { privateListNames, currentName: view?.name ?? null }),
    [form, privateListNames, view?.name],
  );
  const treeIssues = useMemo(
    () => validateTree({ joinType: form.joinType, groups: form.dynamicConditions }),
    [form.joinType, form.dynamicConditions],
  );

  return {
    form,
    showValidation,
    /** Messages to show: only after a save attempt (the server's refusal of the name shows at once). */
    errors: showValidation ? errors : {},
    nameError: (showValidation ? errors.name : undefined) ?? nameRefusal ?? undefined,
    change(next: ContactListForm) {
      setForm(next);
      setShowValidation(false);
      setNameRefusal(null);
    },
    /** Turns validation on; true when the form can be sent. */
    attemptSave(): boolean {
      setShowValidation(true);
      return Object.keys(errors).length === 0 && treeIssues.length === 0;
    },
    refuseName(message: string) {
      setNameRefusal(message);
    },
  };
}
