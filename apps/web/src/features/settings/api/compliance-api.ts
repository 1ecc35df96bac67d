import type { DailyWindow } from '@parley/core/compliance/compliance-model';
import { apiRequest } from '../../../shared/api/api-request.ts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  AddDoNotCallNumberDocument,
  type ComplianceHolidayFieldsFragment,
  ComplianceHolidaysDocument,
  ComplianceSettingsDocument,
  type ComplianceSettingsFieldsFragment,
  CreateComplianceHolidayDocument,
  CreateStateOfEmergencyDocument,
  DeleteComplianceHolidayDocument,
  DeleteStateOfEmergencyDocument,
  type DoNotCallEntryFieldsFragment,
  DoNotCallNumbersDocument,
  type OutboundDecisionFieldsFragment,
  OutboundDecisionsDocument,
  RemoveDoNotCallNumberDocument,
  SaveComplianceSettingsDocument,
  SaveDailyAvailableHoursDocument,
  SaveDailyCallLimitsDocument,
  type StateOfEmergencyFieldsFragment,
  StatesOfEmergencyDocument,
  UpdateComplianceHolidayDocument,
  UpdateStateOfEmergencyDocument,
} from './compliance.generated.ts';

// Settings › Call Restrictions and › Compliance (apps/server/src/modules/compliance/compliance.graphql.ts
// and compliance.routes.ts, docs/compliance.md).

export type ComplianceSettings = ComplianceSettingsFieldsFragment;
export type ComplianceHoliday = ComplianceHolidayFieldsFragment;
export type StateOfEmergency = StateOfEmergencyFieldsFragment;
export type DoNotCallEntry = DoNotCallEntryFieldsFragment;
export type OutboundDecision = OutboundDecisionFieldsFragment;

export type HolidayValues = { name: string; startDate: string; endDate: string };
export type EmergencyValues = {
  name: string;
  states: string[];
  areaCodes: string[];
  startDate: string;
  endDate: string;
};
export type CallLimitsValues = { perContactPerDay: number | null; perNumberPerDay: number | null };
export type AbandonSettingsValues = { targetAbandonRate: number; safeHarbourMessage: string };

export type DoNotCallPage = { entries: DoNotCallEntry[]; total: number; nextCursor: string | null };
export type DecisionPage = { entries: OutboundDecision[]; nextCursor: string | null };
/** The decision log's search: a number or a contact's profile id, and whether to show skips only. */
export type DecisionSearch = { phoneNumber: string | null; profileId: string | null; skippedOnly: boolean };

/** POST /api/compliance/do-not-call/upload's answer. */
export type DoNotCallUploadResult = {
  added: number;
  alreadyListed: number;
  badRowCount: number;
  badRows: { line: number; value: string; reason: string }[];
};

export const DO_NOT_CALL_PAGE_SIZE = 50;
export const DECISION_PAGE_SIZE = 50;

export async function fetchComplianceSettings(signal?: AbortSignal): Promise<ComplianceSettings> {
  const data = await graphqlRequest(ComplianceSettingsDocument, {}, { signal });
  return data.complianceSettings;
}

/** The seven windows as the form holds them; the server checks them with dailyHoursInputSchema too. */
export async function saveDailyHours(hours: DailyWindow[]): Promise<ComplianceSettings> {
  const data = await graphqlRequest(SaveDailyAvailableHoursDocument, { hours });
  return data.saveDailyAvailableHours;
}

export async function saveCallLimits(input: CallLimitsValues): Promise<ComplianceSettings> {
  const data = await graphqlRequest(SaveDailyCallLimitsDocument, { input });
  return data.saveDailyCallLimits;
}

export async function saveAbandonSettings(input: AbandonSettingsValues): Promise<ComplianceSettings> {
  const data = await graphqlRequest(SaveComplianceSettingsDocument, {
    input: { ...input, safeHarbourMessage: input.safeHarbourMessage.trim() },
  });
  return data.saveComplianceSettings;
}

// --- Holidays ---

