import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';
import {
  type ComplianceHoliday,
  type ComplianceSettings,
  createEmergency,
  createHoliday,
  deleteEmergency,
  deleteHoliday,
  type EmergencyValues,
  fetchComplianceSettings,
  fetchEmergencies,
  fetchHolidays,
  type HolidayValues,
  type StateOfEmergency,
  updateEmergency,
  updateHoliday,
} from '../api/compliance-api.ts';
import { CALL_RESTRICTIONS_TEXTS } from '../api/compliance-texts.ts';
import { settingsKeys } from '../api/settings-keys.ts';
import { type CrudList, useCrudList } from './useCrudList.ts';

// Under settingsKeys.all: brand.adminSettingsUpdated with section callRestrictions or compliance
// (not in useSettingsLiveRefresh's table) refreshes every settings query, these among them.
export const complianceKeys = {
  all: [...settingsKeys.all, 'compliance'] as const,
  settings: () => [...settingsKeys.all, 'compliance', 'settings'] as const,
  holidays: () => [...settingsKeys.all, 'compliance', 'holidays'] as const,
  emergencies: () => [...settingsKeys.all, 'compliance', 'emergencies'] as const,
  doNotCall: (search: string) => [...settingsKeys.all, 'compliance', 'do-not-call', search] as const,
  doNotCallAll: () => [...settingsKeys.all, 'compliance', 'do-not-call'] as const,
  decisions: (search: object) => [...settingsKeys.all, 'compliance', 'decisions', search] as const,
};

/** The brand's hours, limits, abandon target and safe-harbour message (one record on the server). */
export function useComplianceSettings() {
  return useQuery({
    queryKey: complianceKeys.settings(),
    queryFn: ({ signal }) => fetchComplianceSettings(signal),
  });
}

/**
 * One save of the settings record: on success it toasts and puts the server's answer in the cache
 * (so the form shows what was stored); a failure is thrown for the form to show under its field.
 */
export function useSaveComplianceSettings<TValues>(
  save: (values: TValues) => Promise<ComplianceSettings>,
  toast: string,
) {
  const queryClient = useQueryClient();
  const key: QueryKey = complianceKeys.settings();
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      showSuccessToast(toast);
    },
  });
}

export function useComplianceHolidays(): CrudList<ComplianceHoliday, HolidayValues> {
  return useCrudList({
    queryKey: complianceKeys.holidays(),
    api: { fetch: fetchHolidays, create: createHoliday, update: updateHoliday, remove: deleteHoliday },
    toasts: CALL_RESTRICTIONS_TEXTS.holidays,
  });
}

export function useComplianceEmergencies(): CrudList<StateOfEmergency, EmergencyValues> {
  return useCrudList({
    queryKey: complianceKeys.emergencies(),
    api: {
      fetch: fetchEmergencies,
      create: createEmergency,
      update: updateEmergency,
      remove: deleteEmergency,
    },
    toasts: CALL_RESTRICTIONS_TEXTS.emergencies,
  });
}
