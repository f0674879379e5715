import {
  Field,
  FieldArray,
  Form,
  insert,
  reset,
  setErrors,
  useField,
  useForm,
} from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'wouter';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import type { Calculation } from '../../../api/calculation-responses';
import {
  calculationPageCategories,
  formulaDisplayTypes,
  type CalculationKind,
  type CalculationPageCategory,
} from '../../../api/calculations';
import { button } from '../../components/button-styles';
import { SelectControl, TextControl } from '../../components/form-controls';
import { humanize } from '../../components/form-field';
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

import { CalculationFlagsFields } from './CalculationFlagsFields';
import { grid, LockedVersion, VersionEditor } from './CalculationVersionEditor';
import { SubCalculationsEditor } from './SubCalculationsEditor';

const sectionTitle = css({ fontWeight: 'semibold', fontSize: 'md', mb: '3' });

function CalculationForm({
  fundFamilyId,
  category,
  kind,
  calculation,
  unsafe,
  withSubCalculations,
  vocabulary,
  codes,
}: {
  fundFamilyId: string;
  category: CalculationPageCategory;
  kind: CalculationKind;
  calculation: Calculation | null;
  unsafe: boolean;
  withSubCalculations: boolean;
  vocabulary: MxlVocabulary;
  codes: readonly { name: string; display_name: string }[];
}) {
  // A calculation that has sub-calculations always shows them, whichever route opened it.
  const showSubCalculations =
    withSubCalculations || (calculation?.calculation_definitions.length ?? 0) > 0;
  const today = new Date().toISOString().slice(0, 10);
  const initialInput: CalculationFormInput = calculation
    ? toFormInput(calculation)
    : {
        name: '',
        display_name: '',
        description: '',
        display_type: 'money',
        aggregatable: false,
        is_hypo_performance_metric: false,
        is_investment_performance_calculation: false,
        time_periods: [],
        calculation_definitions: [],
        versions: [newVersion(kind, today)],
      };
  const form = useForm({ schema: calculationFormSchema, initialInput });
  // The sub-calculations being written are names the formulas can use: offer them too.
  const subCalculations = useField(form, { path: ['calculation_definitions'] });
  const formulaVocabulary: MxlVocabulary = {
    ...vocabulary,
    calculations: [
      ...(subCalculations.input ?? [])
        .filter((sub) => sub?.name)
        .map((sub) => ({ name: sub!.name!, title: 'Sub-calculation' })),
      ...vocabulary.calculations,
    ],
  };
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
      <CalculationFlagsFields form={form} />
      {showSubCalculations ? (
        <>
          <h2 className={sectionTitle}>Sub-calculations</h2>
          <SubCalculationsEditor form={form} vocabulary={formulaVocabulary} />
        </>
      ) : null}
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
                      vocabulary={formulaVocabulary}
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
  withSubCalculations = false,
}: {
  kind: CalculationKind;
  mode: 'create' | 'edit';
  withSubCalculations?: boolean;
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
  const what =
    kind === 'transaction'
      ? 'calculation'
      : withSubCalculations
        ? 'MXL calculation with sub-calculations'
        : 'MXL calculation';
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
        withSubCalculations={withSubCalculations}
        vocabulary={vocabulary}
        codes={codes.data}
      />
    </main>
  );
}
