import { Field, Form, getInput, useForm } from '@formisch/react';
import { useState } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { noticeTemplateInputSchema, type NoticeTemplate } from '../../../../../api/notice';
import '../../../../../api/validation-messages';
import { EditableRows } from '../../../../components/EditableRows';
import { TextControl } from '../../../../components/form-controls';
import { card } from '../../../../components/page-styles';
import { ResetAndSave } from '../../../../components/ResetAndSave';
import { TextAreaControl } from '../../../../components/TextAreaControl';
import { fieldErrorsOn, reportServerErrors } from '../../../../lib/server-field-errors';
import { toaster } from '../../../../lib/toaster';
import { useFormischGuard } from '../../../../lib/use-formisch-guard';
import { downloadTemplatePreview, useSaveNoticeTemplate } from './notice-config-queries';
import { apiErrorOf } from '../../../../lib/api-client';
import { button } from '../../../../components/button-styles';

type TemplateOutput = v.InferOutput<typeof noticeTemplateInputSchema>;

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(240px, 1fr)' },
  gap: '4',
  alignItems: 'start',
});
const sectionCard = css({
  border: '1px solid',
  borderColor: 'gray.200',
  borderRadius: '8px',
  p: '3',
  mb: '3',
});

/** The placeholders a section may use, each with what it stands for (the server's list). */
function Placeholders({ placeholders }: { placeholders: NoticeTemplate['placeholders'] }) {
  return (
    <aside className={card} aria-labelledby="placeholders-heading">
      <h3 id="placeholders-heading" className={css({ fontWeight: 'semibold', mb: '2' })}>
        Placeholders
      </h3>
      <dl className={css({ fontSize: 'sm' })}>
        {placeholders.map((p) => (
          <div key={p.name} className={css({ mb: '2' })}>
            <dt>
              <code>{`{${p.name}}`}</code>
            </dt>
            <dd className={css({ color: 'gray.600' })}>{p.description}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

/**
 * Tab "capital-call" or "distribution" of Configuration → Notices: the notice's title and its
 * sections, each a heading and a text with {placeholders} filled in per LP; the figures tables
 * (a call by use, a distribution by line; the cumulative figures) and, on a call, the wire
 * instructions follow the sections on every notice.
 */
export function NoticeTemplateForm({ template }: { template: NoticeTemplate }) {
  const initialInput = { title: template.title, sections: template.sections };
  const form = useForm({ schema: noticeTemplateInputSchema, initialInput });
  const save = useSaveNoticeTemplate(template.fund_family_id, template.event_type);
  const submit = async (output: TemplateOutput) => {
    try {
      await save.mutateAsync(output);
      setTimeout(() => toaster.create({ type: 'success', title: 'Notice template saved' }));
    } catch (error) {
      await reportServerErrors(error, fieldErrorsOn(form, ['title', 'sections']));
      throw error;
    }
  };
  const guard = useFormischGuard(form, noticeTemplateInputSchema, submit);
  const [previewing, setPreviewing] = useState(false);
  // The template as typed, saved or not, on a real LP: what every LP's notice will look like.
  const preview = async () => {
    const parsed = v.safeParse(noticeTemplateInputSchema, getInput(form));
    if (!parsed.success) {
      toaster.create({ type: 'error', title: 'Complete the template to preview it.' });
      return;
    }
    setPreviewing(true);
    try {
      await downloadTemplatePreview(template.fund_family_id, template.event_type, parsed.output);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: (await apiErrorOf(error)).message || 'Preview failed',
      });
    } finally {
      setPreviewing(false);
    }
  };
  return (
    <div className={layout}>
      <Form
        of={form}
        onSubmit={(output) => submit(output).catch(() => undefined)}
        className={card}
        aria-label="Notice template"
      >
        <Field of={form} path={['title']}>
          {(field) => <TextControl field={field} id="template-title" label="Title" />}
        </Field>
        <EditableRows
          form={form}
          name="sections"
          columns="1fr auto"
          addLabel="Add section"
          blank={{ title: '', body: '' }}
          removeLabel={(index) => `Remove section ${index + 1}`}
          empty="No sections: the notice has only its title and figures."
          showErrors
          fields={(index) => (
            <div className={sectionCard}>
              <Field of={form} path={['sections', index, 'title']}>
                {(field) => (
                  <TextControl
                    field={field}
                    id={`section-${index}-title`}
                    label={`Section ${index + 1} heading`}
                  />
                )}
              </Field>
              <Field of={form} path={['sections', index, 'body']}>
                {(field) => (
                  <TextAreaControl
                    field={field}
                    id={`section-${index}-body`}
                    label={`Section ${index + 1} text`}
                    rows={4}
                  />
                )}
              </Field>
            </div>
          )}
        />
        <div className={css({ mt: '4', display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <ResetAndSave form={form} saveLabel="Save template" busy={save.isPending} />
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={previewing}
            onClick={() => void preview()}
          >
            {previewing ? 'Rendering…' : 'Preview on a real LP (PDF)'}
          </button>
        </div>
        {guard.dialog}
      </Form>
      <Placeholders placeholders={template.placeholders} />
    </div>
  );
}
