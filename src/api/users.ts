import * as v from 'valibot';
import type { PermissionType } from './permissions';

/** GET /api/users/me/ */
export type CurrentUser = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  permission_types: PermissionType[];
  role_types: string[];
};

/** GET /api/users/: the users of the selected customer (settings, users tab). */
export type CustomerUser = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  permission_types: PermissionType[];
  role_types: string[];
};

/**
 * The permission levels a customer admin hands out (spec §6 lists the permissions; the
 * levels are their ladder). Each level holds the ones below it, as the demo users do.
 * internal and service belong to the provider's staff and are never on this ladder.
 */
export const permissionLevels = ['read', 'write', 'approve', 'config', 'admin'] as const;
export type PermissionLevel = (typeof permissionLevels)[number];

export const permissionLevelLabels: Record<PermissionLevel, string> = {
  read: 'Read',
  write: 'Write',
  approve: 'Approve',
  config: 'Config',
  admin: 'Admin',
};

/** The permissions a level grants: itself and every level below it. */
export function permissionTypesOfLevel(level: PermissionLevel): PermissionType[] {
  return permissionLevels.slice(0, permissionLevels.indexOf(level) + 1);
}

/** The highest level whose whole ladder the user holds; null without even read. */
export function permissionLevelOf(types: readonly string[]): PermissionLevel | null {
  let level: PermissionLevel | null = null;
  for (const candidate of permissionLevels) {
    if (!types.includes(candidate)) break;
    level = candidate;
  }
  return level;
}

/** GET /api/users/admin/ and /api/users/user/{id}/: one member of the customer's team. */
export type TeamUser = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  permission_level: PermissionLevel | null;
  permission_types: PermissionType[];
  /** When the user last started a session (ISO date-time); null if never. */
  last_sign_in_at: string | null;
};

/** GET /api/users/admin/role-types/: the levels, and whether the caller may grant each. */
export type RoleType = {
  permission_level: PermissionLevel;
  label: string;
  description: string;
  permission_types: PermissionType[];
  grantable: boolean;
};

const permissionLevelSchema = v.picklist(permissionLevels, 'Choose a permission level');
const name = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('Required'), v.maxLength(max));

/** POST /api/users/: invite someone to the selected customer. */
export const inviteUserSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('Required'),
    v.maxLength(254),
    v.email('Must be valid email'),
  ),
  first_name: name(100),
  last_name: name(100),
  permission_level: permissionLevelSchema,
});
export type InviteUser = v.InferOutput<typeof inviteUserSchema>;

/** POST /api/users/ answer: a new account is mailed an invitation; an existing one is not. */
export type InviteUserResult = { user: TeamUser; invitation_mailed: boolean };

/** PUT /api/users/admin/?user_id=…: change a member's level, or remove them from the team. */
export const updateTeamUserSchema = v.variant('action', [
  v.object({ action: v.literal('set_permission_level'), permission_level: permissionLevelSchema }),
  v.object({ action: v.literal('remove') }),
]);
export type UpdateTeamUser = v.InferOutput<typeof updateTeamUserSchema>;
