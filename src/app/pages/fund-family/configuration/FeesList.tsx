import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { Fee } from '../../../../api/fees';
import { button } from '../../../components/button-styles';
import { humanize } from '../../../components/form-field';
import { card, tableStyle } from '../../../components/page-styles';
import { apiErrorOf } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { usePermissions } from '../../../lib/use-permissions';
import {
  fundConfigurationQueries,
  useDeleteFee,
} from '../../../queries/fund-configuration-queries';
import { ActionsHeader } from '../../../components/ActionsHeader';

export const ratesText = (rates: Fee['rates']) =>
  rates
    .map((r, i) => (i === 0 ? `${r.rate_percent}%` : `${r.rate_percent}% from ${r.from}`))
    .join(', ');

/** The fund family's default fees, with links to view, edit and add (setup step and fees tab). */
export function FeesList({ fundFamilyId, base }: { fundFamilyId: string; base: string }) {
  const { can } = usePermissions();
  const { data: fees, isPending } = useQuery(fundConfigurationQueries.fees(fundFamilyId));
  const remove = useDeleteFee(fundFamilyId);
  return (
    <section className={card}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', mb: '2' })}>
        <h2 className={css({ fontWeight: 'semibold' })}>Default fees</h2>
        {can('config') ? (
          <Link href={`${base}/add`} className={button()}>
            Add fee
          </Link>
        ) : null}
      </div>
      <p className={css({ color: 'gray.600', mb: '3' })}>
        Every commitment pays these unless its class overrides the rate.
      </p>
      {isPending ? (
        <p>Loading…</p>
      ) : !fees?.length ? (
        <p className={css({ color: 'gray.600' })}>
          No fees yet: add the management fee your LPA describes.
        </p>
      ) : (
        <table className={tableStyle} aria-label="Fees">
          <thead>
            <tr>
              <th>Fee</th>
              <th>Rate</th>
              <th>Basis</th>
              <th>Cadence</th>
              <th>Charged</th>
              <th>Day count</th>
              <th>True-up</th>
              {can('config') ? <ActionsHeader /> : null}
            </tr>
          </thead>
          <tbody>
            {fees.map((fee) => (
              <tr key={fee.id}>
                <td>
                  <Link href={`${base}/${fee.id}`}>{fee.name}</Link>
                </td>
                <td>{ratesText(fee.rates)}</td>
                <td>
                  {fee.basis.map((b) => b.calculation_name ?? 'Missing calculation').join(', ')}
                </td>
                <td>{humanize(fee.cadence)}</td>
                <td>{humanize(fee.charge_timing)}</td>
                <td>{humanize(fee.day_count)}</td>
                <td>{fee.true_up_eligible ? 'Yes' : 'No'}</td>
                {can('config') ? (
                  <td className={css({ display: 'flex', gap: '2' })}>
                    <Link
                      href={`${base}/edit/${fee.id}`}
                      className={button({ variant: 'secondary' })}
                    >
                      Edit
                    </Link>
                    <button
                      type="button"
                      className={button({ variant: 'secondary' })}
                      aria-label={`Delete ${fee.name}`}
                      onClick={() => {
                        if (!window.confirm(`Delete ${fee.name}? Class overrides of it go too.`))
                          return;
                        remove.mutateAsync(fee.id).catch(async (error: unknown) =>
                          toaster.create({
                            type: 'error',
                            title: (await apiErrorOf(error)).message,
                          }),
                        );
                      }}
                    >
                      Delete
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
