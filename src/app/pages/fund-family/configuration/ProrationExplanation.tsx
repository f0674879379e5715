import { css } from 'styled-system/css';
import type { FeeProration } from '../../../../domain/fees/fee-enums';

/**
 * The proration rule in words, with the worked example users ask about (Q1 2023 on $1bn at 2%),
 * so the choice's effect on real money is visible where it is made.
 */
export const prorationExplanation = (proration: string, dayCount = 'the day count'): string =>
  proration === ('model_lpa' satisfies FeeProration)
    ? 'a full period is exactly its share of the annual rate (a quarter ¼, a month 1/12); a short period (admission or fee end inside it) is actual days ÷ 365. Q1 2023 on $1bn at 2%: 5,000,000.00.'
    : `every period is its days under ${dayCount.replace(/_/g, ' ')} (a full quarter on actual/365 is its days ÷ 365). Q1 2023 on $1bn at 2% on actual/365: 4,931,507.00.`;

export function ProrationExplanation({ proration }: { proration: string }) {
  return (
    <p className={css({ color: 'gray.600', fontSize: 'sm', mt: '-2', mb: '3' })}>
      {prorationExplanation(proration)}
    </p>
  );
}
