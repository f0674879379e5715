import { css } from 'styled-system/css';
import { formatCents } from '../../domain/money';
import { card } from './page-styles';

export type FigureCard = { id: string; label: string; text: string; explanation: string };

export const moneyText = (cents: number, currency: string) => `${currency} ${formatCents(cents)}`;

// The currency code on a small line of its own, so every card's amount stays whole on one line.
function FigureText({ text }: { text: string }) {
  const money = /^([A-Z]{3}) (.+)$/.exec(text);
  if (!money) return text;
  return (
    <>
      <span
        className={css({
          display: 'block',
          fontSize: 'xs',
          fontWeight: 'medium',
          color: 'gray.500',
        })}
      >
        {money[1]}
      </span>{' '}
      <span className={css({ whiteSpace: 'nowrap' })}>{money[2]}</span>
    </>
  );
}

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
            <FigureText text={figure.text} />
          </div>
          <div className={css({ fontSize: 'xs', color: 'gray.500', overflowWrap: 'anywhere' })}>
            {figure.explanation}
          </div>
        </div>
      ))}
    </section>
  );
}
