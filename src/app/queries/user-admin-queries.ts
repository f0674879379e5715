import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InviteUser,
  InviteUserResult,
  RoleType,
  TeamUser,
  UpdateTeamUser,
} from '../../api/users';
import { api } from '../lib/api-client';

/** Settings → Users: query key factories, all under ['users', 'admin']. */
export const userAdminQueries = {
  team: () =>
    queryOptions({
      queryKey: ['users', 'admin'],
      queryFn: () => api.get('users/admin/').json<TeamUser[]>(),
    }),
  roleTypes: () =>
    queryOptions({
      queryKey: ['users', 'admin', 'role-types'],
      queryFn: () => api.get('users/admin/role-types/').json<RoleType[]>(),
    }),
};

/** A change to the team can change the signed-in admin too (their own level): refresh ['users']. */
function useUserAdminCommand<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

export const useInviteUser = () =>
  useUserAdminCommand((input: InviteUser) =>
    api.post('users/', { json: input }).json<InviteUserResult>(),
  );

export const useUpdateTeamUser = () =>
  useUserAdminCommand(({ userId, change }: { userId: string; change: UpdateTeamUser }) =>
    api.put('users/admin/', { searchParams: { user_id: userId }, json: change }),
  );
