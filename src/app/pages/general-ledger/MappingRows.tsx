import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { inputClass } from '../../components/form-field';
import { SearchableSelect } from '../../components/SearchableSelect';

export type MappingRow = { key: string; target: string };

const error = css({ color: 'red.700', fontSize: 'sm', mt: '1' });

/**
 * One mapping of the profile as rows of (GL id → product record): a text input for the ledger's
 * own id and a select of the fund family's records, with Remove and an add button.
 */
export function MappingRows({
  id,
  legend,
  keyLabel,
  targetLabel,
  options,
  rows,
  errors,
  disabled,
  onChange,
}: {
  id: string;
  legend: string;
  keyLabel: string;
  targetLabel: string;
  options: readonly { value: string; label: string }[];
  rows: MappingRow[];
  /** Server errors keyed by `${index}.key`, `${index}.target` or '' for the whole list. */
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (rows: MappingRow[]) => void;
}) {
  const set = (index: number, change: Partial<MappingRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className={css({ mb: '5', border: 'none', p: 0 })}>
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{legend}</legend>
      {rows.length === 0 ? (
        <p className={css({ color: 'gray.500', fontSize: 'sm', mb: '2' })}>None yet.</p>
      ) : null}
      {rows.map((row, index) => (
        <div
          key={index}
          className={css({
            display: 'grid',
            gridTemplateColumns: '200px minmax(0, 1fr) auto',
            gap: '2',
            mb: '2',
            alignItems: 'start',
          })}
        >
          <div>
            <input
              id={`${id}-${index}-key`}
              aria-label={`${keyLabel} ${index + 1}`}
              className={inputClass}
              value={row.key}
              disabled={disabled}
              aria-invalid={Boolean(errors[`${index}.key`])}
              onChange={(e) => set(index, { key: e.target.value })}
            />
            {errors[`${index}.key`] ? <div className={error}>{errors[`${index}.key`]}</div> : null}
          </div>
          <div>
            <SearchableSelect
              id={`${id}-${index}-target`}
              ariaLabel={`${targetLabel} ${index + 1}`}
              value={row.target}
              disabled={disabled}
              invalid={Boolean(errors[`${index}.target`])}
              placeholder="Choose…"
              options={options}
              onValueChange={(target) => set(index, { target })}
            />
            {errors[`${index}.target`] ? (
              <div className={error}>{errors[`${index}.target`]}</div>
            ) : null}
          </div>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            aria-label={`Remove ${keyLabel} ${index + 1}`}
            disabled={disabled}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            Remove
          </button>
        </div>
      ))}
      {errors[''] ? <div className={error}>{errors['']}</div> : null}
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        disabled={disabled}
        onClick={() => onChange([...rows, { key: '', target: '' }])}
      >
        Add {keyLabel}
      </button>
    </fieldset>
  );
}
