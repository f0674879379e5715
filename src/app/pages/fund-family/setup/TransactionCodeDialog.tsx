import { Field, Form, useForm } from '@formisch/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import type { TransactionCode } from '../../../../api/fund-structure';
import {
  postedByTheProduct,
  transactionCodeClassifications,
  transactionCodeCreateSchema,
  transactionCodeFlags,
  type TransactionCodeFlag,
} from '../../../../api/transaction-codes';
import '../../../../api/validation-messages';
import { button } from '../../../components/button-styles';
import { CheckboxControl, SelectControl, TextControl } from '../../../components/form-controls';
import { humanize } from '../../../components/form-field';
import { Modal } from '../../../components/Modal';
import { api } from '../../../lib/api-client';
import { fieldErrorsOn, reportServerErrors } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';

export const flagLabels: Record<TransactionCodeFlag, string> = {
  should_get_equalized: 'Equalized',
  affects_equalization_interest: 'Eq. interest',
  affects_gross_irr: 'Gross IRR',
  affects_net_irr: 'Net IRR',
  affects_nav: 'NAV',
  affects_waterfall: 'Waterfall',
  affects_fee_accrual_interest: 'Fee accrual interest',
  is_recallable: 'Recallable',
};

const flagHelp: Record<TransactionCodeFlag, string> = {
  should_get_equalized: 'Subsequent closers pay their share of it',
  affects_equalization_interest: 'Counts toward equalization interest',
  affects_gross_irr: 'Counts in the gross IRR',
  affects_net_irr: 'Counts in the net IRR',
  affects_nav: 'Counts in the net asset value',
  affects_waterfall: 'Counts in the waterfall',
  affects_fee_accrual_interest: 'Counts toward fee accrual interest',
  is_recallable: 'Distributions with it can be recalled',
};

type CodeInput = v.InferInput<typeof transactionCodeCreateSchema>;

const toInput = (code: TransactionCode | null): CodeInput => ({
  name: code?.name ?? '',
  display_name: code?.display_name ?? '',
  classification: (code?.classification ?? 'investment') as CodeInput['classification'],
  ...Object.fromEntries(transactionCodeFlags.map((flag) => [flag, code?.[flag] ?? false])),
});

/** Add a transaction code, or edit one (its name never changes once made). */
export function TransactionCodeDialog({
  fundFamilyId,
  code,
  onClose,
}: {
  fundFamilyId: string;
  /** null adds a new code. */
  code: TransactionCode | null;
  onClose: () => void;
}) {
  const form = useForm({ schema: transactionCodeCreateSchema, initialInput: toInput(code) });
  const queryClient = useQueryClient();
  const path = `fund-family/${fundFamilyId}/transactions/configuration/`;
  const save = useMutation({
    mutationFn: ({ name, ...rest }: v.InferOutput<typeof transactionCodeCreateSchema>) =>
      code
        ? api.put(`${path}${code.id}/`, { json: rest }).json<TransactionCode>()
        : api.post(path, { json: { name, ...rest } }).json<TransactionCode>(),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: ['fund-family', fundFamilyId, 'transaction-codes'],
      }),
  });
  const builtIn = code !== null && (postedByTheProduct as readonly string[]).includes(code.name);

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={code ? `Edit ${code.display_name}` : 'Add transaction code'}
      width="560px"
    >
      <Form
        of={form}
        aria-label="Transaction code"
        onSubmit={async (output) => {
          try {
            await save.mutateAsync(output);
            toaster.create({ type: 'success', title: code ? 'Code saved' : 'Code added' });
            onClose();
          } catch (error) {
            await reportServerErrors(error, fieldErrorsOn(form, Object.keys(output)));
          }
        }}
      >
        {code ? (
          <p className={css({ fontFamily: 'mono', fontSize: 'sm', color: 'gray.600', mb: '3' })}>
            {code.name}
          </p>
        ) : (
          <Field of={form} path={['name']}>
            {(field) => (
              <TextControl
                field={field}
                id="code-name"
                label="Code name"
                hint="Formulas refer to it by this name, e.g. contribution_legal_fees"
              />
            )}
          </Field>
        )}
        <Field of={form} path={['display_name']}>
          {(field) => <TextControl field={field} id="code-display-name" label="Display name" />}
        </Field>
        <Field of={form} path={['classification']}>
          {(field) =>
            builtIn ? (
              <p className={css({ fontSize: 'sm', mb: '3' })}>
                Classification: {humanize(code.classification)} (closings post this code)
              </p>
            ) : (
              <SelectControl
                field={field}
                id="code-classification"
                label="Classification"
                options={transactionCodeClassifications.map((c) => ({
                  value: c,
                  label: humanize(c),
                }))}
              />
            )
          }
        </Field>
        <fieldset className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1' })}>
          <legend className={css({ fontWeight: 'medium', mb: '1' })}>Counts toward</legend>
          {transactionCodeFlags.map((flag) => (
            <Field key={flag} of={form} path={[flag]}>
              {(field) => (
                <div title={flagHelp[flag]}>
                  <CheckboxControl field={field} id={`code-${flag}`} label={flagLabels[flag]} />
                </div>
              )}
            </Field>
          ))}
        </fieldset>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '4' })}>
          <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={button()} disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Saving…' : code ? 'Save code' : 'Add code'}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
