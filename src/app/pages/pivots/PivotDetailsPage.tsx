import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { css } from 'styled-system/css';
import type { PivotRequest } from '../../../api/pivot';
import type { TableView } from '../../../api/table-views';
import type { CustomerTransactionCode } from '../../../api/transaction-codes';
import { decodeTableState } from '../../components/data-table/encode-table-state';
import { pageTitle } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import { customerTransactionCodesQuery } from '../../queries/pivot-queries';
import { tableViewQueries, useUpdateTableView } from '../../queries/table-view-queries';
import { NotFoundPage } from '../NotFoundPage';
import { encodePivotParams, visibleToFor } from './PivotDraftPage';
import { PivotControls } from './PivotControls';
import { PivotResultTable } from './PivotResultTable';
import {
  isSampleView,
  sampleViewRequest,
  sampleViews,
  type PivotParams,
  type SampleView,
} from './sample-views';
import { SaveViewForm, type SaveViewValues } from './SaveViewForm';

/** `/pivots/{viewId}/details`: a saved or sample view, re-run live against the ledger. */
export function PivotDetailsPage() {
  const { viewId = '' } = useParams<{ viewId: string }>();
  const sample = sampleViews.find((v) => v.id === viewId);
  const list = useQuery({ ...tableViewQueries.list(), enabled: !sample });
  const codes = useQuery({ ...customerTransactionCodesQuery(), enabled: !!sample });
  const view: TableView | undefined = sample ?? list.data?.find((v) => v.id === viewId);
  const [decoded, setDecoded] = useState<{ id: string; request: PivotRequest | null } | null>(null);
  useEffect(() => {
    if (!view || sample) return;
    let live = true;
    void decodeTableState<PivotParams>(view.encoded_table_params).then(
      (params) => live && setDecoded({ id: view.id, request: params?.request ?? null }),
    );
    return () => {
      live = false;
    };
  }, [view, sample]);
  if (!sample && list.isPending) return <p className={css({ color: 'gray.500' })}>Loading view…</p>;
  if (!view) return <NotFoundPage />;
  if (sample) return <SamplePivot view={sample} codes={codes} />;
  const request = decoded?.id === view.id ? decoded.request : undefined;
  if (request === undefined) return <p className={css({ color: 'gray.500' })}>Loading view…</p>;
  if (request === null) {
    return (
      <p role="alert" className={css({ color: 'red.700' })}>
        This view's settings could not be read.
      </p>
    );
  }
  return <PivotView key={view.id} view={view} initial={request} />;
}

/** A sample view runs on the names of the customer's codes of its kind (sample-views.ts). */
function SamplePivot({
  view,
  codes,
}: {
  view: SampleView;
  codes: UseQueryResult<CustomerTransactionCode[]>;
}) {
  if (codes.isPending) return <p className={css({ color: 'gray.500' })}>Loading view…</p>;
  if (codes.isError) {
    return (
      <p role="alert" className={css({ color: 'red.700' })}>
        The transaction codes could not be loaded.
      </p>
    );
  }
  const request = sampleViewRequest(view, codes.data);
  if (!request) {
    return (
      <div>
        <h1 className={pageTitle}>{view.name}</h1>
        <p className={css({ color: 'gray.600' })}>
          No fund family has a transaction code of this kind yet.
        </p>
      </div>
    );
  }
  return <PivotView key={view.id} view={view} initial={request} />;
}

function PivotView({ view, initial }: { view: TableView; initial: PivotRequest }) {
  const [request, setRequest] = useState(initial);
  const update = useUpdateTableView();
  const sample = isSampleView(view.id);
  const save = async (values: SaveViewValues) => {
    try {
      await update.mutateAsync({
        id: view.id,
        name: values.name,
        visible_to: visibleToFor(values),
        encoded_table_params: await encodePivotParams(request),
      });
      toaster.create({ type: 'success', title: `${values.name} saved` });
    } catch (error) {
      toaster.create({ type: 'error', title: (await apiErrorOf(error)).message });
    }
  };
  return (
    <div>
      <h1 className={pageTitle}>{view.name}</h1>
      <PivotControls request={request} onChange={setRequest} />
      {sample ? null : (
        <PermissionGate permission="write">
          <SaveViewForm
            initial={{ name: view.name, visibility: view.visible_to ? 'private' : 'organization' }}
            submitLabel="Save changes"
            pending={update.isPending}
            onSubmit={(values) => void save(values)}
          />
        </PermissionGate>
      )}
      <div
        className={css({
          bg: 'white',
          p: '4',
          borderRadius: '8px',
          border: '1px solid',
          borderColor: 'gray.200',
        })}
      >
        <PivotResultTable request={request} tableKey={`pivot-${view.id}`} title={view.name} />
      </div>
    </div>
  );
}
