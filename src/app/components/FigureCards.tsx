import type { KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { formatCents } from '../../domain/money';
import { card } from './page-styles';

/** A headline figure; a money figure names its currency apart from the amount's text. */
export type FigureCard = {
  id: string;
  label: string;
  text: string;
  currency?: string;
  explanation: string;
  /** Opens the ledger rows behind the figure (DESIGN: every money figure opens its rows). */
  onOpen?: () => void;
};

const opensRowsStyle = css({
  cursor: 'pointer',
  textAlign: 'left',
  _hover: { borderColor: 'blue.400' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '1px' },
});

/** A card that opens its rows acts as a button: a click, Enter or Space opens them. */
function opensRows(figure: FigureCard) {
  const open = figure.onOpen;
  if (!open) return {};
  return {
    role: 'button',
    tabIndex: 0,
    'aria-haspopup': 'dialog' as const,
    title: `Show the ledger rows behind ${figure.label}`,
    onClick: open,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      open();
    },
  };
}

export const moneyText = (cents: number, currency: string) => `${currency} ${formatCents(cents)}`;

/** A money figure's text and currency, for a FigureCard. */
export const moneyFigure = (cents: number, currency: string) => ({
  text: formatCents(cents),
  currency,
});

// The currency code on a small line of its own, so every card's amount stays whole on one line.
function FigureText({ figure }: { figure: FigureCard }) {
  if (!figure.currency) return figure.text;
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
        {figure.currency}
      </span>{' '}
      <span className={css({ whiteSpace: 'nowrap' })}>{figure.text}</span>
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
        <div
          key={figure.id}
          className={figure.onOpen ? `${card} ${opensRowsStyle}` : card}
          data-testid={`figure-${figure.id}`}
          {...opensRows(figure)}
        >
          <div className={css({ fontSize: 'xs', color: 'gray.600', fontWeight: 'medium' })}>
            {figure.label}
          </div>
          <div
            className={css({ fontSize: 'xl', fontWeight: 'semibold', my: '1' })}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid={`figure-${figure.id}-value`}
          >
            <FigureText figure={figure} />
          </div>
          <div className={css({ fontSize: 'xs', color: 'gray.500', overflowWrap: 'anywhere' })}>
            {figure.explanation}
          </div>
        </div>
      ))}
    </section>
  );
}
