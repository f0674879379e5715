import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { CommitmentWaterfall } from '../../../../api/commitment-waterfall';
import { AuditTrail } from '../../../components/AuditTrail';
import { button } from '../../../components/button-styles';
import { LazyDataTable } from '../../../components/data-table/LazyDataTable';
import { dateParseError } from '../../../components/date-picker/date-parse-error';
import { DatePicker } from '../../../components/date-picker/DatePicker';
import { FigureCards, moneyFigure } from '../../../components/FigureCards';
import { inputClass } from '../../../components/form-field';
import { card } from '../../../components/page-styles';
import { PermissionGate } from '../../../components/PermissionGate';
import { moneyTextSchema, textToCents } from '../../../lib/money-text';
import { commitmentQueries } from '../../../queries/commitment-queries';
import { formatDate } from '../../../lib/date-display';

const label = css({ display: 'grid', gap: '1', fontSize: 'sm', fontWeight: 'medium' });

function figures(data: CommitmentWaterfall) {
  const money = (cents: number) => moneyFigure(cents, data.currency);
  return [
    {
      id: 'waterfall_contributed',
      label: 'Contributed',
      ...money(data.contributed_cents),
      explanation: 'Posted contributions of codes flagged “affects waterfall”, to the as-of date.',
    },
    {
      id: 'waterfall_distributed',
      label: 'Distributed before',
      ...money(data.distributed_cents),
      explanation: 'Counted as capital returned first (the ledger does not record tiers).',
    },
    {
      id: 'waterfall_liquidation',
      label: 'Liquidation value',
      ...money(data.liquidation_value_cents),
      explanation:
        data.liquidation_value_source === 'nav'
          ? 'The commitment’s NAV from the ledger (as on the performance tab).'
          : 'The hypothetical value entered.',
    },
    {
      id: 'waterfall_to_lp',
      label: 'To LP',
      ...money(data.total_to_lp_cents),
      explanation: 'Σ of every tier’s amount to the limited partner.',
    },
    {
      id: 'waterfall_to_gp',
      label: `To GP (${data.carry_partner_name ?? 'carry partner'})`,
      ...money(data.total_to_gp_cents),
      explanation: 'Σ of every tier’s carry; LP + GP = the liquidation value.',
    },
  ];
}

function NotConfigured({ fundFamilyId }: { fundFamilyId: string }) {
  return (
    <section className={card} data-testid="waterfall-empty">
      <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>No waterfall configured</h2>
      <p className={css({ color: 'gray.700', mb: '2' })}>
        This fund family has no distribution waterfall yet, so there is nothing to run for this
        commitment.
      </p>
      <PermissionGate permission="config">
        <Link
          href={`/fund-family/${fundFamilyId}/configuration/fund/waterfall`}
          className={css({ color: 'blue.700' })}
        >
          Configure the waterfall
        </Link>
      </PermissionGate>
    </section>
  );
}

/**
 * The waterfall tab: the fund's stored waterfall (the class's terms where it overrides them) run
 * on this commitment's own ledger as of a date, for a hypothetical liquidation at its NAV or at a
 * value entered; each tier's amount to the LP and the GP with how it was computed.
 */
export function CommitmentWaterfallTab({
  fundFamilyId,
  commitmentId,
}: {
  fundFamilyId: string;
  commitmentId: string;
}) {
  const [asOf, setAsOf] = useState('');
  // Set while the As of text is not a date: nothing runs, and no figures of another date show.
  const [asOfError, setAsOfError] = useState<string | null>(null);
  const [valueText, setValueText] = useState('');
  const [valueError, setValueError] = useState<string | null>(null);
  const [liquidationValue, setLiquidationValue] = useState<number | null>(null);
  const query = useQuery({
    ...commitmentQueries.waterfall(fundFamilyId, commitmentId, asOf, liquidationValue),
    enabled: asOfError === null,
  });
  const data = asOfError ? undefined : query.data;
  const { error, isPending } = query;
  const run = () => {
    if (asOfError) return;
    if (valueText.trim() === '') {
      setValueError(null);
      setLiquidationValue(null);
      return;
    }
    const parsed = v.safeParse(moneyTextSchema, valueText);
    if (!parsed.success) return setValueError(parsed.issues[0].message);
    setValueError(null);
    setLiquidationValue(textToCents(parsed.output));
  };

  if (data && !data.configured) return <NotConfigured fundFamilyId={fundFamilyId} />;
  return (
    <>
      <section className={card} style={{ marginBottom: 20 }}>
        <form
          aria-label="Waterfall inputs"
          className={css({ display: 'flex', gap: '4', alignItems: 'end', flexWrap: 'wrap' })}
          onSubmit={(event) => {
            event.preventDefault();
            run();
          }}
        >
          <div className={label}>
            As of
            <DatePicker
              label="As of"
              value={asOf || query.data?.as_of || null}
              onChange={(date) => {
                setAsOfError(null);
                setAsOf(date ?? '');
              }}
              onInvalid={() => setAsOfError(dateParseError)}
              invalid={asOfError !== null}
              describedBy={asOfError ? 'as-of-error' : undefined}
              className={inputClass}
            />
          </div>
          <label className={label}>
            Liquidation value
            <input
              className={inputClass}
              value={valueText}
              placeholder="NAV from the ledger"
              aria-invalid={valueError ? true : undefined}
              aria-describedby={valueError ? 'liquidation-value-error' : undefined}
              onChange={(event) => setValueText(event.target.value)}
            />
          </label>
          <button type="submit" className={button({ variant: 'secondary' })}>
            Run
          </button>
        </form>
        {asOfError ? (
          <p id="as-of-error" role="alert" className={css({ color: 'red.700', mt: '2' })}>
            {asOfError}
          </p>
        ) : null}
        {valueError ? (
          <p
            id="liquidation-value-error"
            role="alert"
            className={css({ color: 'red.700', mt: '2' })}
          >
            {valueError}
          </p>
        ) : null}
        {data ? (
          <p className={css({ fontSize: 'sm', color: 'gray.700', mt: '3' })}>
            {data.waterfall_type === 'hybrid' ? 'Hybrid' : 'Whole-fund (European)'} waterfall as of{' '}
            {formatDate(data.as_of)},{' '}
            {data.terms_source === 'class'
              ? `with the ${data.class_name ?? 'class'} class’s terms where it overrides a tier`
              : 'on the fund’s default terms'}
            ; carry to {data.carry_partner_name}.
          </p>
        ) : null}
      </section>
      {error ? (
        <p role="alert" className={css({ color: 'red.700', mb: '4' })}>
          {error.message}
        </p>
      ) : null}
      {data ? <FigureCards label="Waterfall figures" figures={figures(data)} /> : null}
      {asOfError ? null : (
        <section className={card} style={{ marginBottom: 20 }}>
          <LazyDataTable
            tableKey="commitment-waterfall"
            title="Waterfall tiers"
            table={data?.table ?? undefined}
            isLoading={isPending}
            emptyMessage="No tiers."
          />
        </section>
      )}
      {data ? (
        <section className={card}>
          <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>How each number was computed</h2>
          {data.tiers.map((tier) => (
            <div key={tier.name} className={css({ mb: '2' })}>
              <h3 className={css({ fontWeight: 'medium' })}>
                {tier.name}: {tier.terms}
              </h3>
              <AuditTrail steps={tier.steps} label={`${tier.name} steps`} />
            </div>
          ))}
          <h3 className={css({ fontWeight: 'medium', mt: '3' })}>Inputs and the run</h3>
          <AuditTrail steps={data.steps} label="Waterfall steps" />
        </section>
      ) : null}
    </>
  );
}
