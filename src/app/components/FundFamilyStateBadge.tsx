import { css, cva } from 'styled-system/css';
import type { FundFamilyState } from '../../api/fund-family';

/** Spec §4: draft warning, fundraising eggplant, active success, dissolved and deleted error. */
const badge = cva({
  base: {
    display: 'inline-block',
    px: '2',
    py: '0.5',
    borderRadius: '999px',
    fontSize: 'xs',
    fontWeight: 'semibold',
    textTransform: 'capitalize',
  },
  variants: {
    tone: {
      warning: { bg: '#fef3c7', color: '#92400e' },
      eggplant: { bg: '#f3e8ee', color: 'eggplant' },
      success: { bg: '#dcfce7', color: '#166534' },
      error: { bg: '#fee2e2', color: '#991b1b' },
    },
  },
});

const toneOf = {
  draft: 'warning',
  fundraising: 'eggplant',
  active: 'success',
  dissolved: 'error',
  deleted: 'error',
} as const satisfies Record<FundFamilyState, string>;

export function FundFamilyStateBadge({ state }: { state: FundFamilyState }) {
  return (
    <span className={badge({ tone: toneOf[state] })} data-tone={toneOf[state]}>
      <span className={css({ srOnly: true })}>State: </span>
      {state}
    </span>
  );
}
