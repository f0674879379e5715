import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { ClosingFigure } from '../../../../api/closing-stats';
import type { Closing } from '../../../../api/fund-structure';
import { AuditTrail } from '../../../components/AuditTrail';
import { MoneyText } from '../../../components/MoneyText';
import { fundQueries } from '../../../queries/fund-queries';

/** Test ids the closing e2e reads the equalization figures by. */
const testIds: Partial<Record<ClosingFigure['key'], string>> = {
  equalization_paid: 'equalization-paid',
  equalization_returned: 'equalization-returned',
  equalization_interest: 'equalization-interest',
  fee_true_up: 'equalization-fee-catch-up',
};

const FigureValue = ({ figure }: { figure: ClosingFigure }) =>
  figure.unit === 'cents' ? <MoneyText cents={figure.value} /> : <>{figure.value}</>;

/**
 * The Review tab's headline figures, from GET /closing/{id}/stats-v2/ (computed while draft,
 * as posted once finalized), each with how it was computed.
 */
export function ClosingHeadlineFigures({ closing }: { closing: Closing }) {
  const { data, error } = useQuery(fundQueries.closingStats(closing.fund_family_id, closing.id));
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p className={css({ color: 'gray.500' })}>Loading…</p>;
  const value = (key: ClosingFigure['key']) => data.figures.find((f) => f.key === key)?.value ?? 0;
  return (
    <>
      <dl
        aria-label="Headline figures"
        className={css({
          display: 'grid',
          gridTemplateColumns: '320px 1fr',
          rowGap: '2',
          columnGap: '4',
        })}
      >
        {data.figures.map((figure) => (
          <div key={figure.step} className={css({ display: 'contents' })}>
            <dt
              className={css({
                pl: figure.key.startsWith('admitted_') ? '4' : '0',
                color: figure.key.startsWith('admitted_') ? 'gray.600' : 'inherit',
              })}
            >
              {figure.step}
            </dt>
            <dd data-testid={testIds[figure.key]}>
              <FigureValue figure={figure} />
            </dd>
          </div>
        ))}
        <dt>Admitted commitments pay in all</dt>
        <dd data-testid="admitted-pay-in-all">
          <MoneyText
            cents={
              value('equalization_paid') + value('equalization_interest') + value('fee_true_up')
            }
          />
        </dd>
      </dl>
      <AuditTrail steps={data.figures} label="How the headline figures were computed" />
    </>
  );
}
