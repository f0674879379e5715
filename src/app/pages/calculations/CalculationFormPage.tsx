import {
  Field,
  FieldArray,
  Form,
  insert,
  remove,
  reset,
  setErrors,
  useForm,
  type FormStore,
} from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import type { InputHTMLAttributes } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import {
  calculationPageCategories,
  formulaDisplayTypes,
  type Calculation,
  type CalculationKind,
  type CalculationVersion,
  type CalculationPageCategory,
} from '../../../api/calculations';
import { INVESTMENT_TYPES, SECURITY_TYPES } from '../../../domain/mxl';
import { button } from '../../components/button-styles';
import { SelectControl, TextControl } from '../../components/form-controls';
import { FormField, humanize, inputClass } from '../../components/form-field';
import { MxlEditor } from '../../components/mxl/MxlEditor';
import { MxlFormulaText } from '../../components/mxl/MxlFormulaText';
import type { MxlVocabulary } from '../../components/mxl/mxl-language';
import { card, page, pageTitle } from '../../components/page-styles';
import { reportServerErrors } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { useFormischGuard } from '../../lib/use-formisch-guard';
import {
  calculationQueries,
  transactionCodesQuery,
  useCreateCalculation,
  useUpdateCalculation,
} from '../../queries/calculation-queries';
import { ErrorPage } from '../ErrorPage';
import {
  calculationFormSchema,
  formPathOf,
  newVersion,
  toCalculationInput,
  toFormInput,
  type CalculationFormInput,
} from './calculation-form-schema';
import { calculationsPath } from './calculations-table';

type Schema = typeof calculationFormSchema;

