import { css } from 'styled-system/css';
import { button } from './button-styles';

export type LifecycleAction<Name extends string> = {
  name: Name;
  label: string;
  variant: 'primary' | 'secondary' | 'danger';
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
  return (
    <div className={css({ display: 'flex', gap: '2' })} aria-label={label} role="group">
      {actions.map((action) => (
        <button
          key={action.name}
          type="button"
          disabled={busy}
          className={button({ variant: action.variant })}
          style={{ whiteSpace: 'nowrap' }}
          onClick={() => onAction(action.name)}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
