import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import type { CommitmentFee } from '../../../../api/commitment-fee-override';
import type { FeeRatePointInput } from '../../../../api/fees';
import { rateSourceLabel } from '../../../../domain/fees/fee-rate';
import { button } from '../../../components/button-styles';
import { card, tableStyle } from '../../../components/page-styles';
import { usePermissions } from '../../../lib/use-permissions';
import {
  commitmentQueries,
  useSaveCommitmentFeeOverride,
} from '../../../queries/commitment-queries';
import { FeeDetails } from '../configuration/FeeDetails';
import { FeeOverrideForm } from '../configuration/FeeOverrideForm';
import { ratesText } from '../configuration/FeesList';

/** Spec §9 display format. */
const formatDate = (iso: string) => format(parseISO(iso), 'MM/dd/yyyy');

/** An override's rates, each with its date: its first need not be the fee's start. */
const datedRatesText = (rates: readonly FeeRatePointInput[]) =>
  rates.map((r) => `${r.rate_percent}% from ${formatDate(r.from)}`).join(', ');

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function RateSteps({ data, overrideHref }: { data: CommitmentFee; overrideHref: string | null }) {
  return (
    <section className={card} style={{ marginBottom: 20 }}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', mb: '2' })}>
        <h2 className={css({ fontWeight: 'semibold', flex: 1 })}>
          {data.fee.name} for {data.investor_entity_name}
        </h2>
        {overrideHref ? (
          <Link href={overrideHref} className={button()}>
            {data.override ? 'Edit override' : 'Override'}
          </Link>
        ) : null}
      </div>
      <p className={css({ color: 'gray.600', mb: '3' })}>
        The fee engine charges the commitment’s own rate where it has one, else its class’s, else
        the fund’s: from each date below, this rate a year.
      </p>
      <table className={tableStyle} aria-label="Rate steps">
        <thead>
          <tr>
            <th>From</th>
            <th className={css({ textAlign: 'right!' })}>Rate (a year)</th>
            <th>Where it comes from</th>
          </tr>
        </thead>
        <tbody>
          {data.steps.map((s) => (
            <tr key={s.from} aria-current={s === data.in_force ? 'true' : undefined}>
              <td>{formatDate(s.from)}</td>
              <td className={css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' })}>
                {s.rate_percent}%
              </td>
              <td>
                {capitalized(rateSourceLabel(s.source))}
                {s.from === data.in_force?.from ? ' (in force today)' : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: '220px 1fr',
          rowGap: '2',
          mt: '4',
        })}
      >
        <dt className={css({ color: 'gray.600' })}>Fund rate</dt>
        <dd>{ratesText(data.fee.rates)}</dd>
        <dt className={css({ color: 'gray.600' })}>
          Class rate{data.investor_class ? ` (${data.investor_class.name})` : ''}
        </dt>
        <dd>
          {!data.investor_class
            ? 'No class'
            : data.class_rates
              ? datedRatesText(data.class_rates)
              : 'The class pays the fund’s rate'}
        </dd>
        <dt className={css({ color: 'gray.600' })}>Commitment override</dt>
        <dd>
          {data.override
            ? `${datedRatesText(data.override.rates)}; set${data.override.updated_by_name ? ` by ${data.override.updated_by_name}` : ''} on ${formatDate(data.override.updated_at.slice(0, 10))}`
            : 'None'}
        </dd>
      </dl>
    </section>
  );
}

/**
 * `commitments/{commitmentId}/fees/{feeId}` and `/override` (spec §2): the fee as it applies to
 * the commitment (its rate steps and where each comes from, then the fee's terms) and the
 * commitment's own dated rates, a side letter's.
 */
export function CommitmentFeePage({
  fundFamilyId,
  commitmentId,
  feeId,
  override,
}: {
  fundFamilyId: string;
  commitmentId: string;
  feeId: string;
  override: boolean;
}) {
  const base = `/fund-family/${fundFamilyId}/commitments/${commitmentId}/fees`;
  const [, navigate] = useLocation();
  const { can } = usePermissions();
  const { data, error } = useQuery(commitmentQueries.fee(fundFamilyId, commitmentId, feeId));
  const save = useSaveCommitmentFeeOverride(fundFamilyId, commitmentId, feeId);
  if (error) return <p className={card}>No such fee for this commitment.</p>;
  if (!data) return <p>Loading…</p>;
  if (override && can('write'))
    return (
      <FeeOverrideForm
        key={data.override?.updated_at ?? 'none'}
        title={`${data.fee.name} for ${data.investor_entity_name}`}
        explanation={
          <>
            The commitment’s own rates (a side letter) come before its class’s and the fund’s.
            Without them it pays{' '}
            {data.class_rates
              ? `its class’s rate: ${datedRatesText(data.class_rates)}`
              : `the fund’s rate: ${ratesText(data.fee.rates)}`}
            . Remove every rate to use that again.
          </>
        }
        rateLabel="Commitment rate (% a year)"
        initialRates={data.override?.rates ?? []}
        save={(rates) => save.mutateAsync({ rates })}
        savedTitle={`${data.investor_entity_name}: ${data.fee.name} saved`}
        onSaved={() => navigate(`${base}/${feeId}`)}
      />
    );
  return (
    <>
      <RateSteps data={data} overrideHref={can('write') ? `${base}/${feeId}/override` : null} />
      <FeeDetails
        fee={{
          ...data.fee,
          rates: data.steps.map(({ from, rate_percent }) => ({ from, rate_percent })),
        }}
        back={base}
      />
    </>
  );
}
