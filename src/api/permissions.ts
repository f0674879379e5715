/** Permission levels (spec §6), checked by presence, never by rank. */
export const permissionTypes = [
  'read',
  'write',
  'approve',
  'config',
  'admin',
  'internal',
  'service',
] as const;

export type PermissionType = (typeof permissionTypes)[number];

/** Role names that count as internal staff (spec §6). */
export const internalRoleTypes = ['service', 'service_admin'] as const;

export function hasPermission(
  user: { permission_types: readonly string[] },
  permission: PermissionType,
): boolean {
  return user.permission_types.includes(permission);
}

/**
 * The provider's own staff (spec §6): the internal or service permission, or a staff role.
 * A customer admin neither sees nor manages them.
 */
export function isInternalStaff(user: {
  permission_types: readonly string[];
  role_types: readonly string[];
}): boolean {
  return (
    user.permission_types.includes('internal') ||
    user.permission_types.includes('service') ||
    user.role_types.some((role) => (internalRoleTypes as readonly string[]).includes(role))
  );
}
