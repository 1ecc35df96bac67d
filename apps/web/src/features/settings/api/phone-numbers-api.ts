import type { BrandPhoneNumber } from '@parley/core/brand-phone-numbers';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

// The brand's phone numbers (apps/server/src/modules/phone-numbers/phone-numbers.graphql.ts).

export type BrandPhoneNumberValues = {
  phoneNumber: string;
  friendlyName: string;
  voice: boolean;
  sms: boolean;
};

const FIELDS = 'id phoneNumber friendlyName voice sms createdAt updatedAt';

export async function fetchBrandPhoneNumbers(signal?: AbortSignal): Promise<BrandPhoneNumber[]> {
  const data = await graphqlRequest<{ brandPhoneNumbers: BrandPhoneNumber[] }>(
    `query BrandPhoneNumbers { brandPhoneNumbers { ${FIELDS} } }`,
    {},
    { signal },
  );
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
  const data = await graphqlRequest<{ createBrandPhoneNumber: BrandPhoneNumber }>(
    `mutation CreateBrandPhoneNumber($input: BrandPhoneNumberInput!) {
      createBrandPhoneNumber(input: $input) { ${FIELDS} }
    }`,
    { input: toInput(values) },
  );
  return data.createBrandPhoneNumber;
}

export async function updateBrandPhoneNumber(
  id: string,
  values: BrandPhoneNumberValues,
): Promise<BrandPhoneNumber> {
  const data = await graphqlRequest<{ updateBrandPhoneNumber: BrandPhoneNumber }>(
    `mutation UpdateBrandPhoneNumber($id: ID!, $input: BrandPhoneNumberInput!) {
      updateBrandPhoneNumber(id: $id, input: $input) { ${FIELDS} }
    }`,
    { id, input: toInput(values) },
  );
  return data.updateBrandPhoneNumber;
}

export async function deleteBrandPhoneNumber(id: string): Promise<void> {
  await graphqlRequest('mutation DeleteBrandPhoneNumber($id: ID!) { deleteBrandPhoneNumber(id: $id) }', {
    id,
  });
}
