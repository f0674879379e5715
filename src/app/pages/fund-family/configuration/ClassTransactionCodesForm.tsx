import { Field, Form, reset, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import type { ClassTransactionCode } from '../../../../api/investor-class-codes';
import type { InvestorClassDetail } from '../../../../api/investor-classes';
import '../../../../api/validation-messages';
import { humanize } from '../../../components/form-field';
import { card, tableStyle } from '../../../components/page-styles';
import { ResetAndSave } from '../../../components/ResetAndSave';
import { fieldErrorsOn, reportServerErrors } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { usePermissions } from '../../../lib/use-permissions';
import { classChangeQueries, useSaveClassCodes } from '../../../queries/class-change-queries';

const codesSchema = v.object({
  overrides: v.array(
    v.object({
      transaction_code_id: v.string(),
      is_enabled: v.boolean(),
      display_name: v.pipe(v.string(), v.maxLength(100)),
    }),
  ),
});

const toInput = (codes: readonly ClassTransactionCode[]) => ({
  overrides: codes.map((c) => ({
    transaction_code_id: c.id,
    is_enabled: c.is_enabled,
    display_name: c.is_overridden && c.display_name !== c.fund_display_name ? c.display_name : '',
  })),
});

const cellInput = css({
  border: '1px solid token(colors.gray.300)',
  borderRadius: '4px',
  px: '2',
  py: '1',
  width: '100%',
});

function CellErrors({ errors }: { errors: readonly string[] | null }) {
  return errors ? (
    <div role="alert" className={css({ color: 'red.700', fontSize: 'xs' })}>
      {errors.join(', ')}
    </div>
  ) : null;
}

function CodesForm({
  investorClass,
  codes,
}: {
  investorClass: InvestorClassDetail;
  codes: ClassTransactionCode[];
}) {
  const { can } = usePermissions();
  const editable = can('config');
  const form = useForm({ schema: codesSchema, initialInput: toInput(codes) });
  const save = useSaveClassCodes(investorClass.fund_family_id, investorClass.id);
  const submit = async (output: v.InferOutput<typeof codesSchema>) => {
    try {
      const saved = await save.mutateAsync({
        overrides: output.overrides.map((o) => ({
          ...o,
          display_name: o.display_name.trim() || null,
        })),
      });
      reset(form, { initialInput: toInput(saved) });
      setTimeout(
        () => toaster.create({ type: 'success', title: `${investorClass.name}: codes saved` }),
        100,
      );
    } catch (error) {
      await reportServerErrors(error, fieldErrorsOn(form, ['overrides']));
      throw error;
    }
  };
  const guard = useFormischGuard(form, codesSchema, submit);
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Class transaction codes"
    >
      <p className={css({ color: 'gray.600', mb: '3' })}>
        The fund family’s transaction codes as {investorClass.name} uses them: switch off the codes
        the class does not use, and give others the name its commitments’ activity and fees show.
        Codes the product posts for every class (commitments, equalization, true-ups) stay on.
      </p>
      <table className={tableStyle} aria-label="Transaction codes of the class">
        <thead>
          <tr>
            <th>Code</th>
            <th>Classification</th>
            <th>Fund name</th>
            <th>Used by the class</th>
            <th>Name for the class</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code, index) => (
            <tr key={code.id}>
              <td className={css({ fontFamily: 'mono', fontSize: 'sm' })}>{code.name}</td>
              <td>{humanize(code.classification)}</td>
              <td>{code.fund_display_name}</td>
              <td>
                <Field of={form} path={['overrides', index, 'is_enabled']}>
                  {(field) => (
                    <>
                      <input
                        {...(field.props as React.InputHTMLAttributes<HTMLInputElement>)}
                        type="checkbox"
                        aria-label={`${code.name} used by the class`}
                        checked={field.input === true}
                        disabled={!editable || code.is_required}
                      />
                      <CellErrors errors={field.errors} />
                    </>
                  )}
                </Field>
              </td>
              <td>
                <Field of={form} path={['overrides', index, 'display_name']}>
                  {(field) => (
                    <>
                      <input
                        {...(field.props as React.InputHTMLAttributes<HTMLInputElement>)}
                        aria-label={`${code.name} name for the class`}
                        placeholder={code.fund_display_name}
                        value={typeof field.input === 'string' ? field.input : ''}
                        readOnly={!editable}
                        className={cellInput}
                      />
                      <CellErrors errors={field.errors} />
                    </>
                  )}
                </Field>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editable ? <ResetAndSave form={form} saveLabel="Save transaction codes" /> : null}
      {guard.dialog}
    </Form>
  );
}

/** Tab "transaction-codes" of a class (spec §2): the family's codes with the class's overrides. */
export function ClassTransactionCodes({ investorClass }: { investorClass: InvestorClassDetail }) {
  const { data: codes, error } = useQuery(
    classChangeQueries.classCodes(investorClass.fund_family_id, investorClass.id),
  );
  if (error) return <p className={card}>The class’s transaction codes could not be loaded.</p>;
  if (!codes) return <p>Loading…</p>;
  if (codes.length === 0)
    return <p className={card}>The fund family has no transaction codes yet.</p>;
  return <CodesForm investorClass={investorClass} codes={codes} />;
}
