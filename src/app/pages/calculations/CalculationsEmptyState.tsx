import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { calculationExamples, type CalculationExample } from '../../../api/calculation-examples';
import type { CalculationPageCategory } from '../../../api/calculations';
import { button } from '../../components/button-styles';
import { MxlFormulaText } from '../../components/mxl/MxlFormulaText';
import { reportServerErrors } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { calculationQueries, useCreateCalculation } from '../../queries/calculation-queries';
import { basicFormulaToMxl } from '../../../domain/mxl';

const exampleFormula = (example: CalculationExample) => {
  const version = example.input.versions[0]!;
  return version.calculation_type === 'basic'
    ? basicFormulaToMxl(version.transaction_codes ?? [])
    : (version.eval_string ?? '');
};

/**
 * Spec §2: no calculations yet. The examples are real: adding one creates it through the
 * API, after the calculations it uses (unfunded commitment needs total contributions).
 */
export function CalculationsEmptyState({
  fundFamilyId,
  category,
  canAdd,
  canAddMxl,
  createPath,
  createMxlPath,
}: {
  fundFamilyId: string;
  category: CalculationPageCategory;
  canAdd: boolean;
  canAddMxl: boolean;
  createPath: string;
  createMxlPath: string;
}) {
  const create = useCreateCalculation(fundFamilyId);
  const { data: existing = [] } = useQuery(calculationQueries.family(fundFamilyId));
  const add = async (examples: readonly CalculationExample[], title: string) => {
    const have = new Set(existing.map((calculation) => calculation.display_name));
    const needed = examples
      .flatMap((example) => [
        ...example.requires.flatMap((name) =>
          calculationExamples.filter((other) => other.input.display_name === name),
        ),
        example,
      ])
      .filter((item) => {
        if (have.has(item.input.display_name)) return false;
        have.add(item.input.display_name);
        return true;
      });
    try {
      for (const item of needed) {
        // Examples land on the page they were added from.
        await create.mutateAsync({ kind: 'transaction', input: { ...item.input, category } });
      }
      toaster.create({ type: 'success', title: `${title} added` });
    } catch (error) {
      await reportServerErrors(error, () => false);
    }
  };
  return (
    <section
      aria-label="No calculations yet"
      className={css({ textAlign: 'center', py: '8', px: '4' })}
    >
      <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>No calculations yet</h2>
      <p className={css({ color: 'gray.600', mt: '1', mb: '4' })}>
        Calculations turn the ledger into the figures fees, notices and reports use.
      </p>
      {canAdd ? (
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'center', mb: '6' })}>
          <Link href={createPath} className={button()}>
            Add custom calculation
          </Link>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={create.isPending}
            onClick={() => void add(calculationExamples, 'The three examples')}
          >
            Add all three examples
          </button>
          {canAddMxl ? (
            <Link href={createMxlPath} className={button({ variant: 'secondary' })}>
              Add MXL calculation
            </Link>
          ) : null}
        </div>
      ) : null}
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
          gap: '4',
          textAlign: 'left',
        })}
      >
        {calculationExamples.map((example) => (
          <article
            key={example.input.display_name}
            aria-label={`Example ${example.title}`}
            className={css({
              border: '1px solid',
              borderColor: 'gray.200',
              borderRadius: '8px',
              p: '4',
              display: 'flex',
              flexDirection: 'column',
              gap: '2',
            })}
          >
            <h3 className={css({ fontWeight: 'semibold' })}>{example.title}</h3>
            <p className={css({ color: 'gray.600', fontSize: 'sm' })}>{example.summary}</p>
            <MxlFormulaText formula={exampleFormula(example)} />
            {canAdd ? (
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                disabled={create.isPending}
                onClick={() => void add([example], example.title)}
              >
                Add {example.title.toLowerCase()}
              </button>
            ) : null}
          </article>
        ))}
      </div>
    </section>
  );
}
