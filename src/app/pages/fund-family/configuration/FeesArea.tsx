import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Route, Switch, useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import type { Fee } from '../../../../api/fees';
import { fundConfigurationQueries } from '../../../queries/fund-configuration-queries';
import { fundDatesQuery } from '../setup/fund-dates-query';
import { FeeDetails } from './FeeDetails';
import { FeeForm } from './FeeForm';
import { FeesList } from './FeesList';

function FeeRoute({
  fundFamilyId,
  base,
  mode,
}: {
  fundFamilyId: string;
  base: string;
  mode: 'view' | 'edit';
}) {
  const { feeId = '' } = useParams<{ feeId: string }>();
  const [, navigate] = useLocation();
  const { data: fees, isPending } = useQuery(fundConfigurationQueries.fees(fundFamilyId));
  const fee = fees?.find((f) => f.id === feeId);
  if (isPending) return <p>Loading…</p>;
  if (!fee) return <p className={css({ color: 'gray.600' })}>No such fee in this fund family.</p>;
  return mode === 'view' ? (
    <FeeDetails fee={fee} editHref={`${base}/edit/${fee.id}`} back={base} />
  ) : (
    <FeeForm
      fundFamilyId={fundFamilyId}
      fee={fee}
      onSaved={(saved) => navigate(`${base}/${saved.id}`)}
    />
  );
}

/** A new fee's dates start at the fund's start date (today only when the fund has none yet). */
function NewFee({ fundFamilyId, onSaved }: { fundFamilyId: string; onSaved: (fee: Fee) => void }) {
  const { data: dates } = useQuery(fundDatesQuery(fundFamilyId));
  if (!dates) return <p>Loading…</p>;
  const firstDate = dates.fund_start_date ?? format(new Date(), 'yyyy-MM-dd');
  return <FeeForm fundFamilyId={fundFamilyId} fee={null} firstDate={firstDate} onSaved={onSaved} />;
}

/** The fees list and its add, view and edit pages, under `base` (the setup step or the fund's fees tab). */
export function FeesArea({ fundFamilyId, base }: { fundFamilyId: string; base: string }) {
  const [, navigate] = useLocation();
  return (
    <Switch>
      <Route path={`${base}/add`}>
        <NewFee fundFamilyId={fundFamilyId} onSaved={(saved) => navigate(`${base}/${saved.id}`)} />
      </Route>
      <Route path={`${base}/edit/:feeId`}>
        <FeeRoute fundFamilyId={fundFamilyId} base={base} mode="edit" />
      </Route>
      <Route path={`${base}/:feeId`}>
        <FeeRoute fundFamilyId={fundFamilyId} base={base} mode="view" />
      </Route>
      <Route>
        <FeesList fundFamilyId={fundFamilyId} base={base} />
      </Route>
    </Switch>
  );
}