const holidayInput = (values: HolidayValues) => ({ ...values, name: values.name.trim() });

export async function fetchHolidays(signal?: AbortSignal): Promise<ComplianceHoliday[]> {
  const data = await graphqlRequest(ComplianceHolidaysDocument, {}, { signal });
  return data.complianceHolidays;
}

export async function createHoliday(values: HolidayValues): Promise<ComplianceHoliday> {
  const data = await graphqlRequest(CreateComplianceHolidayDocument, { input: holidayInput(values) });
  return data.createComplianceHoliday;
}

export async function updateHoliday(id: string, values: HolidayValues): Promise<ComplianceHoliday> {
  const data = await graphqlRequest(UpdateComplianceHolidayDocument, { id, input: holidayInput(values) });
  return data.updateComplianceHoliday;
}

export async function deleteHoliday(id: string): Promise<void> {
  await graphqlRequest(DeleteComplianceHolidayDocument, { id });
}

// --- States of emergency ---

const emergencyInput = (values: EmergencyValues) => ({ ...values, name: values.name.trim() });

export async function fetchEmergencies(signal?: AbortSignal): Promise<StateOfEmergency[]> {
  const data = await graphqlRequest(StatesOfEmergencyDocument, {}, { signal });
  return data.statesOfEmergency;
}

export async function createEmergency(values: EmergencyValues): Promise<StateOfEmergency> {
  const data = await graphqlRequest(CreateStateOfEmergencyDocument, { input: emergencyInput(values) });
  return data.createStateOfEmergency;
}

export async function updateEmergency(id: string, values: EmergencyValues): Promise<StateOfEmergency> {
  const data = await graphqlRequest(UpdateStateOfEmergencyDocument, { id, input: emergencyInput(values) });
  return data.updateStateOfEmergency;
}

export async function deleteEmergency(id: string): Promise<void> {
  await graphqlRequest(DeleteStateOfEmergencyDocument, { id });
}

// --- Do-not-call list ---

export async function fetchDoNotCallPage(
  search: string,
  after: string | null,
  signal?: AbortSignal,
): Promise<DoNotCallPage> {
  const data = await graphqlRequest(
    DoNotCallNumbersDocument,
    { search: search.trim() || null, after, first: DO_NOT_CALL_PAGE_SIZE },
    { signal },
  );
  return data.doNotCallNumbers;
}

export async function addDoNotCallNumber(values: {
  phoneNumber: string;
  note: string;
}): Promise<DoNotCallEntry> {
  const data = await graphqlRequest(AddDoNotCallNumberDocument, {
    phoneNumber: values.phoneNumber.trim(),
    note: values.note.trim() || null,
  });
  return data.addDoNotCallNumber;
}

export async function removeDoNotCallNumber(phoneNumber: string): Promise<void> {
  await graphqlRequest(RemoveDoNotCallNumberDocument, { phoneNumber });
}

/** Multipart `file`; a refusal (no file, too large, not admin) is thrown for the form to show. */
export function uploadDoNotCallFile(file: File): Promise<DoNotCallUploadResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<DoNotCallUploadResult>('/compliance/do-not-call/upload', {
    method: 'POST',
    body,
    skipDefault: true,
  });
}

// --- Decision log ---

export async function fetchDecisionPage(
  search: DecisionSearch,
  before: string | null,
  signal?: AbortSignal,
): Promise<DecisionPage> {
  const data = await graphqlRequest(
    OutboundDecisionsDocument,
    { ...search, before, first: DECISION_PAGE_SIZE },
    { signal },
  );
  return data.outboundDecisions;
}

/** GET /api/compliance/outbound-decisions.csv with the same search: a link the browser downloads. */
export function decisionExportUrl(search: DecisionSearch): string {
  const query = new URLSearchParams();
  if (search.phoneNumber) query.set('phoneNumber', search.phoneNumber);
  if (search.profileId) query.set('profileId', search.profileId);
  if (search.skippedOnly) query.set('skippedOnly', 'true');
  return `/api/compliance/outbound-decisions.csv?${query.toString()}`;
}
