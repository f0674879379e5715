import type { ReactNode } from 'react';
import type { PermissionType } from '../../api/permissions';
import { usePermissions } from '../lib/use-permissions';

/** Spec §6: hides its children from users lacking the permission. */
export function PermissionGate({
  permission,
  children,
  fallback = null,
}: {
  permission: PermissionType;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { can } = usePermissions();
  return <>{can(permission) ? children : fallback}</>;
}
