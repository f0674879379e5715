import { useQuery } from '@tanstack/react-query';
import type { FeatureFlagName } from '../../api/feature-flags';
import { hasPermission, isInternalStaff, type PermissionType } from '../../api/permissions';
import { shellQueries } from '../queries/shell-queries';

/** Permission checks by presence (spec §6), from the current-user query. */
export function usePermissions() {
  const { data: user } = useQuery(shellQueries.currentUser());
  return {
    user,
    can: (permission: PermissionType) => (user ? hasPermission(user, permission) : false),
    isInternalStaff: user ? isInternalStaff(user) : false,
  };
}

export function useFeatureFlag(name: FeatureFlagName): boolean {
  const { data } = useQuery(shellQueries.featureFlags());
  return data?.feature_flags[name] ?? false;
}
