import type { PermissionType } from '../../api/permissions';

export type AuthenticatedUser = {
  id: string;
  sessionId: string;
  email: string;
  first_name: string;
  last_name: string;
  permission_types: PermissionType[];
  role_types: string[];
  default_customer_id: string | null;
  /** Customers the user has a relation with: the only ones a request may name. */
  customer_ids: string[];
};
