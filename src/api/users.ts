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
