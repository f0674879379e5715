import { Field, Form, useForm } from '@formisch/react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import {
  BUILT_NOTICE_GENERATION_TYPES,
  NOTICE_GENERATION_TYPES,
  noticeConfigInputSchema,
  type NoticeConfig,
  type NoticeGenerationType,
} from '../../../../../api/notice';
import '../../../../../api/validation-messages';
import { TextControl } from '../../../../components/form-controls';
import { card } from '../../../../components/page-styles';
import { ResetAndSave } from '../../../../components/ResetAndSave';
import { TextAreaControl } from '../../../../components/TextAreaControl';
import { fieldErrorsOn, reportServerErrors } from '../../../../lib/server-field-errors';
import { toaster } from '../../../../lib/toaster';
import { useFormischGuard } from '../../../../lib/use-formisch-guard';
import { useSaveNoticeConfig } from './notice-config-queries';

/** The shared contract without the custom template, which only custom HTML notices use. */
const configSchema = v.omit(noticeConfigInputSchema, ['custom_template']);
type ConfigOutput = v.InferOutput<typeof configSchema>;

/** Spec §3 notice generation types, as people read them. */
const generationTypeLabels: Record<NoticeGenerationType, string> = {
  pdf_markdown: 'PDF from the template (sections with placeholders)',
  pdf_custom_html: 'PDF from custom HTML',
  pdf_fill: 'Filled PDF form (the customer’s AcroForm)',
};
const built = new Set<string>(BUILT_NOTICE_GENERATION_TYPES);

const sectionTitle = css({ fontSize: 'md', fontWeight: 'semibold', mt: '2', mb: '2' });
const radioRow = css({ display: 'flex', gap: '2', alignItems: 'center', mb: '1' });

/** One wire-instructions row per fund entity LPs commit to, in the configuration's order. */
function inputOf(config: NoticeConfig) {
  const saved = new Map(config.wire_instructions.map((w) => [w.fund_entity_id, w.instructions]));
  return {
    letterhead: config.letterhead,
    signatory: config.signatory,
    generation_type: config.generation_type,
    wire_instructions: config.fund_entities.map((entity) => ({
      fund_entity_id: entity.id,
      instructions: saved.get(entity.id) ?? '',
    })),
  };
}

/**
 * Tab "config" of Configuration → Notices (service staff, spec §6): the letterhead and
 * signatory every notice carries, how notices are made (only pdf_markdown is built: the others
 * show, disabled, as not available yet) and each fund entity's wire instructions.
 */
export function NoticeConfigForm({ config }: { config: NoticeConfig }) {
  const form = useForm({ schema: configSchema, initialInput: inputOf(config) });
  const save = useSaveNoticeConfig(config.fund_family_id);
  const known = ['letterhead', 'signatory', 'generation_type', 'wire_instructions'];
  const submit = async (output: ConfigOutput) => {
    try {
      await save.mutateAsync({
        ...output,
        custom_template: config.custom_template,
        // An entity without instructions is left out rather than stored empty.
        wire_instructions: output.wire_instructions.filter((w) => w.instructions.trim() !== ''),
      });
      setTimeout(() => toaster.create({ type: 'success', title: 'Notice configuration saved' }));
    } catch (error) {
      // An entity refused by id is shown on its instructions, the field people see.
      const onField = fieldErrorsOn(form, known);
      await reportServerErrors(error, (path, message) =>
        onField(path.replace(/\.fund_entity_id$/, '.instructions'), message),
      );
      throw error;
    }
  };
  const guard = useFormischGuard(form, configSchema, submit);
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Notice configuration"
    >
      <Field of={form} path={['letterhead']}>
        {(field) => (
          <TextAreaControl
            field={field}
            id="notice-letterhead"
            label="Letterhead"
            hint="Printed at the top of every notice: the manager's name and address."
          />
        )}
      </Field>
      <Field of={form} path={['signatory']}>
        {(field) => (
          <TextControl
            field={field}
            id="notice-signatory"
            label="Signatory"
            hint="Who signs the notices, e.g. the name and title of the CFO."
          />
        )}
      </Field>
      <Field of={form} path={['generation_type']}>
        {(field) => (
          <fieldset className={css({ mb: '4' })} aria-describedby="generation-type-error">
            <legend className={css({ fontWeight: 'medium', mb: '1' })}>Generation type</legend>
            {NOTICE_GENERATION_TYPES.map((type) => (
              <label key={type} className={radioRow}>
                <input
                  type="radio"
                  name="generation_type"
                  value={type}
                  checked={field.input === type}
                  disabled={!built.has(type)}
                  onChange={() => field.onChange(type)}
                />
                {generationTypeLabels[type]}
                {built.has(type) ? null : (
                  <span className={css({ color: 'gray.500', fontSize: 'sm' })}>
                    (not available yet)
                  </span>
                )}
              </label>
            ))}
            {field.errors ? (
              <p id="generation-type-error" role="alert" className={css({ color: 'red.700' })}>
                {field.errors.join(', ')}
              </p>
            ) : null}
          </fieldset>
        )}
      </Field>
      <h3 className={sectionTitle}>Wire instructions</h3>
      <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '3' })}>
        Each LP's notice gives the instructions of the fund entity it committed to.
      </p>
      {config.fund_entities.map((entity, index) => (
        <Field key={entity.id} of={form} path={['wire_instructions', index, 'instructions']}>
          {(field) => (
            <TextAreaControl
              field={field}
              id={`wire-instructions-${index}`}
              label={`Wire instructions: ${entity.name}`}
              rows={2}
            />
          )}
        </Field>
      ))}
      <ResetAndSave form={form} saveLabel="Save configuration" busy={save.isPending} />
      {guard.dialog}
    </Form>
  );
}
