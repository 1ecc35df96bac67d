import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchGroup, fetchGroups, type GroupKind } from '../api/groups-api.ts';
import { fetchQueues, fetchRules } from '../api/routing-api.ts';
import { settingsKeys } from '../api/settings-keys.ts';
import { fetchStatuses } from '../api/statuses-api.ts';
import { fetchTaskPreferences } from '../api/task-preferences-api.ts';
import { fetchUser, fetchUserPage, type UserFilters } from '../api/users-api.ts';

// The settings pages' server data (TanStack Query). Keys in api/settings-keys.ts.

export function useUserPage(filters: UserFilters) {
  return useQuery({
    queryKey: settingsKeys.userPage(filters),
    queryFn: ({ signal }) => fetchUserPage(filters, signal),
    // The page stays on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string | null) {
  return useQuery({
    queryKey: settingsKeys.user(id ?? ''),
    queryFn: ({ signal }) => fetchUser(id ?? '', signal),
    enabled: id !== null,
  });
}

export function useGroups(kind: GroupKind) {
  return useQuery({
    queryKey: kind === 'team' ? settingsKeys.teams() : settingsKeys.skills(),
    queryFn: ({ signal }) => fetchGroups(kind, signal),
  });
}

export function useGroup(kind: GroupKind, id: string | null) {
  return useQuery({
    queryKey: kind === 'team' ? settingsKeys.team(id ?? '') : settingsKeys.skill(id ?? ''),
    queryFn: ({ signal }) => fetchGroup(kind, id ?? '', signal),
    enabled: id !== null,
  });
}

export function useStatuses() {
  return useQuery({ queryKey: settingsKeys.statuses(), queryFn: ({ signal }) => fetchStatuses(signal) });
}

export function useTaskPreferences() {
  return useQuery({
    queryKey: settingsKeys.taskPreferences(),
    queryFn: ({ signal }) => fetchTaskPreferences(signal),
  });
}

export function useQueues() {
  return useQuery({ queryKey: settingsKeys.queues(), queryFn: ({ signal }) => fetchQueues(signal) });
}

export function useRoutingRules() {
  return useQuery({ queryKey: settingsKeys.rules(), queryFn: ({ signal }) => fetchRules(signal) });
}
