import { Field, FieldArray, insert, remove, type FormStore } from '@formisch/react';
import type { InputHTMLAttributes } from 'react';
import { css } from 'styled-system/css';
import { type CalculationKind } from '../../../api/calculations';
import { INVESTMENT_TYPES, SECURITY_TYPES } from '../../../domain/mxl';
import { button } from '../../components/button-styles';
import { SelectControl, TextControl } from '../../components/form-controls';
import { SearchableSelect } from '../../components/SearchableSelect';
import { FormField, humanize, inputClass } from '../../components/form-field';
import { MxlEditor } from '../../components/mxl/MxlEditor';
import type { MxlVocabulary } from '../../components/mxl/mxl-language';
import { calculationFormSchema } from './calculation-form-schema';

type Schema = typeof calculationFormSchema;
/** What Formisch's field props hand a select: its name, focus handle and focus events. */
type SelectFieldProps = {
  name?: string;
  ref?: (element: HTMLInputElement | HTMLSelectElement | null) => void;
  onFocus?: () => void;
  onBlur?: () => void;
};

export const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  columnGap: '4',
});
const checkboxLabel = css({ display: 'flex', alignItems: 'center', gap: '2', mb: '3' });

/** Where a formula's fields live: a version, or one of its further definitions. */
export type FormulaAt =
  readonly ['versions', number] | readonly ['versions', number, 'definitions', number];

type FormulaField =
  | 'start_date'
  | 'end_date'
  | 'calculation_type'
  | 'eval_string'
  | 'filter_start_date'
  | 'filter_end_date'
  | 'investment_type'
  | 'security_type';
type BooleanField = 'is_draft' | 'include_draft_transactions' | 'exclude_fee_holdbacks';

/**
 * A field of the formula at `at`. Versions and definitions name their formula fields
 * alike, so one path shape serves both; formisch's path type cannot follow that, hence
 * the cast to the version's path.
 */
export const fieldAt = <N extends FormulaField | BooleanField>(at: FormulaAt, name: N) =>
  [...at, name] as unknown as ['versions', number, N];
const codesAt = (at: FormulaAt) =>
  [...at, 'transaction_codes'] as unknown as ['versions', number, 'transaction_codes'];
const codeAt = <N extends 'code_name' | 'add_or_subtract'>(at: FormulaAt, row: number, name: N) =>
  [...at, 'transaction_codes', row, name] as unknown as [
    'versions',
    number,
    'transaction_codes',
    number,
    N,
  ];

/** An MXL formula bound to a Formisch string field, with its errors under it. */
export function MxlField({
  field,
  id,
  label,
  editorLabel,
  vocabulary,
}: {
  field: {
    input: string | undefined;
    onChange: (value: string) => void;
    errors: readonly string[] | null;
  };
  id: string;
  label: string;
  editorLabel: string;
  vocabulary: MxlVocabulary;
}) {
  return (
    <FormField id={id} label={label} errors={field.errors}>
      <MxlEditor
        id={id}
        label={editorLabel}
        value={field.input ?? ''}
        onChange={field.onChange}
        vocabulary={vocabulary}
        invalid={Boolean(field.errors)}
      />
    </FormField>
  );
}

export function Checkbox({
  form,
  path,
  label,
}: {
  form: FormStore<Schema>;
  path: ['versions', number, BooleanField];
  label: string;
}) {
  return (
    <Field of={form} path={path}>
      {(field) => (
        <label className={checkboxLabel}>
          <input
            {...(field.props as InputHTMLAttributes<HTMLInputElement>)}
            type="checkbox"
            checked={field.input === true}
          />
          {label}
        </label>
      )}
    </Field>
  );
}

/** The start and end dates of a version or definition. */
export function DateFields({
  form,
  at,
  idPrefix,
}: {
  form: FormStore<Schema>;
  at: FormulaAt;
  idPrefix: string;
}) {
  return (
    <>
      <Field of={form} path={fieldAt(at, 'start_date')}>
        {(field) => (
          <TextControl field={field} id={`${idPrefix}-start`} label="Start date" type="date" />
        )}
      </Field>
      <Field of={form} path={fieldAt(at, 'end_date')}>
        {(field) => (
          <TextControl
            field={field}
            id={`${idPrefix}-end`}
            label="End date"
            type="date"
            hint="Empty: open-ended"
          />
        )}
      </Field>
    </>
  );
}

