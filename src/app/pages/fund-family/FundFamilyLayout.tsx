import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { FundCurrencyContext } from '../../components/fund-currency';
import { fundQueries } from '../../queries/fund-queries';
import { FundSidebar } from './sidebar/FundSidebar';

/**
 * Every page inside one fund family, beside the fund sidebar. A draft fund's setup wizard
 * has its own step list instead (spec §2), so the sidebar stays out of it.
 */
export function FundFamilyLayout({ children }: { children: ReactNode }) {
  const { fundFamilyId = '' } = useParams<{ fundFamilyId: string }>();
  const [location] = useLocation();
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  // Amounts on the fund's pages are in its currency (MoneyText reads it).
  const { data: config } = useQuery(fundQueries.config(fundFamilyId));
  const currency = config?.currency ?? 'USD';
  const inDraftSetup =
    fund?.state === 'draft' && location.startsWith(`/fund-family/${fundFamilyId}/setup`);
  if (!fund || inDraftSetup)
    return <FundCurrencyContext.Provider value={currency}>{children}</FundCurrencyContext.Provider>;
  return (
    <FundCurrencyContext.Provider value={currency}>
      <div className={css({ display: 'flex', alignItems: 'stretch', minH: 'calc(100vh - 52px)' })}>
        <FundSidebar fundFamilyId={fundFamilyId} fundName={fund.name} />
        <div className={css({ flex: 1, minW: 0 })}>{children}</div>
      </div>
    </FundCurrencyContext.Provider>
  );
}
