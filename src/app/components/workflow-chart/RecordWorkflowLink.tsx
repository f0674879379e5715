import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { PermissionGate } from '../PermissionGate';
import { recordWorkflowHref, type RecordReference } from './record-reference';

/**
 * For internal users (reviewers, QA): the record's machine on the workflows page, with its
 * current state and the transitions it took from the audit log. Absent for everyone else.
 */
export function RecordWorkflowLink({ record }: { record: RecordReference }) {
  return (
    <PermissionGate permission="internal">
      <p className={css({ mb: '2', fontSize: 'sm' })}>
        <Link
          href={recordWorkflowHref(record)}
          className={css({ color: 'blue.700', textDecoration: 'underline' })}
        >
          Workflow chart with its history
        </Link>
      </p>
    </PermissionGate>
  );
}
