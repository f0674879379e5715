/** One row of the audit log as listed for a customer's admins. */
export type AuditLogEntry = {
  id: number;
  created_at: string;
  action: string;
  target_type: string;
  target_id: string | null;
  user_email: string | null;
  request_id: string | null;
  data: unknown;
};
