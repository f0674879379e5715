import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, Route, Switch, useParams, useSearch } from 'wouter';
import { css } from 'styled-system/css';
import { page, pageTitle } from '../../../components/page-styles';
import { PageTabs } from '../../../components/PageTabs';
import { transferQueries } from '../../../queries/commitment-queries';
import { ErrorPage } from '../../ErrorPage';
import { NotFoundPage } from '../../NotFoundPage';
import { TransferDetailsForm } from './TransferDetailsForm';
import { TransferDocumentsStep, TransferDocumentsView } from './TransferDocuments';
import { TransfereesForm } from './TransfereesForm';
import { TransferReview } from './TransferReview';

// Spec §2 also names a finalize step: finalizing is the review step's Process now / Schedule.
const steps = [
  { id: 'details', label: 'Details' },
  { id: 'transferees', label: 'Transferees' },
  { id: 'documents', label: 'Documents' },
  { id: 'review', label: 'Review' },
] as const;

const base = (fundFamilyId: string) => `/fund-family/${fundFamilyId}/investor-transfers`;

function BackToTransfers({ fundFamilyId }: { fundFamilyId: string }) {
  return (
    <Link
      href={`/fund-family/${fundFamilyId}/commitments/transfers`}
      className={css({ color: 'blue.700', fontSize: 'sm' })}
    >
      ← Transfers
    </Link>
  );
}

/** `setup`: the details/create step of a new transfer (`?commitment_id=` preselects the transferor). */
function TransferCreatePage() {
  const { fundFamilyId = '' } = useParams<{ fundFamilyId: string }>();
  const commitmentId = new URLSearchParams(useSearch()).get('commitment_id') ?? '';
  return (
    <main className={page}>
      <BackToTransfers fundFamilyId={fundFamilyId} />
      <h1 className={pageTitle}>New investor transfer</h1>
      <TransferDetailsForm fundFamilyId={fundFamilyId} transferorCommitmentId={commitmentId} />
    </main>
  );
}

/** `setup/{investorTransferId}/{step}`: a draft's steps; anything else opens its view. */
function TransferSetupPage() {
  const {
    fundFamilyId = '',
    investorTransferId = '',
    step,
  } = useParams<{ fundFamilyId: string; investorTransferId: string; step?: string }>();
  const { data, error, refetch } = useQuery(
    transferQueries.detail(fundFamilyId, investorTransferId),
  );
  const current = steps.find((s) => s.id === step);
  const setup = `${base(fundFamilyId)}/setup/${investorTransferId}`;
  if (!current) return <Redirect to={`${setup}/details`} replace />;
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (data && data.state !== 'draft')
    return <Redirect to={`${base(fundFamilyId)}/view/${investorTransferId}`} replace />;
  return (
    <main className={page} style={{ maxWidth: 1200 }}>
      <BackToTransfers fundFamilyId={fundFamilyId} />
      <h1 className={pageTitle}>
        {data ? `Transfer from ${data.transferor.investor_entity_name}` : 'Investor transfer'}
      </h1>
      <PageTabs label="Transfer steps" base={setup} tabs={steps} currentId={current.id} />
      {data && current.id === 'details' ? (
        <TransferDetailsForm fundFamilyId={fundFamilyId} transfer={data} />
      ) : null}
      {data && current.id === 'transferees' ? <TransfereesForm transfer={data} /> : null}
      {data && current.id === 'documents' ? <TransferDocumentsStep transfer={data} /> : null}
      {data && current.id === 'review' ? <TransferReview transfer={data} /> : null}
    </main>
  );
}

/** `view/{investorTransferId}`: the transfer read-only, with what the machine still allows. */
function TransferViewPage() {
  const { fundFamilyId = '', investorTransferId = '' } = useParams<{
    fundFamilyId: string;
    investorTransferId: string;
  }>();
  const { data, error, refetch } = useQuery(
    transferQueries.detail(fundFamilyId, investorTransferId),
  );
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <main className={page} style={{ maxWidth: 1200 }}>
      <BackToTransfers fundFamilyId={fundFamilyId} />
      <h1 className={pageTitle}>
        {data
          ? `Transfer from ${data.transferor.investor_entity_name} — ${data.state}`
          : 'Investor transfer'}
      </h1>
      {data ? <TransferReview transfer={data} /> : null}
      {data ? <TransferDocumentsView transfer={data} /> : null}
    </main>
  );
}

/** Spec §2 investor-transfers: setup/{investorTransferId?} with its steps, and view/{id}. */
export function InvestorTransfersArea() {
  return (
    <Switch>
      <Route
        path="/fund-family/:fundFamilyId/investor-transfers/setup"
        component={TransferCreatePage}
      />
      <Route
        path="/fund-family/:fundFamilyId/investor-transfers/setup/:investorTransferId/:step?"
        component={TransferSetupPage}
      />
      <Route
        path="/fund-family/:fundFamilyId/investor-transfers/view/:investorTransferId"
        component={TransferViewPage}
      />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
