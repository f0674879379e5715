import { asc, eq } from 'drizzle-orm';
import type { UploadConfiguration } from '../../api/documents';
import type { FormField, Table } from '../../api/table-data';
import type { Database } from '../db/database';
import { upload_configurations } from '../db/schema';
import type { Scope } from '../scope';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';

/**
 * What a customer uploads until its configuration says otherwise: the transfer documents
 * (scans and Word files) and a general kind that also takes spreadsheets.
 */
export const defaultUploadConfigurations: UploadConfiguration[] = [
  {
    document_type: 'transfer_agreement',
    display_name: 'Transfer agreement',
    allowed_extensions: ['pdf', 'docx', 'doc', 'png', 'jpg', 'jpeg'],
  },
  {
    document_type: 'subscription_documents',
    display_name: 'Subscription documents',
    allowed_extensions: ['pdf', 'docx', 'doc', 'png', 'jpg', 'jpeg'],
  },
  {
    document_type: 'other',
    display_name: 'Other',
    allowed_extensions: ['pdf', 'docx', 'doc', 'xlsx', 'xls', 'csv', 'txt', 'png', 'jpg', 'jpeg'],
  },
];

/** The customer's configurations, or the defaults while it has saved none. */
export async function uploadConfigurations(
  db: Database,
  scope: Scope,
): Promise<UploadConfiguration[]> {
  const rows = await db
    .select({
      document_type: upload_configurations.document_type,
      display_name: upload_configurations.display_name,
      allowed_extensions: upload_configurations.allowed_extensions,
    })
    .from(upload_configurations)
    .where(eq(upload_configurations.customer_id, scope.customerId))
    .orderBy(asc(upload_configurations.document_type));
  return rows.length > 0 ? rows : defaultUploadConfigurations;
}

/** Spec §7 bulk replace: the saved set becomes exactly the one given. */
export async function replaceUploadConfigurations(
  tx: Database,
  scope: Scope,
  configurations: UploadConfiguration[],
) {
  await tx
    .delete(upload_configurations)
    .where(eq(upload_configurations.customer_id, scope.customerId));
  if (configurations.length > 0)
    await tx.insert(upload_configurations).values(
      configurations.map((c) => ({
        customer_id: scope.customerId,
        document_type: c.document_type,
        display_name: c.display_name,
        allowed_extensions: [...new Set(c.allowed_extensions)],
      })),
    );
}

/** The fields one configuration carries, for a form or an editable grid (spec §7 upload-schema-fields). */
export const uploadSchemaFields: FormField[] = [
  { name: 'document_type', title: 'Document type', required: true },
  { name: 'display_name', title: 'Name', required: true },
  { name: 'allowed_extensions', title: 'Allowed extensions', required: true },
];

/** Spec §7 upload-configuration-table: the configurations as table data. */
export function uploadConfigurationTable(configurations: UploadConfiguration[]): Table {
  return buildTable(configurations, {
    columns: [
      { id: 'display_name', title: 'Name', cell_value_type: 'text' },
      { id: 'document_type', title: 'Document type', cell_value_type: 'text' },
      { id: 'allowed_extensions', title: 'Allowed extensions', cell_value_type: 'text' },
    ],
    rowId: (c) => c.document_type,
    cells: (c) => ({
      display_name: cell.text(c.display_name),
      document_type: cell.text(c.document_type),
      allowed_extensions: cell.text(c.allowed_extensions.map((e) => `.${e}`).join(', ')),
    }),
  });
}
