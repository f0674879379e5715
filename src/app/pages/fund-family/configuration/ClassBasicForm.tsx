import { Field, Form, reset, useForm } from '@formisch/react';
import * as v from 'valibot';
import type { InvestorClassDetail } from '../../../../api/investor-classes';
import { requiredText } from '../../../../api/money-input';
import '../../../../api/validation-messages';
import { TextControl } from '../../../components/form-controls';
import { card } from '../../../components/page-styles';
import { ResetAndSave } from '../../../components/ResetAndSave';
import { fieldErrorsOn, reportServerErrors } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { useSaveInvestorClass } from '../../../queries/fund-configuration-queries';
import { classInputOf } from './class-input';

const basicSchema = v.object({
  name: requiredText(100),
  description: v.pipe(v.string(), v.maxLength(500)),
});

/** Tab "basic" of a class: its name and description. */
export function ClassBasicForm({ investorClass }: { investorClass: InvestorClassDetail }) {
  const initialInput = { name: investorClass.name, description: investorClass.description ?? '' };
  const form = useForm({ schema: basicSchema, initialInput });
  const save = useSaveInvestorClass(investorClass.fund_family_id, investorClass.id);
  const submit = async (output: v.InferOutput<typeof basicSchema>) => {
    try {
      const saved = await save.mutateAsync({
        ...classInputOf(investorClass),
        name: output.name,
        description: output.description.trim() || null,
      });
      reset(form, { initialInput: { name: saved.name, description: saved.description ?? '' } });
      setTimeout(() => toaster.create({ type: 'success', title: 'Class saved' }), 100);
    } catch (error) {
      await reportServerErrors(error, fieldErrorsOn(form, ['name', 'description']));
      throw error;
    }
  };
  const guard = useFormischGuard(form, basicSchema, submit);
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Class"
    >
      <Field of={form} path={['name']}>
        {(field) => <TextControl field={field} id="class-name" label="Name" />}
      </Field>
      <Field of={form} path={['description']}>
        {(field) => <TextControl field={field} id="class-description" label="Description" />}
      </Field>
      <ResetAndSave form={form} saveLabel="Save class" />
      {guard.dialog}
    </Form>
  );
}
