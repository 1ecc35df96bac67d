import { BRAND_PHONE_NUMBER_TEXTS } from '@parley/core/phone-numbers/brand-phone-numbers';
import {
  type BrandPhoneNumber,
  type BrandPhoneNumberValues,
  createBrandPhoneNumber,
  deleteBrandPhoneNumber,
  fetchBrandPhoneNumbers,
  updateBrandPhoneNumber,
} from '../api/phone-numbers-api.ts';
import { settingsKeys } from '../api/settings-keys.ts';
import { type CrudList, useCrudList } from './useCrudList.ts';

// The dial pad's step 2 reads the same numbers (features/voice/components/FromNumberStep.tsx).
const DIAL_PAD_NUMBERS_KEY = ['voice', 'brand-numbers'] as const;

/** The brand's phone numbers with their commands; each success toasts and refreshes the lists. */
export function useBrandPhoneNumbers(): CrudList<BrandPhoneNumber, BrandPhoneNumberValues> {
  return useCrudList({
    queryKey: settingsKeys.phoneNumbers(),
    api: {
      fetch: fetchBrandPhoneNumbers,
      create: createBrandPhoneNumber,
      update: updateBrandPhoneNumber,
      remove: deleteBrandPhoneNumber,
    },
    toasts: BRAND_PHONE_NUMBER_TEXTS,
    alsoRefresh: [DIAL_PAD_NUMBERS_KEY],
  });
}
