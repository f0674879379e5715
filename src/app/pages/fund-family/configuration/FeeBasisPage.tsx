import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { css } from 'styled-system/css';
import type { FeeBasisView } from '../../../../api/fee-basis';
import { formatMoney } from '../../../../domain/money-display';
import { AuditTrail } from '../../../components/AuditTrail';
import { button } from '../../../components/button-styles';
import { humanize } from '../../../components/form-field';
import { MoneyText } from '../../../components/MoneyText';
import { PageHeading } from '../../../components/PageHeading';
import { card, page, tableStyle } from '../../../components/page-styles';
import { classChangeQueries } from '../../../queries/class-change-queries';
import { useState } from 'react';
import { formatDate } from '../../../lib/date-display';

const right = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** A decimal-cents basis (a day-weighted average is rarely whole), shown to the cent like MoneyText. */
const basisText = (cents: string, currency: string) =>
  formatMoney(Math.round(Number(cents)), currency);

function Periods({ view }: { view: FeeBasisView }) {
  return (
    <table className={tableStyle} aria-label="Basis periods">
      <thead>
        <tr>
          <th>From</th>
          <th>To</th>
          <th>Basis calculation</th>
          <th>Formula</th>
          <th>On {formatDate(view.as_of)}</th>
        </tr>
      </thead>
      <tbody>
        {view.periods.map((p) => (
          <tr key={p.from}>
            <td>{p.from}</td>
            <td>{p.to ?? '∞'}</td>
            <td>{p.calculation_name}</td>
            <td className={css({ fontFamily: 'mono', fontSize: 'sm' })}>{p.formula}</td>
            <td>{p.in_force ? 'In force' : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Commitments({ view }: { view: FeeBasisView }) {
  if (view.commitments.length === 0)
    return <p className={css({ color: 'gray.600' })}>The fund has no commitments yet.</p>;
  return (
    <table className={tableStyle} aria-label="Basis by commitment">
      <thead>
        <tr>
          <th>Investor entity</th>
          <th>Fund entity</th>
          <th>Class</th>
          <th className={right}>Basis on {formatDate(view.as_of)}</th>
          <th className={right}>Period basis ({humanize(view.basis_determination)})</th>
          <th>How it was computed</th>
        </tr>
      </thead>
      <tbody>
        {view.commitments.map((c) => (
          <tr key={c.commitment_id}>
            <td>{c.investor_entity_name}</td>
            <td>{c.owning_entity_name}</td>
            <td>{c.class_name ?? 'None'}</td>
            <td className={right}>
              <MoneyText cents={c.value_on_date_cents} currency={view.currency} />
            </td>
            <td className={right} title={`${c.period_basis} cents`}>
              {basisText(c.period_basis, view.currency)}
            </td>
            <td>
              <AuditTrail steps={c.audit} label={`Basis of ${c.investor_entity_name}`} />
            </td>
          </tr>
        ))}
        <tr>
          <th colSpan={3}>Total</th>
          <td className={right}>
            <MoneyText cents={view.total_on_date_cents} currency={view.currency} />
          </td>
          <td colSpan={2} />
        </tr>
      </tbody>
    </table>
  );
}

/** The date the basis is shown for; kept in the address so the view can be linked. */
function AsOfForm({ asOf, onShow }: { asOf: string; onShow: (date: string) => void }) {
  const [typed, setTyped] = useState(asOf);
  return (
    <form
      className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', mb: '4' })}
      onSubmit={(event) => {
        event.preventDefault();
        onShow(typed);
      }}
    >
      <label className={css({ display: 'flex', flexDirection: 'column', fontSize: 'sm' })}>
        As of
        <input
          type="date"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className={css({
            border: '1px solid token(colors.gray.300)',
            borderRadius: '4px',
            px: '2',
            py: '1',
          })}
        />
      </label>
      <button type="submit" className={button()}>
        Show basis
      </button>
    </form>
  );
}

/**
 * `configuration/fund/fee-basis/{feeBasisId}` (spec §2): what a management fee is charged on.
 * The id is the fee's: its basis is a dated list of calculations (committed capital during the
 * commitment period, invested capital after…), each evaluated per commitment from the ledger.
 */
export function FeeBasisPage() {
  const { fundFamilyId = '', feeBasisId = '' } = useParams<{
    fundFamilyId: string;
    feeBasisId: string;
  }>();
  const asOf = new URLSearchParams(useSearch()).get('as_of') ?? '';
  const [, navigate] = useLocation();
  const { data: view, error } = useQuery(
    classChangeQueries.feeBasis(fundFamilyId, feeBasisId, asOf),
  );
  const problem = error?.message ?? null;
  const here = `/fund-family/${fundFamilyId}/configuration/fund/fee-basis/${feeBasisId}`;
  return (
    <main className={page}>
      <PageHeading title={`Fee basis${view ? `: ${view.fee_name}` : ''}`}>
        <Link
          href={`/fund-family/${fundFamilyId}/configuration/fund/fees/${feeBasisId}`}
          className={button({ variant: 'secondary' })}
        >
          Fee details
        </Link>
      </PageHeading>
      <p className={css({ color: 'gray.600', mb: '4', maxW: '900px' })}>
        The basis is the amount a management fee rate is charged on: from each date below, the value
        of a calculation for each commitment (committed capital, invested capital, NAV…). A period’s
        basis is that value on its start day, on its end day or averaged over its days, as the fee
        says.
      </p>
      {/* Drawn once the date is known: a form drawn before would lose what was typed in it
          when the server's date arrived. */}
      {asOf || view ? (
        <AsOfForm
          key={asOf || view?.as_of}
          asOf={asOf || view?.as_of || ''}
          onShow={(date) => navigate(date ? `${here}?as_of=${date}` : here)}
        />
      ) : null}
      {problem ? (
        <p role="alert" className={card}>
          {problem === 'Not found' ? 'No such fee in this fund family.' : problem}
        </p>
      ) : !view ? (
        <p>Loading…</p>
      ) : (
        <>
          <section className={card} aria-label="Basis definition">
            <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>Definition</h2>
            <p className={css({ mb: '3', color: 'gray.700' })}>
              {humanize(view.cadence)} periods; basis determination{' '}
              {humanize(view.basis_determination)}; partial periods{' '}
              {humanize(view.partial_period_basis)}. On {formatDate(view.as_of)} the posting period
              is {formatDate(view.posting_period.start)} to {formatDate(view.posting_period.end)}.
            </p>
            <Periods view={view} />
            {view.problems.length > 0 ? (
              <p role="alert" className={css({ color: 'red.700', mt: '2' })}>
                {view.problems.slice(0, 3).join('; ')}
              </p>
            ) : null}
          </section>
          <section className={card} aria-label="Basis amounts">
            <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>
              Basis by commitment on {formatDate(view.as_of)}
            </h2>
            <Commitments view={view} />
          </section>
        </>
      )}
    </main>
  );
}
