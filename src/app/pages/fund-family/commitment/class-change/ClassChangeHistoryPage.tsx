import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { MoneyText } from '../../../../components/MoneyText';
import { card, page, pageTitle, tableStyle } from '../../../../components/page-styles';
import { classChangeQueries } from '../../../../queries/class-change-queries';
import { ErrorPage } from '../../../ErrorPage';
import { classChangeBase } from './ChangeClassAction';
import { formatDate } from '../../../../lib/date-display';
import { ActionsHeader } from '../../../../components/ActionsHeader';

const right = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** `commitments/change-commitment-class/{commitmentId}/historical`: the commitment's past class changes. */
export function ClassChangeHistoryPage() {
  const { fundFamilyId = '', commitmentId = '' } = useParams<{
    fundFamilyId: string;
    commitmentId: string;
  }>();
  const { data, error, refetch } = useQuery(classChangeQueries.history(fundFamilyId, commitmentId));
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!data) return <main className={page}>Loading…</main>;
  const base = classChangeBase(fundFamilyId, commitmentId);
  return (
    <main className={page}>
      <Link
        href={`/fund-family/${fundFamilyId}/commitments/${commitmentId}/profile`}
        className={css({ color: 'blue.700', fontSize: 'sm' })}
      >
        ← Commitment profile
      </Link>
      <h1 className={pageTitle}>Class history: {data.investor_entity_name}</h1>
      <p className={css({ mb: '3' })}>
        Now in {data.current_class_name ?? 'no class (fund defaults)'}.
        {data.draft ? (
          <>
            {' '}
            A change to {data.draft.to_class_name ?? 'no class'} effective{' '}
            {formatDate(data.draft.effective_date)} is in draft:{' '}
            <Link
              href={`${base}/${data.draft.fund_family_event_id}/fee-true-up`}
              className={css({ color: 'blue.700' })}
            >
              continue it
            </Link>
            .
          </>
        ) : null}
      </p>
      <section className={card}>
        {data.changes.length === 0 ? (
          <p className={css({ color: 'gray.600' })}>This commitment has never changed class.</p>
        ) : (
          <table className={tableStyle} aria-label="Class changes">
            <thead>
              <tr>
                <th>Effective</th>
                <th>From</th>
                <th>To</th>
                <th>Finalized</th>
                <th className={right}>Fee true-up posted</th>
                <ActionsHeader />
              </tr>
            </thead>
            <tbody>
              {data.changes.map((c) => (
                <tr key={c.id}>
                  <td>{formatDate(c.effective_date)}</td>
                  <td>{c.from_class_name ?? 'No class'}</td>
                  <td>{c.to_class_name ?? 'No class'}</td>
                  <td>{c.finalized_at.slice(0, 10)}</td>
                  <td className={right}>
                    <MoneyText cents={c.posted_fee_true_up_cents} currency={data.currency} />
                  </td>
                  <td>
                    <Link
                      href={`${base}/${c.fund_family_event_id}/fee-true-up`}
                      className={css({ color: 'blue.700' })}
                    >
                      Details
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
