import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
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
  const inDraftSetup =
    fund?.state === 'draft' && location.startsWith(`/fund-family/${fundFamilyId}/setup`);
  if (!fund || inDraftSetup) return <>{children}</>;
  return (
    <div className={css({ display: 'flex', alignItems: 'stretch', minH: 'calc(100vh - 52px)' })}>
      <FundSidebar fundFamilyId={fundFamilyId} fundName={fund.name} />
      <div className={css({ flex: 1, minW: 0 })}>{children}</div>
    </div>
  );
}
