import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { inputClass } from '../../components/form-field';
import { MoneyText } from '../../components/MoneyText';
import { card, page, pageTitle, tableStyle } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import { fundQueries, useCreateClosing } from '../../queries/fund-queries';
import { FundFamilyNav } from './FundFamilyNav';

const tabs = [
  { id: 'commitments', label: 'Commitments' },
  { id: 'closings', label: 'Closings' },
] as const;

function CommitmentsTab({ fundFamilyId }: { fundFamilyId: string }) {
  const { data = [], isPending } = useQuery(fundQueries.commitments(fundFamilyId));
  const total = (key: 'committed_cents' | 'contributed_cents' | 'equalization_cents') =>
    data.reduce((s, r) => s + r[key], 0);
  if (isPending) return <p>Loading…</p>;
  if (data.length === 0)
    return (
      <p className={css({ color: 'gray.600' })}>
        No finalized commitments yet: they appear here once a closing is finalized.
      </p>
    );
  return (
    <table className={tableStyle} aria-label="Commitments">
      <thead>
        <tr>
          <th>Investor entity</th>
          <th>Fund entity</th>
          <th>Closing</th>
          <th className={css({ textAlign: 'right!' })}>Committed</th>
          <th className={css({ textAlign: 'right!' })}>Contributed</th>
          <th className={css({ textAlign: 'right!' })}>Equalization outstanding</th>
        </tr>
      </thead>
      <tbody>
        {data.map((row) => (
          <tr key={row.commitment_id}>
            <td className={css({ fontWeight: 'medium' })}>{row.investor_entity_name}</td>
            <td>{row.owning_entity_name}</td>
            <td>{row.closing_name ?? '—'}</td>
            <td className={css({ textAlign: 'right' })}>
              <MoneyText cents={row.committed_cents} />
            </td>
            <td className={css({ textAlign: 'right' })}>
              <MoneyText cents={row.contributed_cents} />
            </td>
            <td className={css({ textAlign: 'right' })}>
              <MoneyText cents={row.equalization_cents} />
            </td>
          </tr>
        ))}
        <tr className={css({ fontWeight: 'semibold' })}>
          <td>Total</td>
          <td />
          <td />
          <td className={css({ textAlign: 'right' })}>
            <MoneyText cents={total('committed_cents')} />
          </td>
          <td className={css({ textAlign: 'right' })}>
            <MoneyText cents={total('contributed_cents')} />
          </td>
          <td className={css({ textAlign: 'right' })}>
            <MoneyText cents={total('equalization_cents')} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function NewClosingForm({ fundFamilyId }: { fundFamilyId: string }) {
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const create = useCreateClosing(fundFamilyId);
  const [, navigate] = useLocation();
  return (
    <form
      aria-label="New closing"
      className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', mb: '4' })}
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          const created = await create.mutateAsync({
            fund_family_id: fundFamilyId,
            name,
            closing_date: date,
          });
          navigate(`/fund-family/${fundFamilyId}/closing/${created.id}/edit/commitments`);
        } catch (error) {
          toaster.create({ type: 'error', title: (await apiErrorOf(error)).message });
        }
      }}
    >
      <label className={css({ fontSize: 'sm' })}>
        Closing name
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={inputClass}
          aria-label="Closing name"
        />
      </label>
      <label className={css({ fontSize: 'sm' })}>
        Closing date
        <input
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          className={inputClass}
          aria-label="Closing date"
        />
      </label>
      <button
        type="submit"
        className={button()}
        disabled={!name.trim() || !date || create.isPending}
      >
        New closing
      </button>
    </form>
  );
}

function ClosingsTab({ fundFamilyId, canAdd }: { fundFamilyId: string; canAdd: boolean }) {
  const { data = [], isPending } = useQuery(fundQueries.closings(fundFamilyId));
  return (
    <>
      {canAdd ? (
        <PermissionGate permission="write">
          <NewClosingForm fundFamilyId={fundFamilyId} />
        </PermissionGate>
      ) : null}
      {isPending ? (
        <p>Loading…</p>
      ) : data.length === 0 ? (
        <p className={css({ color: 'gray.600' })}>
          No closings yet. Complete the fund setup to open the first close.
        </p>
      ) : (
        <table className={tableStyle} aria-label="Closings">
          <thead>
            <tr>
              <th>Closing</th>
              <th>Date</th>
              <th>State</th>
              <th>Commitments</th>
              <th className={css({ textAlign: 'right!' })}>Total</th>
            </tr>
          </thead>
          <tbody>
            {data.map((closing) => (
              <tr key={closing.id}>
                <td>
                  <Link
                    href={`/fund-family/${fundFamilyId}/closing/${closing.id}/${closing.state === 'draft' ? 'edit' : 'view'}/commitments`}
                    className={css({
                      color: 'blue.700',
                      fontWeight: 'medium',
                      textDecoration: 'underline',
                    })}
                  >
                    {closing.name}
                  </Link>
                </td>
                <td>{closing.closing_date}</td>
                <td>{closing.state.replace(/_/g, ' ')}</td>
                <td>{closing.commitment_count}</td>
                <td className={css({ textAlign: 'right' })}>
                  <MoneyText cents={Number(closing.total_cents)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** `/fund-family/{id}/commitments/{tab}`: tabs commitments and closings (transfers are not built yet). */
export function CommitmentsPage() {
  const { fundFamilyId = '', tab } = useParams<{ fundFamilyId: string; tab?: string }>();
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const current = tabs.find((t) => t.id === tab);
  if (!current)
    return <Redirect to={`/fund-family/${fundFamilyId}/commitments/commitments`} replace />;
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <FundFamilyNav fundFamilyId={fundFamilyId} />
      <h1 className={pageTitle}>{fund ? `${fund.name} — commitments` : 'Commitments'}</h1>
      <nav
        aria-label="Commitments tabs"
        className={css({
          display: 'flex',
          gap: '4',
          borderBottom: '1px solid',
          borderColor: 'gray.200',
          mb: '4',
        })}
      >
        {tabs.map((t) => (
          <Link
            key={t.id}
            href={`/fund-family/${fundFamilyId}/commitments/${t.id}`}
            aria-current={t.id === current.id ? 'page' : undefined}
            className={css({
              pb: '2',
              color: 'gray.600',
              '&[aria-current=page]': {
                borderBottom: '2px solid',
                borderColor: 'brand',
                color: 'gray.900',
                fontWeight: 'semibold',
              },
            })}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <section className={card}>
        {current.id === 'commitments' ? (
          <CommitmentsTab fundFamilyId={fundFamilyId} />
        ) : (
          <ClosingsTab
            fundFamilyId={fundFamilyId}
            canAdd={fund !== undefined && fund.state !== 'draft'}
          />
        )}
      </section>
    </main>
  );
}