function CodeList({
  form,
  at,
  idPrefix,
  codes,
}: {
  form: FormStore<Schema>;
  at: FormulaAt;
  idPrefix: string;
  codes: readonly { name: string; display_name: string }[];
}) {
  return (
    <FieldArray of={form} path={codesAt(at)}>
      {(array) => (
        <FormField id={`${idPrefix}-codes`} label="Transaction codes" errors={array.errors}>
          <div
            id={`${idPrefix}-codes`}
            className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
          >
            {array.items.map((key, row) => (
              <div
                key={key}
                className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}
              >
                <Field of={form} path={codeAt(at, row, 'add_or_subtract')}>
                  {(field) => (
                    <select
                      {...(field.props as InputHTMLAttributes<HTMLSelectElement>)}
                      value={field.input ?? 'add'}
                      aria-label={`Code ${row + 1} add or subtract`}
                      className={inputClass}
                      style={{ width: 120 }}
                    >
                      <option value="add">Add</option>
                      <option value="subtract">Subtract</option>
                    </select>
                  )}
                </Field>
                <Field of={form} path={codeAt(at, row, 'code_name')}>
                  {(field) => (
                    <div className={css({ flex: 1 })}>
                      <SearchableSelect
                        name={(field.props as SelectFieldProps).name}
                        elementRef={(field.props as SelectFieldProps).ref}
                        onFocus={(field.props as SelectFieldProps).onFocus}
                        onBlur={(field.props as SelectFieldProps).onBlur}
                        ariaLabel={`Code ${row + 1}`}
                        value={field.input ?? ''}
                        invalid={Boolean(field.errors)}
                        placeholder="Choose a code"
                        options={codes.map((code) => ({
                          value: code.name,
                          label: `${code.display_name} (${code.name})`,
                        }))}
                        onValueChange={(name) => field.onChange(name)}
                      />
                      {field.errors ? (
                        <div role="alert" className={css({ color: 'red.700', fontSize: 'sm' })}>
                          {field.errors.join(', ')}
                        </div>
                      ) : null}
                    </div>
                  )}
                </Field>
                <button
                  type="button"
                  aria-label={`Remove code ${row + 1}`}
                  className={button({ variant: 'secondary' })}
                  onClick={() => remove(form, { path: codesAt(at), at: row })}
                >
                  ✕
                </button>
              </div>
            ))}
            <div>
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                onClick={() =>
                  insert(form, {
                    path: codesAt(at),
                    initialInput: { code_name: '', add_or_subtract: 'add' },
                  })
                }
              >
                Add code
              </button>
            </div>
          </div>
        </FormField>
      )}
    </FieldArray>
  );
}

/**
 * A version's or definition's formula (basic codes or MXL) and its filters (spec §3).
 * MXL calculations are always written as a formula.
 */
export function FormulaFields({
  form,
  at,
  idPrefix,
  label,
  kind,
  codes,
  vocabulary,
}: {
  form: FormStore<Schema>;
  at: FormulaAt;
  idPrefix: string;
  label: string;
  kind: CalculationKind;
  codes: readonly { name: string; display_name: string }[];
  vocabulary: MxlVocabulary;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      {kind === 'transaction' ? (
        <div className={grid}>
          <Field of={form} path={fieldAt(at, 'calculation_type')}>
            {(field) => (
              <SelectControl
                field={field}
                id={id('type')}
                label="Formula"
                options={[
                  { value: 'basic', label: 'Basic: transaction codes' },
                  { value: 'advanced', label: 'Advanced: formula' },
                ]}
              />
            )}
          </Field>
        </div>
      ) : null}
      <Field of={form} path={fieldAt(at, 'calculation_type')}>
        {(typeField) =>
          typeField.input === 'basic' ? (
            <CodeList form={form} at={at} idPrefix={idPrefix} codes={codes} />
          ) : (
            <Field of={form} path={fieldAt(at, 'eval_string')}>
              {(field) => (
                <MxlField
                  field={field}
                  id={id('formula')}
                  label="Formula (MXL)"
                  editorLabel={`Formula of ${label}`}
                  vocabulary={vocabulary}
                />
              )}
            </Field>
          )
        }
      </Field>
      <details className={css({ mt: '2' })}>
        <summary className={css({ cursor: 'pointer', fontWeight: 'medium', mb: '2' })}>
          Filters
        </summary>
        <div className={grid}>
          <Field of={form} path={fieldAt(at, 'filter_start_date')}>
            {(field) => (
              <TextControl
                field={field}
                id={id('filter-start')}
                label="Transactions from"
                type="date"
              />
            )}
          </Field>
          <Field of={form} path={fieldAt(at, 'filter_end_date')}>
            {(field) => (
              <TextControl
                field={field}
                id={id('filter-end')}
                label="Transactions to"
                type="date"
              />
            )}
          </Field>
          <Field of={form} path={fieldAt(at, 'investment_type')}>
            {(field) => (
              <SelectControl
                field={field}
                id={id('investment-type')}
                label="Investment type"
                placeholder="Any"
                options={INVESTMENT_TYPES.map((value) => ({ value, label: humanize(value) }))}
              />
            )}
          </Field>
          <Field of={form} path={fieldAt(at, 'security_type')}>
            {(field) => (
              <SelectControl
                field={field}
                id={id('security-type')}
                label="Security type"
                placeholder="Any"
                options={SECURITY_TYPES.map((value) => ({ value, label: humanize(value) }))}
              />
            )}
          </Field>
        </div>
        <Checkbox
          form={form}
          path={fieldAt(at, 'include_draft_transactions')}
          label="Include draft transactions"
        />
        <Checkbox
          form={form}
          path={fieldAt(at, 'exclude_fee_holdbacks')}
          label="Exclude fee holdbacks"
        />
      </details>
    </>
  );
}
