// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ComplianceHolidayInput = {
  endDate: string;
  name: string;
  startDate: string;
};

export type ComplianceSettingsInput = {
  safeHarbourMessage: string;
  targetAbandonRate: number;
};

export type DailyAvailableWindowInput = {
  enabled: boolean;
  end: string;
  start: string;
  weekday: string;
};

export type DailyCallLimitsInput = {
  perContactPerDay?: number | null | undefined;
  perNumberPerDay?: number | null | undefined;
};

export type StateOfEmergencyInput = {
  areaCodes: Array<string>;
  endDate: string;
  name: string;
  startDate: string;
  states: Array<string>;
};

export type ComplianceSettingsFieldsFragment = { perContactPerDay: number | null, perNumberPerDay: number | null, targetAbandonRate: number, safeHarbourMessage: string, dailyHours: Array<{ weekday: string, enabled: boolean, start: string, end: string }> };

export type ComplianceHolidayFieldsFragment = { id: string, name: string, startDate: string, endDate: string };

export type StateOfEmergencyFieldsFragment = { id: string, name: string, states: Array<string>, areaCodes: Array<string>, startDate: string, endDate: string };

export type DoNotCallEntryFieldsFragment = { phoneNumber: string, source: string, channel: string, note: string | null, createdAt: string };

export type OutboundDecisionFieldsFragment = { id: string, decidedAt: string, channel: string, phoneNumber: string, profileId: string | null, allowed: boolean, reason: string | null, detail: string, source: string };

export type ComplianceSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ComplianceSettingsQuery = { complianceSettings: { perContactPerDay: number | null, perNumberPerDay: number | null, targetAbandonRate: number, safeHarbourMessage: string, dailyHours: Array<{ weekday: string, enabled: boolean, start: string, end: string }> } };

export type SaveDailyAvailableHoursMutationVariables = Exact<{
  hours: Array<Types.DailyAvailableWindowInput> | Types.DailyAvailableWindowInput;
}>;


export type SaveDailyAvailableHoursMutation = { saveDailyAvailableHours: { perContactPerDay: number | null, perNumberPerDay: number | null, targetAbandonRate: number, safeHarbourMessage: string, dailyHours: Array<{ weekday: string, enabled: boolean, start: string, end: string }> } };

export type SaveDailyCallLimitsMutationVariables = Exact<{
  input: Types.DailyCallLimitsInput;
}>;


export type SaveDailyCallLimitsMutation = { saveDailyCallLimits: { perContactPerDay: number | null, perNumberPerDay: number | null, targetAbandonRate: number, safeHarbourMessage: string, dailyHours: Array<{ weekday: string, enabled: boolean, start: string, end: string }> } };

export type SaveComplianceSettingsMutationVariables = Exact<{
  input: Types.ComplianceSettingsInput;
}>;


export type SaveComplianceSettingsMutation = { saveComplianceSettings: { perContactPerDay: number | null, perNumberPerDay: number | null, targetAbandonRate: number, safeHarbourMessage: string, dailyHours: Array<{ weekday: string, enabled: boolean, start: string, end: string }> } };

export type ComplianceHolidaysQueryVariables = Exact<{ [key: string]: never; }>;


export type ComplianceHolidaysQuery = { complianceHolidays: Array<{ id: string, name: string, startDate: string, endDate: string }> };

export type CreateComplianceHolidayMutationVariables = Exact<{
  input: Types.ComplianceHolidayInput;
}>;


export type CreateComplianceHolidayMutation = { createComplianceHoliday: { id: string, name: string, startDate: string, endDate: string } };

export type UpdateComplianceHolidayMutationVariables = Exact<{
  id: string | number;
  input: Types.ComplianceHolidayInput;
}>;


export type UpdateComplianceHolidayMutation = { updateComplianceHoliday: { id: string, name: string, startDate: string, endDate: string } };

export type DeleteComplianceHolidayMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteComplianceHolidayMutation = { deleteComplianceHoliday: string };

export type StatesOfEmergencyQueryVariables = Exact<{ [key: string]: never; }>;


