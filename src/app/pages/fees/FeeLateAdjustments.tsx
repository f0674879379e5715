import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Link, useLocation } from 'wouter';
import { feeLateAdjustmentStateLabels } from '../../../../machines/fee-late-adjustment.machine';
import type { FeeLateAdjustmentKind } from '../../../api/fee-late-adjustment';
import { button } from '../../components/button-styles';
import { MoneyText } from '../../components/MoneyText';
import { card, tableStyle } from '../../components/page-styles';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import { usePermissions } from '../../lib/use-permissions';
import { feeLateAdjustmentQueries, useCreateLateAdjustment } from './fee-late-adjustment-queries';
import { feeLateAdjustmentHref } from './fees-routes';

/**
 * A published charge's late offsets and late waivers: each with its state and net change, and
 * for a writer the buttons that draft a new one and open it.
 */
export function FeeLateAdjustments({
  fundFamilyId,
  chargeId,
}: {
  fundFamilyId: string;
  chargeId: string;
}) {
  const { data: items = [] } = useQuery(feeLateAdjustmentQueries.list(fundFamilyId, chargeId));
  const create = useCreateLateAdjustment(fundFamilyId, chargeId);
  const { can } = usePermissions();
  const [, navigate] = useLocation();
  const add = async (kind: FeeLateAdjustmentKind) => {
    try {
      const made = await create.mutateAsync(kind);
      navigate(feeLateAdjustmentHref(fundFamilyId, chargeId, made));
    } catch (failure) {
      toaster.create({ type: 'error', title: (await apiErrorOf(failure)).message });
    }
  };
  return (
    <section className={card} style={{ marginTop: 20 }} aria-label="Late offsets and waivers">
      <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>Late offsets and waivers</h2>
      {items.length === 0 ? (
        <p className={css({ color: 'gray.600', mb: '2' })}>None: the period stands as published.</p>
      ) : (
        <table className={tableStyle} aria-label="Late adjustments">
          <thead>
            <tr>
              <th>Adjustment</th>
              <th>State</th>
              <th className={css({ textAlign: 'right' })}>Net change</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link href={feeLateAdjustmentHref(fundFamilyId, chargeId, item)}>
                    {item.name}
                  </Link>
                </td>
                <td>{feeLateAdjustmentStateLabels[item.state]}</td>
                <td className={css({ textAlign: 'right' })}>
                  <MoneyText cents={item.net_change_cents} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {can('write') ? (
        <div className={css({ display: 'flex', gap: '2', mt: '3' })}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={create.isPending}
            onClick={() => void add('late_offsets')}
          >
            Add late offset
          </button>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={create.isPending}
            onClick={() => void add('late_waivers')}
          >
            Add late waiver
          </button>
        </div>
      ) : null}
    </section>
  );
}
