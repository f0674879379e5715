import { css } from 'styled-system/css';
import type { Closing } from '../../../../api/fund-structure';
import { AuditTrail } from '../../../components/AuditTrail';
import { MoneyText } from '../../../components/MoneyText';
import { card, tableStyle } from '../../../components/page-styles';
import { EqualizationOverridesForm } from './EqualizationOverridesForm';
import { EqualizationInterestSection } from './EqualizationInterestSection';

const right = css({ textAlign: 'right!' });
const marker = css({
  ml: '2',
  px: '1.5',
  py: '0.5',
  borderRadius: '4px',
  fontSize: 'xs',
  bg: 'amber.100',
  color: 'amber.900',
});

type Line = Closing['equalization'][number];

/** Says a line is not the computed amount: set by hand, or re-allocated because of one. */
function OverrideMarker({ line }: { line: Line }) {
  if (!line.overridden) return null;
  return (
    <span className={marker} data-testid="override-marker">
      {line.role === 'admitted' ? 'Overridden' : 'Re-allocated'}
    </span>
  );
}

/**
 * The Capital equalization tab: what each admitted commitment pays and each existing one gets
 * back, overrides marked beside the computed amounts; a draft closing being edited can set the
 * admitted amounts by hand.
 */
export function CapitalEqualizationTab({
  closing,
  editable,
}: {
  closing: Closing;
  editable: boolean;
}) {
  const paid = closing.equalization.filter((l) => l.role === 'admitted');
  const returned = closing.equalization.filter((l) => l.role === 'existing');
  const anyOverride = closing.equalization.some((l) => l.overridden);
  const showComputed =
    anyOverride && closing.equalization.some((l) => l.computed_amount_cents !== null);
  return (
    <section className={card}>
      <p className={css({ color: 'gray.700', mb: '3' })}>
        {closing.is_first_close
          ? 'A first close has nothing to equalize.'
          : 'Each admitted commitment pays its share of every earlier equalized call, as if it had been admitted at the first close; the excess goes back to the existing commitments.'}
        {closing.equalization_outstanding
          ? ' The amounts stay outstanding until a capital event settles them.'
          : ''}
        {anyOverride
          ? ' Some amounts were set by hand: the refunds are re-allocated from what is paid.'
          : ''}
      </p>
      {closing.equalization.length === 0 ? (
        !closing.is_first_close ? (
          <p className={css({ color: 'gray.600' })}>
            No earlier equalized calls: nothing to equalize.
          </p>
        ) : null
      ) : (
        <table className={tableStyle} aria-label="Capital equalization">
          <thead>
            <tr>
              <th>Investor entity</th>
              <th>Role</th>
              {showComputed ? <th className={right}>Computed</th> : null}
              <th className={right}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {[...paid, ...returned].map((line) => (
              <tr key={`${line.role}-${line.commitment_id}`}>
                <td className={css({ fontWeight: 'medium' })}>
                  {line.investor_entity_name}
                  <OverrideMarker line={line} />
                </td>
                <td>{line.role === 'admitted' ? 'Pays (admitted)' : 'Receives (existing)'}</td>
                {showComputed ? (
                  <td className={right}>
                    {line.computed_amount_cents === null ? (
                      '—'
                    ) : (
                      <MoneyText cents={line.computed_amount_cents} />
                    )}
                  </td>
                ) : null}
                <td className={right}>
                  <MoneyText cents={line.amount_cents} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editable && closing.equalization_overrides.length > 0 ? (
        <EqualizationOverridesForm
          // A commitment added or removed changes the lines: the form starts again from them.
          key={closing.equalization_overrides.map((o) => o.commitment_id).join()}
          closing={closing}
        />
      ) : null}
      <AuditTrail steps={closing.equalization_audit} label="Equalization steps" />
      <EqualizationInterestSection closing={closing} />
    </section>
  );
}
