import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import type { ImportEventActionName } from '../../../../machines/general-ledger-import-event.machine';
import { ConfirmActions } from '../../components/ConfirmActions';
import { Modal } from '../../components/Modal';
import { MoneyText } from '../../components/MoneyText';
import { card, page, pageTitle } from '../../components/page-styles';
import { reportServerErrors } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { usePermissions } from '../../lib/use-permissions';
import { generalLedgerQueries, useImportEventAction } from '../../queries/general-ledger-queries';
import { ErrorPage } from '../ErrorPage';
import { ImportEntriesTable } from './ImportEntriesTable';
import { ImportEventActionBar, importEventActionLabels } from './ImportEventActionBar';
import { ImportStateBadge } from './ImportStateBadge';
import { formatDate } from '../../lib/date-display';

const confirmText: Record<ImportEventActionName, string> = {
  post: 'Every entry becomes a ledger row of the fund family, under one general-ledger import event. Balances and reports change at once.',
  rollback:
    'The ledger rows of this import are removed and its event is cancelled. The entries stay here as a record; the same file can then be uploaded again.',
  discard:
    'The draft and its entries are deleted. Nothing was posted, so the ledger does not change.',
};
const figure = css({ display: 'flex', flexDirection: 'column', gap: '0.5' });
const figureLabel = css({ fontSize: 'xs', color: 'gray.500', textTransform: 'uppercase' });

/** `/general-ledger/import-event/{integrationId}/{importEventId}`: review, post, roll back. */
export function ImportEventPage({
  integrationId,
  importEventId,
}: {
  integrationId: string;
  importEventId: string;
}) {
  const { can } = usePermissions();
  const integration = useQuery(generalLedgerQueries.detail(integrationId));
  const { data, error, refetch } = useQuery(
    generalLedgerQueries.importEvent(integrationId, importEventId),
  );
  const act = useImportEventAction(integrationId, importEventId);
  const [asking, setAsking] = useState<ImportEventActionName | null>(null);
  const [, navigate] = useLocation();
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!data) return <p className={css({ p: '6', color: 'gray.500' })}>Loading import…</p>;
  const run = async (action: ImportEventActionName) => {
    try {
      await act.mutateAsync(action);
      setAsking(null);
      toaster.create({
        type: 'success',
        title:
          action === 'post'
            ? 'Posted to the ledger'
            : action === 'rollback'
              ? 'Rolled back'
              : 'Draft discarded',
      });
      if (action === 'discard') navigate(`/general-ledger/${integrationId}/import-events`);
    } catch (failure) {
      setAsking(null);
      await reportServerErrors(failure, () => false);
    }
  };
  const ledgerEvent = data.fund_family_event;
  return (
    <main className={page}>
      <p className={css({ fontSize: 'sm', mb: '1' })}>
        <Link href="/general-ledger">General ledger</Link> ·{' '}
        <Link href={`/general-ledger/${integrationId}/import-events`}>
          {integration.data?.name ?? 'Integration'}
        </Link>
      </p>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', mb: '4' })}>
        <h1 className={pageTitle} style={{ marginBottom: 0 }}>
          {data.filename ?? 'Typed entries'}
        </h1>
        <ImportStateBadge state={data.state} />
        <span className={css({ flex: 1 })} />
        {data.state === 'draft' && can('write') ? (
          <Link href={`/general-ledger/input-entries/${integrationId}/${importEventId}`}>
            Edit entries
          </Link>
        ) : null}
        <ImportEventActionBar
          state={data.state}
          entryCount={data.entry_count}
          problemCount={data.problem_count}
          can={can}
          busy={act.isPending}
          onAction={setAsking}
        />
      </div>
      <section
        className={`${card} ${css({ display: 'flex', gap: '8', mb: '4', flexWrap: 'wrap' })}`}
        aria-label="Import summary"
      >
        <div className={figure}>
          <span className={figureLabel}>Entries</span>
          <strong>{data.entry_count}</strong>
        </div>
        <div className={figure}>
          <span className={figureLabel}>With problems</span>
          <strong style={{ color: data.problem_count > 0 ? '#b91c1c' : undefined }}>
            {data.problem_count}
          </strong>
        </div>
        <div className={figure}>
          <span className={figureLabel}>Total</span>
          <strong>
            <MoneyText cents={data.total_cents} currency={data.currency} />
          </strong>
        </div>
        <div className={figure}>
          <span className={figureLabel}>Imported</span>
          <strong>{data.created_at.slice(0, 10)}</strong>
        </div>
        <div className={figure} data-testid="ledger-event">
          <span className={figureLabel}>Ledger event</span>
          {ledgerEvent ? (
            <span>
              <strong>{ledgerEvent.name}</strong> ({ledgerEvent.state},{' '}
              {formatDate(ledgerEvent.effective_date)}
              ): {ledgerEvent.ledger_row_count} ledger rows,{' '}
              <MoneyText cents={ledgerEvent.ledger_total_cents} currency={data.currency} />
              {integration.data ? (
                <>
                  {' · '}
                  <Link href={`/fund-family/${integration.data.fund_family_id}/commitments`}>
                    Commitments
                  </Link>
                </>
              ) : null}
            </span>
          ) : (
            <span>Not posted</span>
          )}
        </div>
      </section>
      {data.state === 'draft' && data.problem_count > 0 ? (
        <p data-testid="problem-notice" className={css({ color: 'red.700', mb: '3' })}>
          {data.problem_count} of {data.entry_count} entries do not resolve yet. Fix the mappings on
          the <Link href={`/general-ledger/${integrationId}/profile`}>profile</Link> or edit the
          entries; posting is possible once every entry resolves.
        </p>
      ) : null}
      <ImportEntriesTable event={data} />
      <Modal
        open={asking !== null}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={asking ? `${importEventActionLabels[asking]}?` : ''}
        role="alertdialog"
      >
        <p className={css({ mb: '4' })}>{asking ? confirmText[asking] : null}</p>
        <ConfirmActions
          confirmLabel={asking ? importEventActionLabels[asking] : ''}
          variant={asking === 'post' ? 'primary' : 'danger'}
          busy={act.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => (asking ? void run(asking) : undefined)}
        />
      </Modal>
    </main>
  );
}
