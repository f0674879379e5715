import { useQuery } from '@tanstack/react-query';
import { Redirect, useLocation, useParams } from 'wouter';
import { page, pageTitle } from '../../../components/page-styles';
import { PageTabs } from '../../../components/PageTabs';
import { fundQueries } from '../../../queries/fund-queries';
import { DatesStep } from '../setup/DatesStep';
import { ProfileStep } from '../setup/ProfileStep';
import { ClassesList } from './ClassesList';
import { FeesArea } from './FeesArea';
import { WaterfallStep } from './WaterfallStep';

const tabs = [
  { id: 'profile', label: 'Profile' },
  { id: 'dates', label: 'Dates' },
  { id: 'fees', label: 'Fees' },
  { id: 'waterfall', label: 'Waterfall' },
  { id: 'classes', label: 'Classes' },
] as const;

/** `/fund-family/{id}/configuration/fund/{tab}`: the LPA configuration of a fund past draft (spec §2). */
export function FundConfigurationPage() {
  const params = useParams<{ fundFamilyId: string; tab?: string }>();
  const fundFamilyId = params.fundFamilyId ?? '';
  const [location] = useLocation();
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const base = `/fund-family/${fundFamilyId}/configuration/fund`;
  // The fees tab has pages of its own (add, view, edit) below it.
  const tab = location.startsWith(`${base}/fees`) ? 'fees' : params.tab;
  const current = tabs.find((t) => t.id === tab);
  if (!current) return <Redirect to={`${base}/profile`} replace />;
  return (
    <main className={page}>
      <h1 className={pageTitle}>
        {fund ? `${fund.name} — LPA configuration` : 'LPA configuration'}
      </h1>
      <PageTabs label="Fund configuration" base={base} tabs={tabs} currentId={current.id} />
      {current.id === 'profile' ? (
        <ProfileStep fundFamilyId={fundFamilyId} />
      ) : current.id === 'dates' ? (
        <DatesStep fundFamilyId={fundFamilyId} />
      ) : current.id === 'fees' ? (
        <FeesArea fundFamilyId={fundFamilyId} base={`${base}/fees`} />
      ) : current.id === 'waterfall' ? (
        <WaterfallStep fundFamilyId={fundFamilyId} />
      ) : (
        <ClassesList fundFamilyId={fundFamilyId} />
      )}
    </main>
  );
}
