import { css } from 'styled-system/css';
import type { ClassChangeView } from '../../../../../api/commitment-class-change';
import { AuditTrail } from '../../../../components/AuditTrail';
import { MoneyText } from '../../../../components/MoneyText';
import { card, tableStyle } from '../../../../components/page-styles';
import { formatDate } from '../../../../lib/date-display';

const right = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
const className = (ref: ClassChangeView['from_class']) => ref?.name ?? 'No class (fund defaults)';

/** Step "fee true-up": per fee and period, the old class's fee, the new one's and the difference. */
export function FeeTrueUpStep({ change }: { change: ClassChangeView }) {
  const { fee_true_up: trueUp, currency } = change;
  if (trueUp.problem)
    return (
      <section className={card} role="alert">
        The fee true-up cannot be computed: {trueUp.problem}
      </section>
    );
  return (
    <section className={card} aria-label="Fee true-up">
      <p className={css({ color: 'gray.700', mb: '3' })}>
        {trueUp.through
          ? `Management fees from ${formatDate(change.effective_date)} through ${formatDate(trueUp.through)} (what has been charged by today) at ${className(change.to_class)} terms, less the same fees at ${className(change.from_class)} terms. A positive amount is owed by the commitment.`
          : `No fee has been charged for days from ${formatDate(change.effective_date)} yet: there is nothing to true up.`}
      </p>
      {trueUp.fees.length === 0 ? (
        <p className={css({ color: 'gray.600' })}>The fund has no management fees.</p>
      ) : (
        trueUp.fees.map((fee) => (
          <div key={fee.fee_id} className={css({ mb: '4' })}>
            <h3 className={css({ fontWeight: 'semibold', mb: '1' })}>{fee.fee_name}</h3>
            {!fee.true_up_eligible ? (
              <p className={css({ color: 'gray.600' })}>Not true-up eligible: nothing posted.</p>
            ) : fee.lines.length === 0 ? (
              <p className={css({ color: 'gray.600' })}>No charged period from the date.</p>
            ) : (
              <table className={tableStyle} aria-label={`${fee.fee_name} true-up`}>
                <thead>
                  <tr>
                    <th>Period</th>
                    <th className={right}>{className(change.from_class)}</th>
                    <th className={right}>{className(change.to_class)}</th>
                    <th className={right}>True-up</th>
                    <th>How it was computed</th>
                  </tr>
                </thead>
                <tbody>
                  {fee.lines.map((line) => (
                    <tr key={line.start}>
                      <td>
                        {formatDate(line.start)} – {formatDate(line.end)}
                      </td>
                      <td className={right}>
                        <MoneyText cents={line.old_cents} currency={currency} />
                      </td>
                      <td className={right}>
                        <MoneyText cents={line.new_cents} currency={currency} />
                      </td>
                      <td className={right}>
                        <MoneyText cents={line.adjustment_cents} currency={currency} />
                      </td>
                      <td>
                        <AuditTrail
                          steps={[
                            ...line.old_audit.map((s) => ({ ...s, step: `Old class: ${s.step}` })),
                            ...line.new_audit.map((s) => ({ ...s, step: `New class: ${s.step}` })),
                          ]}
                          label={`${fee.fee_name} ${line.start} audit`}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        ))
      )}
      <p className={css({ fontWeight: 'semibold' })} aria-label="Total fee true-up">
        Total fee true-up: <MoneyText cents={trueUp.total_cents} currency={currency} />
      </p>
    </section>
  );
}

/** Step "equalization": the terms that differ between the classes and the amount equalized. */
export function EqualizationStep({ change }: { change: ClassChangeView }) {
  const { equalization } = change;
  return (
    <section className={card} aria-label="Equalization">
      <p className={css({ mb: '3' })}>{equalization.explanation}</p>
      {equalization.differences.length > 0 ? (
        <table className={tableStyle} aria-label="Class differences">
          <thead>
            <tr>
              <th>Term</th>
              <th>{className(change.from_class)}</th>
              <th>{className(change.to_class)}</th>
            </tr>
          </thead>
          <tbody>
            {equalization.differences.map((d) => (
              <tr key={d.term}>
                <td>{d.term}</td>
                <td>{d.from}</td>
                <td>{d.to}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className={css({ fontWeight: 'semibold', mt: '3' })}>
        Equalization: <MoneyText cents={equalization.amount_cents} currency={change.currency} />
      </p>
    </section>
  );
}
