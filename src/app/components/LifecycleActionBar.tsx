import { css } from 'styled-system/css';
import { button } from './button-styles';

export type LifecycleAction<Name extends string> = {
  name: Name;
  label: string;
  variant: 'primary' | 'secondary' | 'danger';
  /** Why this user may not take it now (maker-checker…): drawn disabled, the reason beneath. */
  disabledReason?: string | null;
};

/**
 * The buttons of a lifecycle machine's allowed actions (closing, transfer, …): the caller works
 * out which the machine allows and the user may take; this only draws them in order.
 */
export function LifecycleActionBar<Name extends string>({
  label,
  actions,
  busy,
  onAction,
}: {
  label: string;
  actions: readonly LifecycleAction<Name>[];
  busy: boolean;
  onAction: (action: Name) => void;
}) {
  const reasons = actions.filter((a) => a.disabledReason);
  const group = (
    <div className={css({ display: 'flex', gap: '2' })} aria-label={label} role="group">
      {actions.map((action) => (
        <button
          key={action.name}
          type="button"
          disabled={busy || Boolean(action.disabledReason)}
          aria-describedby={action.disabledReason ? `why-not-${action.name}` : undefined}
          title={action.disabledReason ?? undefined}
          className={button({ variant: action.variant })}
          style={{ whiteSpace: 'nowrap' }}
          onClick={() => onAction(action.name)}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
  if (reasons.length === 0) return group;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' })}>
      {group}
      {reasons.map((action) => (
        <p
          key={action.name}
          id={`why-not-${action.name}`}
          className={css({ fontSize: 'sm', color: 'gray.600', mt: '1.5', maxW: '340px' })}
        >
          {action.disabledReason}
        </p>
      ))}
    </div>
  );
}
