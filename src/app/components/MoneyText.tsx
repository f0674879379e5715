import { formatCents } from '../../domain/money';

/** An amount in integer cents, shown with grouping and two decimals (spec §9). */
export function MoneyText({ cents, currency }: { cents: number; currency?: string }) {
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {currency ? `${currency} ` : ''}
      {formatCents(cents)}
    </span>
  );
}
