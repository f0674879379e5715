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
