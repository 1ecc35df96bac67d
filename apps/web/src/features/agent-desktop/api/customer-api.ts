import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { jsonObject } from '../../../shared/graphql/json-scalar.ts';
import { DeskCustomerDocument, type DeskCustomerQuery } from './customer.generated.ts';

// The customer beside the active task (issue 17 item 1): getProfile (spec 001 §7), which every role
// of the brand may read. Its failure is shown in the panel (skipDefault: no toast).

export type DeskCustomer = Omit<DeskCustomerQuery['getProfile'], 'customProperties'> & {
  customProperties: Record<string, unknown>;
};

export const customerKeys = {
  profile: (profileId: string) => ['agent-desktop', 'customer', profileId] as const,
};

export async function fetchDeskCustomer(profileId: string, signal?: AbortSignal): Promise<DeskCustomer> {
  const data = await graphqlRequest(DeskCustomerDocument, { profileId }, { signal, skipDefault: true });
  return { ...data.getProfile, customProperties: jsonObject(data.getProfile.customProperties) };
}
