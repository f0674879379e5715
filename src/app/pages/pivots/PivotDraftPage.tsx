import { useState } from 'react';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import type { PivotRequest } from '../../../api/pivot';
import { encodeTableState } from '../../components/data-table/encode-table-state';
import { pageTitle } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { apiErrorOf } from '../../lib/api-client';
import { sessionStore } from '../../lib/session-store';
import { toaster } from '../../lib/toaster';
import { useCreateTableView } from '../../queries/table-view-queries';
import { PivotControls } from './PivotControls';
import { PivotResultTable } from './PivotResultTable';
import { defaultPivotRequest, type PivotParams } from './sample-views';
import { SaveViewForm, type SaveViewValues } from './SaveViewForm';

export async function encodePivotParams(request: PivotRequest): Promise<string> {
  return encodeTableState({ version: 1, request } satisfies PivotParams);
}

export const visibleToFor = (values: SaveViewValues) =>
  values.visibility === 'private' ? (sessionStore.user()?.userId ?? null) : null;

/** `/pivots`: a draft pivot; saving it makes a view and opens its details route (spec §4). */
export function PivotDraftPage({ initial = defaultPivotRequest }: { initial?: PivotRequest }) {
  const [request, setRequest] = useState<PivotRequest>(initial);
  const create = useCreateTableView();
  const [, navigate] = useLocation();
  const save = async (values: SaveViewValues) => {
    try {
      const view = await create.mutateAsync({
        name: values.name,
        visible_to: visibleToFor(values),
        encoded_table_params: await encodePivotParams(request),
        type: 'transaction_table',
      });
      toaster.create({ type: 'success', title: `${view.name} saved` });
      navigate(`/pivots/${view.id}/details`);
    } catch (error) {
      toaster.create({ type: 'error', title: (await apiErrorOf(error)).message });
    }
  };
  return (
    <div>
      <h1 className={pageTitle}>New pivot</h1>
      <PivotControls request={request} onChange={setRequest} />
      <PermissionGate permission="write">
        <SaveViewForm
          initial={{ name: '', visibility: 'private' }}
          submitLabel="Save view"
          pending={create.isPending}
          onSubmit={(values) => void save(values)}
        />
      </PermissionGate>
      <div
        className={css({
          bg: 'white',
          p: '4',
          borderRadius: '8px',
          border: '1px solid',
          borderColor: 'gray.200',
        })}
      >
        <PivotResultTable request={request} tableKey="pivot-draft" title="Pivot" />
      </div>
    </div>
  );
}
