import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { legalTypes } from '../../../api/fund-structure';
import { humanize } from '../../../api/humanize';
import { investorBulkRowSchema } from '../../../api/investors';
import { page, pageTitle } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { toaster } from '../../lib/toaster';
import { useBulkCreateInvestors } from '../../queries/entity-queries';
import type { BulkColumn } from '../entities/bulk-rows';
import { BulkAddPanel } from '../entities/BulkAddPanel';

const columns: BulkColumn[] = [
  { field: 'name', title: 'Investor', kind: 'text' },
  { field: 'entity_full_name', title: 'Investor entity', kind: 'text' },
  {
    field: 'entity_legal_type',
    title: 'Legal type',
    kind: 'dropdown',
    options: legalTypes.map((t) => ({ value: t, label: humanize(t) })),
  },
  { field: 'primary_contact_email', title: 'Primary contact email', kind: 'text', optional: true },
  { field: 'external_id', title: 'External ID', kind: 'text', optional: true },
];

/** `/investors/bulk-create`: spec §7 POST /investor/bulk-create/, from pasted rows or a CSV file. */
export function InvestorBulkCreatePage() {
  const create = useBulkCreateInvestors();
  const [, navigate] = useLocation();
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <Link href="/investors" className={css({ color: 'blue.700', fontSize: 'sm' })}>
        ← Investors
      </Link>
      <h1 className={pageTitle}>Bulk create investors</h1>
      <PermissionGate permission="write">
        <BulkAddPanel
          tableKey="investors-bulk-create"
          title="Investors to create"
          columns={columns}
          schema={investorBulkRowSchema}
          save={(rows) => create.mutateAsync(rows)}
          onSaved={(count) => {
            setTimeout(
              () =>
                toaster.create({
                  type: 'success',
                  title: `${count} investor${count === 1 ? '' : 's'} created`,
                }),
              100,
            );
            navigate('/investors');
          }}
        />
      </PermissionGate>
    </main>
  );
}
