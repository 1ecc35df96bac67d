import {
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';

/** The API calls of a list whose records are added, edited and deleted one by one. */
export type CrudApi<TRecord, TValues> = {
  fetch: (signal?: AbortSignal) => Promise<TRecord[]>;
  create: (values: TValues) => Promise<TRecord>;
  update: (id: string, values: TValues) => Promise<TRecord>;
  remove: (id: string) => Promise<void>;
};

export type CrudListOptions<TRecord, TValues> = {
  queryKey: QueryKey;
  api: CrudApi<TRecord, TValues>;
  /** The toast after each command. */
  toasts: { created: string; saved: string; deleted: string };
  /** Other queries that show the same records, refreshed with the list. */
  alsoRefresh?: readonly QueryKey[];
};

/** The list's query and its three commands, as `CrudTablePage` takes them. */
export type CrudList<TRecord, TValues> = {
  query: UseQueryResult<TRecord[]>;
  create: UseMutationResult<TRecord, Error, TValues>;
  update: UseMutationResult<TRecord, Error, { id: string; values: TValues }>;
  remove: UseMutationResult<void, Error, string>;
};

/** A list with create, update and delete; each success toasts and refreshes the list (and `alsoRefresh`). */
export function useCrudList<TRecord, TValues>({
  queryKey,
  api,
  toasts,
  alsoRefresh = [],
}: CrudListOptions<TRecord, TValues>): CrudList<TRecord, TValues> {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey, queryFn: ({ signal }) => api.fetch(signal) });
  const done = (message: string) => async () => {
    showSuccessToast(message);
    await Promise.all(
      [queryKey, ...alsoRefresh].map((key) => queryClient.invalidateQueries({ queryKey: key })),
    );
  };
  const create = useMutation({
    mutationFn: (values: TValues) => api.create(values),
    onSuccess: done(toasts.created),
  });
  const update = useMutation({
    mutationFn: ({ id, values }: { id: string; values: TValues }) => api.update(id, values),
    onSuccess: done(toasts.saved),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.remove(id),
    onSuccess: done(toasts.deleted),
  });
  return { query, create, update, remove };
}
