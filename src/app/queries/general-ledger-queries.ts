import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateIntegration,
  EntriesInput,
  GeneralLedgerIntegration,
  ImportEvent,
  ImportEventSummary,
  IntegrationOptions,
  UpdateIntegration,
} from '../../api/general-ledger';
import type { Table } from '../../api/table-data';
import type { ImportEventActionName } from '../../../machines/general-ledger-import-event.machine';
import { api } from '../lib/api-client';

const base = 'general-ledger/integrations/';
const one = (id: string) => `${base}${id}/`;
const events = (id: string) => `${one(id)}import-events/`;

/** Spec §2 general-ledger: query key factories, all under ['general-ledger']. */
export const generalLedgerQueries = {
  list: () =>
    queryOptions({
      queryKey: ['general-ledger', 'integrations'],
      queryFn: () => api.get(base).json<GeneralLedgerIntegration[]>(),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['general-ledger', 'integrations', id],
      queryFn: () => api.get(one(id)).json<GeneralLedgerIntegration>(),
    }),
  options: (id: string) =>
    queryOptions({
      queryKey: ['general-ledger', 'integrations', id, 'options'],
      queryFn: () => api.get(`${one(id)}options/`).json<IntegrationOptions>(),
    }),
  entries: (id: string) =>
    queryOptions({
      queryKey: ['general-ledger', 'integrations', id, 'entries'],
      queryFn: () => api.get(`${one(id)}entries-table-data/`).json<Table>(),
    }),
  investmentCashflow: (id: string) =>
    queryOptions({
      queryKey: ['general-ledger', 'integrations', id, 'investment-cashflow'],
      queryFn: () => api.get(`${one(id)}investment-cashflow-table-data/`).json<Table>(),
    }),
  importEvents: (id: string) =>
    queryOptions({
      queryKey: ['general-ledger', 'integrations', id, 'import-events'],
      queryFn: () => api.get(events(id)).json<ImportEventSummary[]>(),
    }),
  importEvent: (id: string, importEventId: string) =>
    queryOptions({
      queryKey: ['general-ledger', 'integrations', id, 'import-events', importEventId],
      queryFn: () => api.get(`${events(id)}${importEventId}/`).json<ImportEvent>(),
    }),
};

/** Every command of the area can change lists, tables and the ledger: refresh the area. */
function useGeneralLedgerCommand<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['general-ledger'] });
      // A post or rollback changes the ledger that commitments and stats read.
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'general-ledger',
      });
    },
  });
}

export const useCreateIntegration = () =>
  useGeneralLedgerCommand((input: CreateIntegration) =>
    api.post(base, { json: input }).json<GeneralLedgerIntegration>(),
  );

export const useUpdateIntegration = (id: string) =>
  useGeneralLedgerCommand((input: UpdateIntegration) =>
    api.put(one(id), { json: input }).json<GeneralLedgerIntegration>(),
  );

export const useDeleteIntegration = (id: string) =>
  useGeneralLedgerCommand(() => api.delete(one(id)));

/** Uploads the ledger's export as multipart/form-data: the browser frames it. */
export const useUploadImportEvent = (id: string) =>
  useGeneralLedgerCommand((file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return api.post(events(id), { body }).json<ImportEvent>();
  });

export const useCreateTypedImportEvent = (id: string) =>
  useGeneralLedgerCommand((input: EntriesInput) =>
    api.post(events(id), { json: input }).json<ImportEvent>(),
  );

export const useReplaceEntries = (id: string, importEventId: string) =>
  useGeneralLedgerCommand((input: EntriesInput) =>
    api.put(`${events(id)}${importEventId}/entries/`, { json: input }).json<ImportEvent>(),
  );

export const useImportEventAction = (id: string, importEventId: string) =>
  useGeneralLedgerCommand(async (action: ImportEventActionName) => {
    const path = `${events(id)}${importEventId}/`;
    if (action === 'discard') {
      await api.delete(path);
      return null;
    }
    return api.post(`${path}${action}/`).json<ImportEvent>();
  });
