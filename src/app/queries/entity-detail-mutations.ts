import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlobalEntityDetail } from '../../api/global-entities';
import { api } from '../lib/api-client';
import { entityQueries, useInvalidateEntities } from './entity-queries';

/** One change to an entity's details: where under the entity, and the body it sends. */
export type EntityDetailChange = {
  method: 'patch' | 'delete';
  /** e.g. `bank-accounts/{id}`, `contacts/2`, `external-ids/0`. */
  path: string;
  json?: unknown;
};

/**
 * Edits or removes one bank account, contact or external ID of an entity; the answer is the
 * entity as it now is, so its page shows it at once.
 */
export function useEntityDetailChange(entityId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateEntities();
  return useMutation({
    mutationFn: ({ method, path, json }: EntityDetailChange) =>
      api[method](
        `global-entity/${entityId}/${path}/`,
        json === undefined ? {} : { json },
      ).json<GlobalEntityDetail>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(entityQueries.detail(entityId).queryKey, saved);
      return invalidate();
    },
  });
}
