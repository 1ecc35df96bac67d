import { BRAND_PHONE_NUMBER_TEXTS } from '@parley/core/brand-phone-numbers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';
import {
  type BrandPhoneNumberValues,
  createBrandPhoneNumber,
  deleteBrandPhoneNumber,
  fetchBrandPhoneNumbers,
  updateBrandPhoneNumber,
} from '../api/phone-numbers-api.ts';
import { settingsKeys } from '../api/settings-keys.ts';

// The dial pad's step 2 reads the same numbers (features/voice/components/FromNumberStep.tsx).
const DIAL_PAD_NUMBERS_KEY = ['voice', 'brand-numbers'] as const;

/** The brand's phone numbers with their commands; each success toasts and refreshes the lists. */
export function useBrandPhoneNumbers() {
  const queryClient = useQueryClient();
  const key = settingsKeys.phoneNumbers();
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchBrandPhoneNumbers(signal) });
  const done = (message: string) => async () => {
    showSuccessToast(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: DIAL_PAD_NUMBERS_KEY }),
    ]);
  };
  const create = useMutation({
    mutationFn: (values: BrandPhoneNumberValues) => createBrandPhoneNumber(values),
    onSuccess: done(BRAND_PHONE_NUMBER_TEXTS.created),
  });
  const update = useMutation({
    mutationFn: ({ id, values }: { id: string; values: BrandPhoneNumberValues }) =>
      updateBrandPhoneNumber(id, values),
    onSuccess: done(BRAND_PHONE_NUMBER_TEXTS.saved),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteBrandPhoneNumber(id),
    onSuccess: done(BRAND_PHONE_NUMBER_TEXTS.deleted),
  });
  return { query, create, update, remove };
}
