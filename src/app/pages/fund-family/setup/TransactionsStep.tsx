import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { TransactionCode } from '../../../../api/fund-structure';
import { card, tableStyle } from '../../../components/page-styles';
import { api } from '../../../lib/api-client';

const flags: [keyof TransactionCode, string][] = [
  ['should_get_equalized', 'Equalized'],
  ['affects_equalization_interest', 'Eq. interest'],
  ['affects_gross_irr', 'Gross IRR'],
  ['affects_net_irr', 'Net IRR'],
  ['affects_nav', 'NAV'],
  ['affects_waterfall', 'Waterfall'],
  ['affects_fee_accrual_interest', 'Fee accrual interest'],
  ['is_recallable', 'Recallable'],
];

/** Setup step "Transactions": the codes the fund starts with and what each one counts toward. */
export function TransactionsStep({ fundFamilyId }: { fundFamilyId: string }) {
  const { data = [], isPending } = useQuery({
    queryKey: ['fund-family', fundFamilyId, 'transaction-codes'],
    queryFn: () =>
      api
        .get(`fund-family/${fundFamilyId}/transactions/configuration/list`)
        .json<TransactionCode[]>(),
  });
  return (
    <section className={card}>
      <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>Transaction codes</h2>
      <p className={css({ color: 'gray.600', mb: '3' })}>
        Every amount in the ledger carries one of these codes; its flags decide what equalization,
        IRR, NAV and waterfalls count.
      </p>
      {isPending ? (
        <p>Loading…</p>
      ) : (
        <table className={tableStyle} aria-label="Transaction codes">
          <thead>
            <tr>
              <th>Code</th>
              <th>Classification</th>
              {flags.map(([, label]) => (
                <th key={label}>{label}</th>
              ))}
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
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
