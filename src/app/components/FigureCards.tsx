import type { KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { formatMoney } from '../../domain/money-display';
import { card } from './page-styles';

/** A headline figure: its words, its text and how it was computed. */
export type FigureCard = {
  id: string;
  label: string;
  text: string;
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

/** Money in a sentence or a cell of a plain table: the app's one money format. */
export const moneyText = (cents: number, currency: string) => formatMoney(cents, currency);

/** A money figure's text for a FigureCard ("$2,500,000.00"). */
export const moneyFigure = (cents: number, currency: string) => ({
  text: formatMoney(cents, currency),
});

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
            {/* One line: an amount split across lines reads as two numbers. */}
            <span className={css({ whiteSpace: 'nowrap' })}>{figure.text}</span>
          </div>
          <div className={css({ fontSize: 'xs', color: 'gray.500', overflowWrap: 'anywhere' })}>
            {figure.explanation}
          </div>
        </div>
      ))}
    </section>
  );
}