export type StatesOfEmergencyQuery = { statesOfEmergency: Array<{ id: string, name: string, states: Array<string>, areaCodes: Array<string>, startDate: string, endDate: string }> };

export type CreateStateOfEmergencyMutationVariables = Exact<{
  input: Types.StateOfEmergencyInput;
}>;


export type CreateStateOfEmergencyMutation = { createStateOfEmergency: { id: string, name: string, states: Array<string>, areaCodes: Array<string>, startDate: string, endDate: string } };

export type UpdateStateOfEmergencyMutationVariables = Exact<{
  id: string | number;
  input: Types.StateOfEmergencyInput;
}>;


export type UpdateStateOfEmergencyMutation = { updateStateOfEmergency: { id: string, name: string, states: Array<string>, areaCodes: Array<string>, startDate: string, endDate: string } };

export type DeleteStateOfEmergencyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteStateOfEmergencyMutation = { deleteStateOfEmergency: string };

export type DoNotCallNumbersQueryVariables = Exact<{
  search?: string | null | undefined;
  after?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type DoNotCallNumbersQuery = { doNotCallNumbers: { total: number, nextCursor: string | null, entries: Array<{ phoneNumber: string, source: string, channel: string, note: string | null, createdAt: string }> } };

export type AddDoNotCallNumberMutationVariables = Exact<{
  phoneNumber: string;
  note?: string | null | undefined;
}>;


export type AddDoNotCallNumberMutation = { addDoNotCallNumber: { phoneNumber: string, source: string, channel: string, note: string | null, createdAt: string } };

export type RemoveDoNotCallNumberMutationVariables = Exact<{
  phoneNumber: string;
}>;


export type RemoveDoNotCallNumberMutation = { removeDoNotCallNumber: string };

export type OutboundDecisionsQueryVariables = Exact<{
  phoneNumber?: string | null | undefined;
  profileId?: string | null | undefined;
  skippedOnly?: boolean | null | undefined;
  before?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type OutboundDecisionsQuery = { outboundDecisions: { nextCursor: string | null, entries: Array<{ id: string, decidedAt: string, channel: string, phoneNumber: string, profileId: string | null, allowed: boolean, reason: string | null, detail: string, source: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ComplianceSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment ComplianceSettingsFields on ComplianceSettings {
  dailyHours {
    weekday
    enabled
    start
    end
  }
  perContactPerDay
  perNumberPerDay
  targetAbandonRate
  safeHarbourMessage
}
    `, {"fragmentName":"ComplianceSettingsFields"}) as unknown as TypedDocumentString<ComplianceSettingsFieldsFragment, unknown>;
export const ComplianceHolidayFieldsFragmentDoc = new TypedDocumentString(`
    fragment ComplianceHolidayFields on ComplianceHoliday {
  id
  name
  startDate
  endDate
}
    `, {"fragmentName":"ComplianceHolidayFields"}) as unknown as TypedDocumentString<ComplianceHolidayFieldsFragment, unknown>;
export const StateOfEmergencyFieldsFragmentDoc = new TypedDocumentString(`
    fragment StateOfEmergencyFields on StateOfEmergency {
  id
  name
  states
  areaCodes
  startDate
  endDate
}
    `, {"fragmentName":"StateOfEmergencyFields"}) as unknown as TypedDocumentString<StateOfEmergencyFieldsFragment, unknown>;
export const DoNotCallEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment DoNotCallEntryFields on DoNotCallEntry {
  phoneNumber
  source
  channel
  note
  createdAt
}
    `, {"fragmentName":"DoNotCallEntryFields"}) as unknown as TypedDocumentString<DoNotCallEntryFieldsFragment, unknown>;
export const OutboundDecisionFieldsFragmentDoc = new TypedDocumentString(`
    fragment OutboundDecisionFields on OutboundDecision {
  id
  decidedAt
  channel
  phoneNumber
  profileId
  allowed
  reason
  detail
  source
}
    `, {"fragmentName":"OutboundDecisionFields"}) as unknown as TypedDocumentString<OutboundDecisionFieldsFragment, unknown>;
export const ComplianceSettingsDocument = new TypedDocumentString(`
    query ComplianceSettings {
  complianceSettings {
    ...ComplianceSettingsFields
  }
}
    fragment ComplianceSettingsFields on ComplianceSettings {
  dailyHours {
    weekday
    enabled
    start
    end
  }
  perContactPerDay
  perNumberPerDay
  targetAbandonRate
  safeHarbourMessage
}`) as unknown as TypedDocumentString<ComplianceSettingsQuery, ComplianceSettingsQueryVariables>;
export const SaveDailyAvailableHoursDocument = new TypedDocumentString(`
    mutation SaveDailyAvailableHours($hours: [DailyAvailableWindowInput!]!) {
  saveDailyAvailableHours(hours: $hours) {
    ...ComplianceSettingsFields
  }
}
    fragment ComplianceSettingsFields on ComplianceSettings {
  dailyHours {
    weekday
    enabled
    start
    end
  }
  perContactPerDay
  perNumberPerDay
  targetAbandonRate
  safeHarbourMessage
}`) as unknown as TypedDocumentString<SaveDailyAvailableHoursMutation, SaveDailyAvailableHoursMutationVariables>;
export const SaveDailyCallLimitsDocument = new TypedDocumentString(`
    mutation SaveDailyCallLimits($input: DailyCallLimitsInput!) {
  saveDailyCallLimits(input: $input) {
    ...ComplianceSettingsFields
  }
}
    fragment ComplianceSettingsFields on ComplianceSettings {
  dailyHours {
    weekday
    enabled
    start
    end
  }
  perContactPerDay
  perNumberPerDay
  targetAbandonRate
  safeHarbourMessage
}`) as unknown as TypedDocumentString<SaveDailyCallLimitsMutation, SaveDailyCallLimitsMutationVariables>;
export const SaveComplianceSettingsDocument = new TypedDocumentString(`
    mutation SaveComplianceSettings($input: ComplianceSettingsInput!) {
  saveComplianceSettings(input: $input) {
    ...ComplianceSettingsFields
  }
}
    fragment ComplianceSettingsFields on ComplianceSettings {
  dailyHours {
    weekday
    enabled
    start
    end
  }
  perContactPerDay
  perNumberPerDay
  targetAbandonRate
  safeHarbourMessage
}`) as unknown as TypedDocumentString<SaveComplianceSettingsMutation, SaveComplianceSettingsMutationVariables>;
export const ComplianceHolidaysDocument = new TypedDocumentString(`
    query ComplianceHolidays {
  complianceHolidays {
    ...ComplianceHolidayFields
  }
}
    fragment ComplianceHolidayFields on ComplianceHoliday {
  id
  name
  startDate
  endDate
}`) as unknown as TypedDocumentString<ComplianceHolidaysQuery, ComplianceHolidaysQueryVariables>;
export const CreateComplianceHolidayDocument = new TypedDocumentString(`
    mutation CreateComplianceHoliday($input: ComplianceHolidayInput!) {
  createComplianceHoliday(input: $input) {
    ...ComplianceHolidayFields
  }
}
    fragment ComplianceHolidayFields on ComplianceHoliday {
  id
  name
  startDate
  endDate
}`) as unknown as TypedDocumentString<CreateComplianceHolidayMutation, CreateComplianceHolidayMutationVariables>;
export const UpdateComplianceHolidayDocument = new TypedDocumentString(`
    mutation UpdateComplianceHoliday($id: ID!, $input: ComplianceHolidayInput!) {
  updateComplianceHoliday(id: $id, input: $input) {
    ...ComplianceHolidayFields
  }
}
    fragment ComplianceHolidayFields on ComplianceHoliday {
  id
  name
  startDate
  endDate
}`) as unknown as TypedDocumentString<UpdateComplianceHolidayMutation, UpdateComplianceHolidayMutationVariables>;
export const DeleteComplianceHolidayDocument = new TypedDocumentString(`
    mutation DeleteComplianceHoliday($id: ID!) {
  deleteComplianceHoliday(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteComplianceHolidayMutation, DeleteComplianceHolidayMutationVariables>;
export const StatesOfEmergencyDocument = new TypedDocumentString(`
    query StatesOfEmergency {
  statesOfEmergency {
    ...StateOfEmergencyFields
  }
}
    fragment StateOfEmergencyFields on StateOfEmergency {
  id
  name
  states
  areaCodes
  startDate
  endDate
}`) as unknown as TypedDocumentString<StatesOfEmergencyQuery, StatesOfEmergencyQueryVariables>;
export const CreateStateOfEmergencyDocument = new TypedDocumentString(`
    mutation CreateStateOfEmergency($input: StateOfEmergencyInput!) {
  createStateOfEmergency(input: $input) {
    ...StateOfEmergencyFields
  }
}
    fragment StateOfEmergencyFields on StateOfEmergency {
  id
  name
  states
  areaCodes
  startDate
  endDate
}`) as unknown as TypedDocumentString<CreateStateOfEmergencyMutation, CreateStateOfEmergencyMutationVariables>;
export const UpdateStateOfEmergencyDocument = new TypedDocumentString(`
    mutation UpdateStateOfEmergency($id: ID!, $input: StateOfEmergencyInput!) {
  updateStateOfEmergency(id: $id, input: $input) {
    ...StateOfEmergencyFields
  }
}
    fragment StateOfEmergencyFields on StateOfEmergency {
  id
  name
  states
  areaCodes
  startDate
  endDate
}`) as unknown as TypedDocumentString<UpdateStateOfEmergencyMutation, UpdateStateOfEmergencyMutationVariables>;
export const DeleteStateOfEmergencyDocument = new TypedDocumentString(`
    mutation DeleteStateOfEmergency($id: ID!) {
  deleteStateOfEmergency(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteStateOfEmergencyMutation, DeleteStateOfEmergencyMutationVariables>;
export const DoNotCallNumbersDocument = new TypedDocumentString(`
    query DoNotCallNumbers($search: String, $after: String, $first: Int) {
  doNotCallNumbers(search: $search, after: $after, first: $first) {
    entries {
      ...DoNotCallEntryFields
    }
    total
    nextCursor
  }
}
    fragment DoNotCallEntryFields on DoNotCallEntry {
  phoneNumber
  source
  channel
  note
  createdAt
}`) as unknown as TypedDocumentString<DoNotCallNumbersQuery, DoNotCallNumbersQueryVariables>;
export const AddDoNotCallNumberDocument = new TypedDocumentString(`
    mutation AddDoNotCallNumber($phoneNumber: String!, $note: String) {
  addDoNotCallNumber(phoneNumber: $phoneNumber, note: $note) {
    ...DoNotCallEntryFields
  }
}
    fragment DoNotCallEntryFields on DoNotCallEntry {
  phoneNumber
  source
  channel
  note
  createdAt
}`) as unknown as TypedDocumentString<AddDoNotCallNumberMutation, AddDoNotCallNumberMutationVariables>;
export const RemoveDoNotCallNumberDocument = new TypedDocumentString(`
    mutation RemoveDoNotCallNumber($phoneNumber: String!) {
  removeDoNotCallNumber(phoneNumber: $phoneNumber)
}
    `) as unknown as TypedDocumentString<RemoveDoNotCallNumberMutation, RemoveDoNotCallNumberMutationVariables>;
export const OutboundDecisionsDocument = new TypedDocumentString(`
    query OutboundDecisions($phoneNumber: String, $profileId: String, $skippedOnly: Boolean, $before: String, $first: Int) {
  outboundDecisions(
    phoneNumber: $phoneNumber
    profileId: $profileId
    skippedOnly: $skippedOnly
    before: $before
    first: $first
  ) {
    entries {
      ...OutboundDecisionFields
    }
    nextCursor
  }
}
    fragment OutboundDecisionFields on OutboundDecision {
  id
  decidedAt
  channel
  phoneNumber
  profileId
  allowed
  reason
  detail
  source
}`) as unknown as TypedDocumentString<OutboundDecisionsQuery, OutboundDecisionsQueryVariables>;