import { Field, Form, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import type { TierPlaygroundPreview } from '../../../../api/waterfall-tier-audit';
import { COMPOUNDING_CADENCES, PREF_LIMITING_FACTORS } from '../../../../api/waterfall';
import { DAY_COUNTS } from '../../../../domain/day-count';
import { button } from '../../../components/button-styles';
import { FormField, inputClass } from '../../../components/form-field';
import { SelectControl, TextControl } from '../../../components/form-controls';
import { MoneyText } from '../../../components/MoneyText';
import { card, tableStyle } from '../../../components/page-styles';
import { apiErrorOf } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import {
  distributionQueries,
  useTierPlaygroundPreview,
} from '../distribution/distribution-queries';
import { AuditStepList } from './AuditStepList';
import { blankPlayground, playgroundFormSchema, playgroundInputOf } from './playground-form';
import { ReviewFrame } from './ReviewFrame';
import { useReviewPaths } from './review-paths';

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' });
const keepRun = { value: '', label: "Keep the run's" };
const optionsOf = (values: readonly string[]) => [
  keepRun,
  ...values.map((value) => ({ value, label: value.replaceAll('_', ' ') })),
];

/** The run beside the preview, figure by figure, with the difference. */
function Comparison({ preview }: { preview: TierPlaygroundPreview }) {
  const rows = [
    ['Into the tier', preview.run.available_cents, preview.preview.available_cents, null],
    [
      'To partner',
      preview.run.to_partner_cents,
      preview.preview.to_partner_cents,
      preview.difference.to_partner_cents,
    ],
    [
      'To carry partner',
      preview.run.to_carry_partner_cents,
      preview.preview.to_carry_partner_cents,
      preview.difference.to_carry_partner_cents,
    ],
    [
      'Left for the next tier',
      preview.run.remaining_cents,
      preview.preview.remaining_cents,
      preview.difference.remaining_cents,
    ],
  ] as const;
  return (
    <section className={card} style={{ marginTop: 20 }} aria-label="Effect of the changed inputs">
      <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>Effect for {preview.lp}</h2>
      <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '2' })}>
        Run: {preview.run.terms}. Preview: {preview.preview.terms}. Nothing was posted or stored.
      </p>
      <table className={tableStyle} aria-label="Run and preview">
        <thead>
          <tr>
            <th>Figure</th>
            <th className={css({ textAlign: 'right!' })}>Run</th>
            <th className={css({ textAlign: 'right!' })}>Preview</th>
            <th className={css({ textAlign: 'right!' })}>Difference</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, run, changed, difference]) => (
            <tr key={label}>
              <td>{label}</td>
              <td className={css({ textAlign: 'right' })}>
                <MoneyText cents={run} />
              </td>
              <td className={css({ textAlign: 'right' })}>
                <MoneyText cents={changed} />
              </td>
              <td className={css({ textAlign: 'right' })}>
                {difference === null ? '—' : <MoneyText cents={difference} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className={css({ fontWeight: 'medium', mt: '3', mb: '1' })}>
        How the preview is computed
      </h3>
      <AuditStepList steps={preview.preview.steps} label="Steps of the preview" />
    </section>
  );
}

/**
 * calculation-playground/{waterfallTierMappingId}/{waterfallTierId} (spec §2; issue 18 step 3):
 * one partner's tier with changed inputs (rate, compounding, day count, catch-up, carry, what
 * reaches it), beside what the run did. It posts nothing and stores nothing.
 */
export function CalculationPlaygroundPage() {
  const paths = useReviewPaths();
  const [, navigate] = useLocation();
  const { fundFamilyId, eventId, subEventId } = paths.params;
  const tierIndex = Number(paths.params.tierIndex ?? 0);
  const { data: audit } = useQuery(
    distributionQueries.tierAudit(fundFamilyId, eventId, subEventId, tierIndex),
  );
  const commitmentId = paths.params.commitmentId ?? audit?.partners[0]?.commitment_id ?? '';
  const preview = useTierPlaygroundPreview(fundFamilyId, eventId, subEventId, tierIndex);
  const form = useForm({ schema: playgroundFormSchema, initialInput: blankPlayground });
  const partner = audit?.partners.find((p) => p.commitment_id === commitmentId);
  return (
    <ReviewFrame
      title={
        audit
          ? `Calculation playground: ${tierIndex + 1}. ${audit.tier.name}`
          : 'Calculation playground'
      }
      subtitle="Change a tier's inputs and see the effect. Nothing is posted or stored."
      back={[
        { href: paths.review, label: 'Waterfall review' },
        { href: paths.tierAudit(tierIndex), label: 'Tier audit' },
      ]}
    >
      <Form
        of={form}
        className={card}
        aria-label="Tier inputs"
        onSubmit={async (output) => {
          try {
            await preview.mutateAsync(playgroundInputOf(commitmentId, output));
          } catch (failure) {
            toaster.create({ type: 'error', title: (await apiErrorOf(failure)).message });
          }
        }}
      >
        <FormField id="playground-partner" label="Partner">
          <select
            id="playground-partner"
            className={inputClass}
            value={commitmentId}
            onChange={(e) => {
              preview.reset();
              navigate(`${paths.playground(tierIndex)}/${e.target.value}`, { replace: true });
            }}
          >
            {(audit?.partners ?? []).map((p) => (
              <option key={p.commitment_id} value={p.commitment_id}>
                {p.lp}
              </option>
            ))}
          </select>
        </FormField>
        {partner ? (
          <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '3' })}>
            In the run: {partner.terms}.
          </p>
        ) : null}
        <div className={grid}>
          <Field of={form} path={['rate_percent']}>
            {(field) => (
              <TextControl
                field={field}
                id="playground-rate"
                label="Rate (%)"
                inputMode="decimal"
              />
            )}
          </Field>
          <Field of={form} path={['compounding']}>
            {(field) => (
              <SelectControl
                field={field}
                id="playground-compounding"
                label="Compounding"
                options={optionsOf(COMPOUNDING_CADENCES)}
              />
            )}
          </Field>
          <Field of={form} path={['day_count']}>
            {(field) => (
              <SelectControl
                field={field}
                id="playground-day-count"
                label="Day count"
                options={optionsOf(DAY_COUNTS)}
              />
            )}
          </Field>
          <Field of={form} path={['limiting_factor']}>
            {(field) => (
              <SelectControl
                field={field}
                id="playground-limiting-factor"
                label="Limiting factor"
                options={optionsOf(PREF_LIMITING_FACTORS)}
              />
            )}
          </Field>
          <Field of={form} path={['catch_up_percent']}>
            {(field) => (
              <TextControl
                field={field}
                id="playground-catch-up"
                label="Catch-up (%)"
                inputMode="decimal"
              />
            )}
          </Field>
          <Field of={form} path={['carry_percent']}>
            {(field) => (
              <TextControl
                field={field}
                id="playground-carry"
                label="Carry (%)"
                inputMode="decimal"
              />
            )}
          </Field>
          <Field of={form} path={['available']}>
            {(field) => (
              <TextControl
                field={field}
                id="playground-available"
                label="Into the tier"
                inputMode="decimal"
              />
            )}
          </Field>
        </div>
        <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
          <button type="submit" className={button()} disabled={preview.isPending || !commitmentId}>
            {preview.isPending ? 'Computing…' : 'Preview'}
          </button>
        </div>
      </Form>
      {preview.data ? <Comparison preview={preview.data} /> : null}
    </ReviewFrame>
  );
}
