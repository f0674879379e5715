import { css, cva } from 'styled-system/css';
import { Link } from 'wouter';
import {
  feeChargeEventStateLabels,
  type FeeChargeEventState,
} from '../../../../machines/fee-charge-event.machine';
import type { FeeChargeEventView } from '../../../api/fee-charge-event';
import { LifecycleActionBar, type LifecycleAction } from '../../components/LifecycleActionBar';
import { pageTitle } from '../../components/page-styles';
import { formatDate } from '../../lib/date-display';
import { feeChargeEventTone } from './fee-postings-table';
import { feesBase } from './fees-routes';

const badge = cva({
  base: {
    display: 'inline-block',
    px: '2',
    py: '0.5',
    borderRadius: '999px',
    fontSize: 'xs',
    fontWeight: 'semibold',
  },
  variants: {
    tone: {
      warning: { bg: '#fef3c7', color: '#92400e' },
      success: { bg: '#dcfce7', color: '#166534' },
      gray: { bg: 'gray.100', color: 'gray.700' },
    },
  },
});

export function FeeChargeEventBadge({ state }: { state: FeeChargeEventState }) {
  return (
    <span className={badge({ tone: feeChargeEventTone[state] })} data-state={state}>
      <span className={css({ srOnly: true })}>State: </span>
      {feeChargeEventStateLabels[state]}
    </span>
  );
}

export type FeeChargeAction = 'publish' | 'delete';

/**
 * A fee charge event page's head: back to the fees dashboard, the event's name, its period and
 * charge date, its state badge and the lifecycle buttons the caller worked out from the machine.
 */
export function FeeChargeEventHeader({
  view,
  state,
  actions,
  busy,
  onAction,
}: {
  view: FeeChargeEventView;
  state: FeeChargeEventState;
  actions: readonly LifecycleAction<FeeChargeAction>[];
  busy: boolean;
  onAction: (action: FeeChargeAction) => void;
}) {
  return (
    <div className={css({ mb: '2' })}>
      <Link
        href={feesBase(view.fund_family_id)}
        className={css({ color: 'blue.700', fontSize: 'sm' })}
      >
        ← Fees
      </Link>
      <h1 className={pageTitle} style={{ marginBottom: 4 }}>
        {view.name}
      </h1>
      <p className={css({ color: 'gray.600', mb: '2' })}>
        Period {formatDate(view.period.start)} – {formatDate(view.period.end)} · Charged{' '}
        {formatDate(view.effective_date)} ({view.terms['charge timing']?.replace('_', ' ')}) ·{' '}
        {view.terms['day count']} · {view.terms['basis determination']?.replaceAll('_', ' ')}
      </p>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: '4',
        })}
      >
        <FeeChargeEventBadge state={state} />
        <LifecycleActionBar
          label="Fee charge event actions"
          actions={actions}
          busy={busy}
          onAction={onAction}
        />
      </div>
    </div>
  );
}
