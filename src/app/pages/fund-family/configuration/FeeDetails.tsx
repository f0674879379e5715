import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { Fee } from '../../../../api/fees';
import { button } from '../../../components/button-styles';
import { humanize } from '../../../components/form-field';
import { card } from '../../../components/page-styles';
import { usePermissions } from '../../../lib/use-permissions';
import { ratesText } from './FeesList';
import { prorationExplanation } from './ProrationExplanation';

/** A fee's configuration, read-only (spec §2 "fees/{feeId}"). */
export function FeeDetails({ fee, editHref, back }: { fee: Fee; editHref?: string; back: string }) {
  const { can } = usePermissions();
  const facts: [string, string][] = [
    ['Type', humanize(fee.type)],
    ['Rate (a year)', ratesText(fee.rates)],
    [
      'Basis',
      fee.basis
        .map((b) => `${b.calculation_name ?? 'Missing calculation'} from ${b.from}`)
        .join(', '),
    ],
    ['Day count', humanize(fee.day_count)],
    [
      'Proration',
      `${humanize(fee.proration)}: ${prorationExplanation(fee.proration, fee.day_count)}`,
    ],
    ['Cadence', humanize(fee.cadence)],
    ['Charge timing', humanize(fee.charge_timing)],
    ['Basis determination', humanize(fee.basis_determination)],
    ['Partial period basis', humanize(fee.partial_period_basis)],
    ['True-up eligible', fee.true_up_eligible ? 'Yes' : 'No'],
    [
      'Offsets',
      fee.offsets.length
        ? fee.offsets.map((o) => `${humanize(o.type)} ${o.percent}%`).join(', ')
        : 'None',
    ],
    ['Order of operations', humanize(fee.order_of_operations)],
    ['Waivers', fee.waiver_methodology ? humanize(fee.waiver_methodology) : 'No waivers'],
  ];
  return (
    <section className={card} aria-label={fee.name}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', mb: '3' })}>
        <h2 className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>{fee.name}</h2>
        <div className={css({ display: 'flex', gap: '2' })}>
          <Link
            href={`/fund-family/${fee.fund_family_id}/configuration/fund/fee-basis/${fee.id}`}
            className={button({ variant: 'secondary' })}
          >
            Fee basis
          </Link>
          <Link href={back} className={button({ variant: 'secondary' })}>
            All fees
          </Link>
          {editHref && can('config') ? (
            <Link href={editHref} className={button()}>
              Edit
            </Link>
          ) : null}
        </div>
      </div>
      <dl className={css({ display: 'grid', gridTemplateColumns: '220px 1fr', rowGap: '2' })}>
        {facts.map(([label, value]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt className={css({ color: 'gray.600' })}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
