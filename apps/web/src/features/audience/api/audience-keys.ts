export const audienceKeys = {
  all: ['audience'] as const,
  contacts: (search: string, page: number) => ['audience', 'contacts', search, page] as const,
  total: (search: string) => ['audience', 'total', search] as const,
  profile: (profileId: string) => ['audience', 'profile', profileId] as const,
};
