import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  BrandPhoneNumbersDocument,
  CreateBrandPhoneNumberDocument,
  DeleteBrandPhoneNumberDocument,
  type SettingsBrandPhoneNumberFragment,
  UpdateBrandPhoneNumberDocument,
} from './phone-numbers.generated.ts';

// The brand's phone numbers (apps/server/src/modules/phone-numbers/phone-numbers.graphql.ts).

export type BrandPhoneNumber = SettingsBrandPhoneNumberFragment;

export type BrandPhoneNumberValues = {
  phoneNumber: string;
  friendlyName: string;
  voice: boolean;
  sms: boolean;
};

export async function fetchBrandPhoneNumbers(signal?: AbortSignal): Promise<BrandPhoneNumber[]> {
  const data = await graphqlRequest(BrandPhoneNumbersDocument, {}, { signal });
  return data.brandPhoneNumbers;
}

function toInput(values: BrandPhoneNumberValues) {
  return {
    phoneNumber: values.phoneNumber.trim(),
    friendlyName: values.friendlyName.trim(),
    voice: values.voice,
    sms: values.sms,
  };
}

export async function createBrandPhoneNumber(values: BrandPhoneNumberValues): Promise<BrandPhoneNumber> {
  const data = await graphqlRequest(CreateBrandPhoneNumberDocument, { input: toInput(values) });
  return data.createBrandPhoneNumber;
}

export async function updateBrandPhoneNumber(
  id: string,
  values: BrandPhoneNumberValues,
): Promise<BrandPhoneNumber> {
  const data = await graphqlRequest(UpdateBrandPhoneNumberDocument, { id, input: toInput(values) });
  return data.updateBrandPhoneNumber;
}

export async function deleteBrandPhoneNumber(id: string): Promise<void> {
  await graphqlRequest(DeleteBrandPhoneNumberDocument, {
    id,
  });
}
