import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FeeLateAdjustmentInputs,
  FeeLateAdjustmentKind,
  FeeLateAdjustmentListItem,
  FeeLateAdjustmentView,
} from '../../../api/fee-late-adjustment';
import { api } from '../../lib/api-client';
import { fundQueries } from '../../queries/fund-queries';

/** Under the charge's own key in the fees area: applying changes the charge's period. */
const chargeKey = (fundFamilyId: string, chargeId: string) => [
  ...fundQueries.all(fundFamilyId),
  'fees',
  'late-adjustments',
  chargeId,
];
const listPath = (chargeId: string) => `fee-charge-event/${chargeId}/late-adjustment-event/`;
const onePath = (chargeId: string, id: string) => `${listPath(chargeId)}${id}/`;

/** Query key factories of a published charge's late offsets and waivers (issue 20). */
export const feeLateAdjustmentQueries = {
  list: (fundFamilyId: string, chargeId: string) =>
    queryOptions({
      queryKey: [...chargeKey(fundFamilyId, chargeId), 'list'],
      queryFn: () => api.get(listPath(chargeId)).json<FeeLateAdjustmentListItem[]>(),
    }),
  one: (fundFamilyId: string, chargeId: string, id: string) =>
    queryOptions({
      queryKey: [...chargeKey(fundFamilyId, chargeId), id],
      queryFn: () => api.get(onePath(chargeId, id)).json<FeeLateAdjustmentView>(),
    }),
};

const createPath = {
  late_offsets: 'create-late-offset-adjustment-event/',
  late_waivers: 'create-late-cashless-contribution-waiver-adjustment-event/',
} as const satisfies Record<FeeLateAdjustmentKind, string>;

/** Drafts an empty late adjustment of a kind; the user fills it on its page. */
export function useCreateLateAdjustment(fundFamilyId: string, chargeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: FeeLateAdjustmentKind) =>
      api
        .post(`fee-charge-event/${chargeId}/${createPath[kind]}`, {
          json: { offsets: [], waivers: [] },
        })
        .json<FeeLateAdjustmentView>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(
        feeLateAdjustmentQueries.one(fundFamilyId, chargeId, saved.id).queryKey,
        saved,
      );
      return queryClient.invalidateQueries({
        queryKey: feeLateAdjustmentQueries.list(fundFamilyId, chargeId).queryKey,
      });
    },
  });
}

type Command =
  | { type: 'save'; input: FeeLateAdjustmentInputs }
  | { type: 'apply' }
  | { type: 'discard' }
  | { type: 'delete' };

/**
 * A draft's commands: save its items, apply (posts, so the fund's figures change), discard or
 * delete. Each answer replaces the page's data; the charge's list is read again.
 */
export function useLateAdjustmentCommand(fundFamilyId: string, chargeId: string, id: string) {
  const queryClient = useQueryClient();
  const one = feeLateAdjustmentQueries.one(fundFamilyId, chargeId, id).queryKey;
  return useMutation({
    mutationFn: async (command: Command): Promise<FeeLateAdjustmentView | null> => {
      const path = onePath(chargeId, id);
      if (command.type === 'save')
        return api.put(path, { json: command.input }).json<FeeLateAdjustmentView>();
      if (command.type === 'delete') {
        await api.delete(path).json<unknown>();
        return null;
      }
      return api.patch(`${path}${command.type}/`).json<FeeLateAdjustmentView>();
    },
    onSuccess: (saved, command) => {
      if (saved) queryClient.setQueryData(one, saved);
      else queryClient.removeQueries({ queryKey: one });
      return queryClient.invalidateQueries({
        queryKey:
          command.type === 'apply'
            ? fundQueries.all(fundFamilyId)
            : feeLateAdjustmentQueries.list(fundFamilyId, chargeId).queryKey,
      });
    },
  });
}
