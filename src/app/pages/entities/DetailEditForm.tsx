import { Form, setErrors, useForm, type FormSchema, type FormStore } from '@formisch/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { card } from '../../components/page-styles';
import { reportServerErrors } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { useFormischGuard } from '../../lib/use-formisch-guard';

type ObjectFormSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined> &
  FormSchema;

type OneField = v.ObjectSchema<{ field: v.StringSchema<undefined> }, undefined>;

/**
 * The form that edits one bank account, contact or external ID of an entity. On submit the
 * API's own schema checks the payload first (same messages as the server), then it is sent;
 * errors from either land on the fields, whose API paths may carry a prefix ("contact.email").
 */
export function DetailEditForm<TSchema extends ObjectFormSchema, Payload>({
  kind,
  name,
  schema,
  initialInput,
  apiSchema,
  errorPrefix = '',
  toPayload,
  send,
  onDone,
  busy,
  children,
}: {
  /** "bank account", "contact", "external ID". */
  kind: string;
  /** How the item reads to a person, e.g. "Alpha Bank ••••3333". */
  name: string;
  schema: TSchema;
  initialInput: v.InferInput<TSchema>;
  apiSchema: v.GenericSchema<unknown, Payload>;
  errorPrefix?: string;
  toPayload: (output: v.InferOutput<TSchema>) => unknown;
  send: (payload: Payload) => Promise<unknown>;
  onDone: () => void;
  /** The save's own pending state: the form's submitting flag does not re-render this part. */
  busy: boolean;
  children: (form: FormStore<TSchema>) => ReactNode;
}) {
  const form = useForm({ schema, initialInput } as never) as unknown as FormStore<TSchema>;
  // Formisch types paths against the schema; any field of this one may hold the error.
  const loose = form as unknown as FormStore<OneField>;
  const showError = (path: string, message: string) => {
    const field = path.startsWith(errorPrefix) ? path.slice(errorPrefix.length) : null;
    if (!field || !(field in schema.entries)) return false;
    setErrors(loose, { path: [field as 'field'], errors: [message] });
    return true;
  };
  const submit = async (output: v.InferOutput<TSchema>) => {
    const checked = v.safeParse(apiSchema, toPayload(output));
    if (!checked.success) {
      for (const issue of checked.issues) showError(v.getDotPath(issue) ?? '', issue.message);
      toaster.create({ type: 'error', title: 'Invalid input' });
      throw new Error('Fix the highlighted fields before saving.');
    }
    try {
      await send(checked.output);
    } catch (error) {
      await reportServerErrors(error, showError);
      throw error;
    }
    onDone();
    setTimeout(() => toaster.create({ type: 'success', title: `${name} saved` }), 100);
  };
  const guard = useFormischGuard(form, schema, submit);
  const title = `Edit ${kind} ${name}`;
  return (
    <Form
      of={form}
      className={`${card} ${css({ mt: '3' })}`}
      aria-label={title}
      onSubmit={(output) => submit(output as v.InferOutput<TSchema>).catch(() => undefined)}
    >
      <h3 className={css({ fontWeight: 'semibold', mb: '3' })}>{title}</h3>
      <div
        className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', flexWrap: 'wrap' })}
      >
        {children(form)}
      </div>
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
        <button type="button" className={button({ variant: 'secondary' })} onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className={button()} disabled={busy || !form.isDirty}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
      {guard.dialog}
    </Form>
  );
}