const sectionTitle = css({ fontWeight: 'semibold', fontSize: 'md', mb: '3' });
const grid = css({
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

function VersionEditor({
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

function LockedVersion({ version, index }: { version: CalculationVersion; index: number }) {
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

function CalculationForm({
  fundFamilyId,
  category,
  kind,
  calculation,
  unsafe,
  vocabulary,
  codes,
}: {
  fundFamilyId: string;
  category: CalculationPageCategory;
  kind: CalculationKind;
  calculation: Calculation | null;
  unsafe: boolean;
  vocabulary: MxlVocabulary;
  codes: readonly { name: string; display_name: string }[];
}) {
  const today = new Date().toISOString().slice(0, 10);
  const initialInput: CalculationFormInput = calculation
    ? toFormInput(calculation)
    : {
        name: '',
        display_name: '',
        description: '',
        display_type: 'money',
        versions: [newVersion(kind, today)],
      };
  const form = useForm({ schema: calculationFormSchema, initialInput });
  const create = useCreateCalculation(fundFamilyId);
  const update = useUpdateCalculation(fundFamilyId);
  const [, navigate] = useLocation();
  const listPath = calculationsPath(fundFamilyId, category);
  // Completed versions of an MXL calculation are history: only Unsafe Edit changes them.
  const lockedVersions = new Map(
    kind === 'mxl' && !unsafe && calculation
      ? calculation.versions
          .filter((version) => version.status === 'completed')
          .map((version) => [version.id, version])
      : [],
  );

  const save = async (output: v.InferOutput<typeof calculationFormSchema>) => {
    const input = toCalculationInput(output, category);
    try {
      const saved = calculation
        ? await update.mutateAsync({ kind, id: calculation.id, input, unsafe })
        : await create.mutateAsync({ kind, input });
      reset(form, { initialInput: toFormInput(saved) });
      toaster.create({ type: 'success', title: `${saved.display_name} saved` });
      return saved;
    } catch (error) {
      await reportServerErrors(error, (path, message) => {
        const formPath = formPathOf(path);
        if (!formPath) return false;
        // Server paths are the form's paths; formisch's path type cannot see that statically.
        setErrors(form, { path: formPath as ['name'], errors: [message] });
        return true;
      });
      throw error;
    }
  };
  const submit = async (output: v.InferOutput<typeof calculationFormSchema>) => {
    const saved = await save(output).catch(() => null);
    // Saved means nothing is unsaved, though the form's dirty flag updates a render later.
    if (saved) navigate(`${listPath}/${saved.id}`, { state: { skipBlocker: true } });
  };
  const guard = useFormischGuard(form, calculationFormSchema, save);

  return (
    <Form of={form} onSubmit={(output) => submit(output)} aria-label="Calculation" className={card}>
      {unsafe ? (
        <p
          role="note"
          className={css({ bg: 'red.50', color: 'red.800', p: '3', borderRadius: '6px', mb: '4' })}
        >
          Unsafe Edit (Internal Only): completed versions can be changed here, which changes figures
          already reported from them.
        </p>
      ) : null}
      <h2 className={sectionTitle}>Definition</h2>
      <div className={grid}>
        <Field of={form} path={['name']}>
          {(field) => <TextControl field={field} id="calculation-name" label="Title" />}
        </Field>
        <Field of={form} path={['display_name']}>
          {(field) => (
            <TextControl
              field={field}
              id="calculation-display-name"
              label="Display name"
              hint="The name formulas use: letters, numbers and underscores"
            />
          )}
        </Field>
        <Field of={form} path={['display_type']}>
          {(field) => (
            <SelectControl
              field={field}
              id="calculation-display-type"
              label="Display type"
              options={formulaDisplayTypes.map((value) => ({ value, label: humanize(value) }))}
            />
          )}
        </Field>
      </div>
      <Field of={form} path={['description']}>
        {(field) => <TextControl field={field} id="calculation-description" label="Description" />}
      </Field>
      <h2 className={sectionTitle}>Versions</h2>
      <FieldArray of={form} path={['versions']}>
        {(array) => (
          <>
            {array.errors ? (
              <div role="alert" className={css({ color: 'red.700', mb: '2' })}>
                {array.errors.join(', ')}
              </div>
            ) : null}
            {array.items.map((key, index) => (
              <Field key={key} of={form} path={['versions', index, 'id']}>
                {(idField) => {
                  const locked = lockedVersions.get(idField.input ?? '');
                  return locked ? (
                    <LockedVersion version={locked} index={index} />
                  ) : (
                    <VersionEditor
                      form={form}
                      index={index}
                      kind={kind}
                      codes={codes}
                      vocabulary={vocabulary}
                      canRemove={array.items.length > 1}
                    />
                  );
                }}
              </Field>
            ))}
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              onClick={() =>
                insert(form, { path: ['versions'], initialInput: newVersion(kind, today) })
              }
            >
              Add version
            </button>
          </>
        )}
      </FieldArray>
      {guard.dialog}
      <div className={css({ display: 'flex', gap: '2', mt: '6' })}>
        <button type="submit" className={button()} disabled={form.isSubmitting}>
          Save
        </button>
        <Link
          href={calculation ? `${listPath}/${calculation.id}` : listPath}
          className={button({ variant: 'secondary' })}
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/**
 * Create and edit pages (spec §2): create, {id}/edit for transaction calculations;
 * create-mxl, mxl/{id}/edit/{unsafe?} and the with-subcalcs routes for MXL ones.
 */
export function CalculationFormPage({
  kind,
  mode,
}: {
  kind: CalculationKind;
  mode: 'create' | 'edit';
}) {
  const params = useParams<{
    fundFamilyId: string;
    category: string;
    calculationId?: string;
    unsafe?: string;
  }>();
  const fundFamilyId = params.fundFamilyId ?? '';
  const category = (
    (calculationPageCategories as readonly string[]).includes(params.category ?? '')
      ? params.category
      : 'accounting'
  ) as CalculationPageCategory;
  const calculationId = params.calculationId ?? '';
  const unsafe = params.unsafe === 'unsafe' || params.unsafe === 'true';
  const detail = useQuery({
    ...calculationQueries.detail(fundFamilyId, kind, calculationId),
    enabled: mode === 'edit',
  });
  const all = useQuery(calculationQueries.family(fundFamilyId));
  const codes = useQuery(transactionCodesQuery(fundFamilyId));
  if (detail.error) return <ErrorPage error={detail.error} />;
  if ((mode === 'edit' && !detail.data) || !codes.data || !all.data) {
    return <main className={page}>Loading…</main>;
  }
  const vocabulary: MxlVocabulary = {
    calculations: all.data
      .filter((calculation) => calculation.id !== calculationId)
      .map((calculation) => ({ name: calculation.display_name, title: calculation.name })),
    transactionCodes: codes.data.map((code) => ({ name: code.name, title: code.display_name })),
  };
  const what = kind === 'mxl' ? 'MXL calculation' : 'calculation';
  return (
    <main className={page} style={{ maxWidth: 1100 }}>
      <h1 className={pageTitle}>
        {mode === 'create' ? `New ${what}` : `Edit ${detail.data!.display_name}`}
      </h1>
      <CalculationForm
        key={detail.data?.id ?? 'new'}
        fundFamilyId={fundFamilyId}
        category={category}
        kind={kind}
        calculation={mode === 'edit' ? detail.data! : null}
        unsafe={unsafe}
        vocabulary={vocabulary}
        codes={codes.data}
      />
    </main>
  );
}
