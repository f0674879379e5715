import { Field, FieldArray, insert, remove, type FormStore } from '@formisch/react';
import type { InputHTMLAttributes } from 'react';
import { css } from 'styled-system/css';
import { type CalculationKind, type CalculationVersion } from '../../../api/calculations';
import { INVESTMENT_TYPES, SECURITY_TYPES } from '../../../domain/mxl';
import { button } from '../../components/button-styles';
import { SelectControl, TextControl } from '../../components/form-controls';
import { FormField, humanize, inputClass } from '../../components/form-field';
import { MxlEditor } from '../../components/mxl/MxlEditor';
import { MxlFormulaText } from '../../components/mxl/MxlFormulaText';
import type { MxlVocabulary } from '../../components/mxl/mxl-language';
import { calculationFormSchema } from './calculation-form-schema';

type Schema = typeof calculationFormSchema;

export const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  columnGap: '4',
});
const checkboxLabel = css({ display: 'flex', alignItems: 'center', gap: '2', mb: '3' });

function Checkbox({
  form,
  path,
  label,
}: {
  form: FormStore<Schema>;
  path: ['versions', number, 'is_draft' | 'include_draft_transactions' | 'exclude_fee_holdbacks'];
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

export function VersionEditor({
  form,
  index,
  kind,
  codes,
  vocabulary,
  canRemove,
}: {
  form: FormStore<Schema>;
  index: number;
  kind: CalculationKind;
  codes: readonly { name: string; display_name: string }[];
  vocabulary: MxlVocabulary;
  canRemove: boolean;
}) {
  const id = (name: string) => `version-${index}-${name}`;
  return (
    <fieldset
      aria-label={`Version ${index + 1}`}
      className={css({
        border: '1px solid',
        borderColor: 'gray.200',
        borderRadius: '8px',
        p: '4',
        mb: '4',
      })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', mb: '2' })}>
        <legend className={css({ fontWeight: 'semibold' })}>Version {index + 1}</legend>
        {canRemove ? (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => remove(form, { path: ['versions'], at: index })}
          >
            Remove version
          </button>
        ) : null}
      </div>
      <div className={grid}>
        <Field of={form} path={['versions', index, 'start_date']}>
          {(field) => <TextControl field={field} id={id('start')} label="Start date" type="date" />}
        </Field>
        <Field of={form} path={['versions', index, 'end_date']}>
          {(field) => (
            <TextControl
              field={field}
              id={id('end')}
              label="End date"
              type="date"
              hint="Empty: open-ended"
            />
          )}
        </Field>
        {kind === 'transaction' ? (
          <Field of={form} path={['versions', index, 'calculation_type']}>
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
        ) : null}
      </div>
      <Checkbox form={form} path={['versions', index, 'is_draft']} label="Draft version" />
      <Field of={form} path={['versions', index, 'calculation_type']}>
        {(typeField) =>
          typeField.input === 'basic' ? (
            <FieldArray of={form} path={['versions', index, 'transaction_codes']}>
              {(array) => (
                <FormField id={id('codes')} label="Transaction codes" errors={array.errors}>
                  <div
                    id={id('codes')}
                    className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
                  >
                    {array.items.map((key, at) => (
                      <div
                        key={key}
                        className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}
                      >
                        <Field
                          of={form}
                          path={['versions', index, 'transaction_codes', at, 'add_or_subtract']}
                        >
                          {(field) => (
                            <select
                              {...(field.props as InputHTMLAttributes<HTMLSelectElement>)}
                              value={field.input ?? 'add'}
                              aria-label={`Code ${at + 1} add or subtract`}
                              className={inputClass}
                              style={{ width: 120 }}
                            >
                              <option value="add">Add</option>
                              <option value="subtract">Subtract</option>
                            </select>
                          )}
                        </Field>
                        <Field
                          of={form}
                          path={['versions', index, 'transaction_codes', at, 'code_name']}
                        >
                          {(field) => (
                            <div className={css({ flex: 1 })}>
                              <select
                                {...(field.props as InputHTMLAttributes<HTMLSelectElement>)}
                                value={field.input ?? ''}
                                aria-label={`Code ${at + 1}`}
                                aria-invalid={Boolean(field.errors)}
                                className={inputClass}
                              >
                                <option value="">Choose a code</option>
                                {codes.map((code) => (
                                  <option key={code.name} value={code.name}>
                                    {code.display_name} ({code.name})
                                  </option>
                                ))}
                              </select>
                              {field.errors ? (
                                <div
                                  role="alert"
                                  className={css({ color: 'red.700', fontSize: 'sm' })}
                                >
                                  {field.errors.join(', ')}
                                </div>
                              ) : null}
                            </div>
                          )}
                        </Field>
                        <button
                          type="button"
                          aria-label={`Remove code ${at + 1}`}
                          className={button({ variant: 'secondary' })}
                          onClick={() =>
                            remove(form, { path: ['versions', index, 'transaction_codes'], at })
                          }
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
                            path: ['versions', index, 'transaction_codes'],
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
          ) : (
            <Field of={form} path={['versions', index, 'eval_string']}>
              {(field) => (
                <FormField id={id('formula')} label="Formula (MXL)" errors={field.errors}>
                  <MxlEditor
                    id={id('formula')}
                    label={`Formula of version ${index + 1}`}
                    value={field.input ?? ''}
                    onChange={field.onChange}
                    vocabulary={vocabulary}
                    invalid={Boolean(field.errors)}
                  />
                </FormField>
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
          <Field of={form} path={['versions', index, 'filter_start_date']}>
            {(field) => (
              <TextControl
                field={field}
                id={id('filter-start')}
                label="Transactions from"
                type="date"
              />
            )}
          </Field>
          <Field of={form} path={['versions', index, 'filter_end_date']}>
            {(field) => (
              <TextControl
                field={field}
                id={id('filter-end')}
                label="Transactions to"
                type="date"
              />
            )}
          </Field>
          <Field of={form} path={['versions', index, 'investment_type']}>
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
          <Field of={form} path={['versions', index, 'security_type']}>
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
          path={['versions', index, 'include_draft_transactions']}
          label="Include draft transactions"
        />
        <Checkbox
          form={form}
          path={['versions', index, 'exclude_fee_holdbacks']}
          label="Exclude fee holdbacks"
        />
      </details>
    </fieldset>
  );
}

export function LockedVersion({ version, index }: { version: CalculationVersion; index: number }) {
  return (
    <section
      aria-label={`Version ${index + 1}`}
      className={css({
        border: '1px solid',
        borderColor: 'gray.200',
        borderRadius: '8px',
        p: '4',
        mb: '4',
        bg: 'gray.50',
      })}
    >
      <div className={css({ fontWeight: 'semibold', mb: '1' })}>
        Version {index + 1}: {version.start_date} – {version.end_date ?? 'open'} (completed)
      </div>
      <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '2' })}>
        Figures were computed from this version; it changes only through Unsafe Edit (Internal
        Only).
      </p>
      <MxlFormulaText formula={version.formula} label={`Formula of version ${index + 1}`} />
    </section>
  );
}
