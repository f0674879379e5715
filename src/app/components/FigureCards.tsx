import { css } from 'styled-system/css';
import { formatCents } from '../../domain/money';
import { card } from './page-styles';

export type FigureCard = { id: string; label: string; text: string; explanation: string };

export const moneyText = (cents: number, currency: string) => `${currency} ${formatCents(cents)}`;

/** Headline numbers, each with the words that say how it was computed. */
export function FigureCards({ label, figures }: { label: string; figures: readonly FigureCard[] }) {
  return (
    <section
      aria-label={label}
      className={css({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: '3',
        mb: '5',
      })}
    >
      {figures.map((figure) => (
        <div key={figure.id} className={card} data-testid={`figure-${figure.id}`}>
          <div className={css({ fontSize: 'xs', color: 'gray.600', fontWeight: 'medium' })}>
            {figure.label}
          </div>
          <div
            className={css({ fontSize: 'xl', fontWeight: 'semibold', my: '1' })}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid={`figure-${figure.id}-value`}
          >
            {figure.text}
          </div>
          <div className={css({ fontSize: 'xs', color: 'gray.500' })}>{figure.explanation}</div>
        </div>
      ))}
    </section>
  );
}
