import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTableView, TableView, UpdateTableView } from '../../api/table-views';
import { api } from '../lib/api-client';

export const tableViewQueries = {
  all: () => ['table-views'] as const,
  list: () =>
    queryOptions({
      queryKey: [...tableViewQueries.all(), 'list'],
      queryFn: () => api.get('table-views').json<TableView[]>(),
    }),
};

export function useCreateTableView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTableView) =>
      api.post('table-views', { json: input }).json<TableView>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableViewQueries.all() }),
  });
}

export function useUpdateTableView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateTableView & { id: string }) =>
      api.put(`table-views/${id}`, { json: input }).json<TableView>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableViewQueries.all() }),
  });
}

export function useToggleFavoriteTableView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`table-views/${id}`).json<TableView>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableViewQueries.all() }),
  });
}

export function useDeleteTableView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`table-views/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableViewQueries.all() }),
  });
}
