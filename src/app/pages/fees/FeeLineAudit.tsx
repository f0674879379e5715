import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { FeeChargeEventView, FeeChargeLine } from '../../../api/fee-charge-event';
import type { AuditStep } from '../../../domain/money';
import { MoneyText } from '../../components/MoneyText';
import { card } from '../../components/page-styles';
import { feeChargeEventQueries } from './fee-charge-event-queries';

/** Inputs of the fee engine's steps that are not cents (days, fractions, rates, words). */
const notCents = new Set([
  'days',
  'percentage',
  'rate',
  'yearFraction',
  'sharers',
  'source',
  'window',
  'terms',
  'rateSource',
  'type',
]);

/** Engine cents as money: whole cents to the cent, an exact fee to four decimals of a dollar. */
function Cents({ value }: { value: string | number }) {
  const cents = Number(value);
  if (Number.isInteger(cents)) return <MoneyText cents={cents} />;
  return (
    <span>
      {(cents / 100).toLocaleString('en-US', {
        minimumFractionDigits: 4,
        maximumFractionDigits: 4,
      })}
    </span>
  );
}

function Shown({ name, value }: { name: string; value: AuditStep['value'] }) {
  if (value === undefined || value === null) return <span>—</span>;
  const numeric = typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(String(value));
  if (!numeric || notCents.has(name) || typeof value === 'boolean') return <>{String(value)}</>;
  return <Cents value={value} />;
}

const stepList = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: '4',
  rowGap: '1',
  mt: '2',
  ml: '4',
  fontSize: 'sm',
});

function Steps({ steps }: { steps: readonly AuditStep[] }) {
  return (
    <dl className={stepList}>
      {steps.map((step, at) => (
        <div key={at} style={{ display: 'contents' }}>
          <dt>
            {step.step}
            {step.formula ? (
              <span className={css({ color: 'gray.600' })}> ({step.formula})</span>
            ) : null}
            {step.inputs ? (
              <span className={css({ display: 'block', color: 'gray.600', fontSize: 'xs' })}>
                {Object.entries(step.inputs).map(([name, value], i) => (
                  <span key={name}>
                    {i > 0 ? '; ' : ''}
                    {name} <Shown name={name} value={value} />
                  </span>
                ))}
              </span>
            ) : null}
          </dt>
          <dd className={css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' })}>
            <Shown name={step.step} value={step.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An LP's line of a charge, and which of its figures the working is for. */
type LineProps = { view: FeeChargeEventView; line: FeeChargeLine; figure: 'gross' | 'net' };

/** One LP's steps, fetched when they are opened (a charge has one line per commitment). */
function LineWorking({ view, line, figure }: LineProps) {
  const { data, error } = useQuery(
    feeChargeEventQueries.lineWorking(view.fund_family_id, view.id, line.commitment_id),
  );
  if (error)
    return (
      <p role="alert" className={css({ color: 'red.700', ml: '4' })}>
        The working could not be loaded: {error.message}
      </p>
    );
  if (!data) return <p className={css({ ml: '4', color: 'gray.600' })}>Loading…</p>;
  return <Steps steps={figure === 'gross' ? data.gross_audit : data.application_audit} />;
}

/** A line's "How it was computed", its working fetched the first time it is opened. */
function LineAudit({ view, line, figure }: LineProps) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className={css({ mb: '1' })}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className={css({ cursor: 'pointer' })}>
        How it was computed: {line.investor_entity_name} ({line.fund_entity_name}) —{' '}
        <MoneyText cents={figure === 'gross' ? line.gross_cents : line.net_cents} />
      </summary>
      {opened ? <LineWorking view={view} line={line} figure={figure} /> : null}
    </details>
  );
}

/**
 * "How it was computed" per LP: the fee engine's steps behind a figure (the gross fee's basis,
 * rate and day count, or how offsets and waivers were applied), as the API answers them.
 */
export function FeeLineAudit({
  view,
  title,
  figure,
}: {
  view: FeeChargeEventView;
  title: string;
  figure: 'gross' | 'net';
}) {
  return (
    <section className={card} style={{ marginTop: 20 }} aria-label={title}>
      <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>{title}</h2>
      {view.lines.map((line) => (
        <LineAudit key={line.commitment_id} view={view} line={line} figure={figure} />
      ))}
    </section>
  );
}
