import { createContext, useContext } from 'react';

/**
 * The currency of the fund family a page belongs to (FundFamilyLayout provides it), so an amount
 * on a fund's page is shown in the fund's currency without every page passing it down.
 * Outside a fund family, the spec's default currency.
 */
export const FundCurrencyContext = createContext<string>('USD');

export const useFundCurrency = () => useContext(FundCurrencyContext);
