import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type {
  CapitalEventActionName,
  CapitalEventState,
} from '../../../../machines/capital-event.machine';
import { pageTitle } from '../../components/page-styles';
import { RecordWorkflowLink } from '../../components/workflow-chart/RecordWorkflowLink';
import { usePermissions } from '../../lib/use-permissions';
import { capitalActivityBase } from './capital-activity-routes';
import { CapitalEventStatus } from './CapitalEventStatus';

export function BackToCapitalActivity({ fundFamilyId }: { fundFamilyId: string }) {
  return (
    <Link
      href={capitalActivityBase(fundFamilyId)}
      className={css({ color: 'blue.700', fontSize: 'sm' })}
    >
      ← Capital activity
    </Link>
  );
}

/** What every capital event answers about its lifecycle (call, reallocation, distribution). */
export type CapitalEventHeading = {
  id: string;
  fund_family_id: string;
  name: string;
  state: CapitalEventState;
  workflow_message: string | null;
  created_by: { user_id: string } | null;
  finalized_by: { name: string } | null;
  can_finalize: boolean;
  finalize_blocked_reason: string | null;
};

/**
 * A capital event page's head: back to the area, the event's name, a line of what it is
 * (dates, what it re-splits), then its status from the capitalEvent machine (badge, buttons,
 * why it is read-only).
 */
export function CapitalEventHeader({
  event,
  subtitle,
  useCount,
  checksPass,
  busy,
  onAction,
}: {
  event: CapitalEventHeading;
  subtitle: ReactNode;
  /** Uses of a call or a reallocation, proceeds lines of a distribution. */
  useCount: number;
  checksPass: boolean;
  busy: boolean;
  onAction: (action: CapitalEventActionName) => void;
}) {
  const { user, can } = usePermissions();
  return (
    <>
      <BackToCapitalActivity fundFamilyId={event.fund_family_id} />
      <h1 className={pageTitle} style={{ marginBottom: 4 }}>
        {event.name}
      </h1>
      <p className={css({ color: 'gray.600', mb: '2' })}>{subtitle}</p>
      <RecordWorkflowLink
        record={{ machine: 'capitalEvent', fundFamilyId: event.fund_family_id, eventId: event.id }}
      />
      <CapitalEventStatus
        state={event.state}
        facts={{
          useCount,
          checksPass,
          preparedBy: event.created_by?.user_id ?? null,
          // Maker-checker is the server's to decide (the customer's setting): its answer is
          // can_finalize, and its words finalize_blocked_reason.
          preparerMayApprove: true,
        }}
        userId={user?.id ?? ''}
        can={user ? can : () => false}
        busy={busy}
        blockedReason={event.can_finalize ? null : event.finalize_blocked_reason}
        workflowMessage={event.workflow_message}
        finalizedBy={event.finalized_by?.name ?? null}
        onAction={onAction}
      />
    </>
  );
}

/** Why the last finalize was refused, kept on the page until the next action. */
export function FinalizeRefusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="finalize-refusal"
      className={css({
        bg: 'red.50',
        color: 'red.900',
        border: '1px solid',
        borderColor: 'red.200',
        borderRadius: '8px',
        p: '3',
        mb: '4',
      })}
    >
      {message}
    </p>
  );
}
