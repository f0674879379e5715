import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { TransactionCode } from '../../../../api/fund-structure';
import { transactionCodeFlags } from '../../../../api/transaction-codes';
import { button } from '../../../components/button-styles';
import { card, tableStyle } from '../../../components/page-styles';
import { api } from '../../../lib/api-client';
import { usePermissions } from '../../../lib/use-permissions';
import { flagLabels, TransactionCodeDialog } from './TransactionCodeDialog';
import { ActionsHeader } from '../../../components/ActionsHeader';

const flags = transactionCodeFlags.map((flag) => [flag, flagLabels[flag]] as const);

/** Setup step "Transactions": the codes the fund starts with and what each one counts toward. */
export function TransactionsStep({ fundFamilyId }: { fundFamilyId: string }) {
  const { can } = usePermissions();
  const [editing, setEditing] = useState<TransactionCode | 'new' | null>(null);
  const { data = [], isPending } = useQuery({
    queryKey: ['fund-family', fundFamilyId, 'transaction-codes'],
    queryFn: () =>
      api
        .get(`fund-family/${fundFamilyId}/transactions/configuration/list`)
        .json<TransactionCode[]>(),
  });
  return (
    <section className={card}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', mb: '1' })}>
        <h2 className={css({ fontWeight: 'semibold' })}>Transaction codes</h2>
        {can('config') ? (
          <button type="button" className={button()} onClick={() => setEditing('new')}>
            Add transaction code
          </button>
        ) : null}
      </div>
      <p className={css({ color: 'gray.600', mb: '3' })}>
        Every amount in the ledger carries one of these codes; its flags decide what equalization,
        IRR, NAV and waterfalls count.
      </p>
      {isPending ? (
        <p>Loading…</p>
      ) : (
        <div className={css({ overflowX: 'auto' })}>
          <table className={tableStyle} aria-label="Transaction codes">
            <thead>
              <tr>
                <th>Code</th>
                <th>Classification</th>
                {flags.map(([, label]) => (
                  <th key={label}>{label}</th>
                ))}
                {can('config') ? <ActionsHeader /> : null}
              </tr>
            </thead>
            <tbody>
              {data.map((code) => (
                <tr key={code.id}>
                  <td>
                    <div className={css({ fontWeight: 'medium' })}>{code.display_name}</div>
                    <div className={css({ color: 'gray.500', fontSize: 'xs', fontFamily: 'mono' })}>
                      {code.name}
                    </div>
                  </td>
                  <td>{code.classification}</td>
                  {flags.map(([key, label]) => (
                    <td key={label} aria-label={`${label}: ${code[key] ? 'yes' : 'no'}`}>
                      {code[key] ? '✓' : ''}
                    </td>
                  ))}
                  {can('config') ? (
                    <td>
                      <button
                        type="button"
                        className={button({ variant: 'secondary' })}
                        aria-label={`Edit ${code.display_name}`}
                        onClick={() => setEditing(code)}
                      >
                        Edit
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <TransactionCodeDialog
          fundFamilyId={fundFamilyId}
          code={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
