import { humanize } from '../../../api/humanize';
import { externalIdTypes } from '../../../api/investors';
import type { GlobalEntityBulkKind, GlobalEntitySummary } from '../../../api/global-entities';
import type { BulkColumn } from './bulk-rows';

/** Entities named by their full name; contacts and external IDs skip fund entities. */
function entityColumn(entities: readonly GlobalEntitySummary[], kind: GlobalEntityBulkKind) {
  const allowed = kind === 'banks' ? entities : entities.filter((e) => e.kind !== 'fund_entity');
  return {
    field: 'entity_id',
    title: 'Entity',
    kind: 'dropdown',
    options: allowed.map((e) => ({ value: e.id, label: e.full_name })),
  } satisfies BulkColumn;
}

/** The columns of each entity bulk add, in the order pasted rows are read. */
export function entityBulkColumns(
  kind: GlobalEntityBulkKind,
  entities: readonly GlobalEntitySummary[],
  fundFamilies: readonly { id: string; name: string }[],
): BulkColumn[] {
  const entity = entityColumn(entities, kind);
  switch (kind) {
    case 'banks':
      return [
        entity,
        { field: 'bank_name', title: 'Bank name', kind: 'text' },
        { field: 'account_name', title: 'Account name', kind: 'text' },
        { field: 'account_number', title: 'Account number', kind: 'text' },
        { field: 'aba_routing_number', title: 'ABA routing number', kind: 'text', optional: true },
        { field: 'swift_code', title: 'SWIFT code', kind: 'text', optional: true },
      ];
    case 'contacts':
      return [
        entity,
        { field: 'name', title: 'Name', kind: 'text' },
        { field: 'email', title: 'Email', kind: 'text' },
        { field: 'is_primary', title: 'Primary', kind: 'boolean' },
      ];
    case 'external_ids':
      return [
        entity,
        {
          field: 'type',
          title: 'Type',
          kind: 'dropdown',
          options: externalIdTypes.map((t) => ({ value: t, label: humanize(t) })),
        },
        { field: 'value', title: 'ID', kind: 'text' },
        {
          field: 'fund_family_id',
          title: 'Fund family',
          kind: 'dropdown',
          options: fundFamilies.map((f) => ({ value: f.id, label: f.name })),
        },
      ];
  }
}
