import { formatMoney } from '../../domain/money-display';
import { useFundCurrency } from './fund-currency';

/** An amount in integer cents, in its currency (by default the page's fund's), spec §9. */
export function MoneyText({ cents, currency }: { cents: number; currency?: string }) {
  const fundCurrency = useFundCurrency();
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatMoney(cents, currency ?? fundCurrency)}
    </span>
  );
}
