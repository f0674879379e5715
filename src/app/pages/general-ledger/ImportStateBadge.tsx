import { css } from 'styled-system/css';
import type { ImportEventState } from '../../../../machines/general-ledger-import-event.machine';

const colors: Record<ImportEventState, { bg: string; fg: string }> = {
  draft: { bg: '#fef3c7', fg: '#92400e' },
  posted: { bg: '#dcfce7', fg: '#166534' },
  rolled_back: { bg: '#e5e7eb', fg: '#374151' },
  discarded: { bg: '#fee2e2', fg: '#991b1b' },
};
const labels: Record<ImportEventState, string> = {
  draft: 'Draft',
  posted: 'Posted',
  rolled_back: 'Rolled back',
  discarded: 'Discarded',
};

export function ImportStateBadge({ state }: { state: ImportEventState }) {
  return (
    <span
      className={css({
        px: '2',
        py: '0.5',
        borderRadius: '999px',
        fontSize: 'xs',
        fontWeight: 'semibold',
      })}
      style={{ background: colors[state].bg, color: colors[state].fg }}
    >
      {labels[state]}
    </span>
  );
}
