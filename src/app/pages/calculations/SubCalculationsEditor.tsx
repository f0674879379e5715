import { Field, FieldArray, insert, remove, type FormStore } from '@formisch/react';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { TextControl } from '../../components/form-controls';
import type { MxlVocabulary } from '../../components/mxl/mxl-language';
import { calculationFormSchema } from './calculation-form-schema';
import { MxlField } from './FormulaFields';

type Schema = typeof calculationFormSchema;

/**
 * Spec §3 calculation_definitions: named sub-calculations, each its own MXL formula.
 * The main formula and the other sub-calculations refer to them by name; nothing outside
 * this calculation sees them.
 */
export function SubCalculationsEditor({
  form,
  vocabulary,
}: {
  form: FormStore<Schema>;
  vocabulary: MxlVocabulary;
}) {
  return (
    <FieldArray of={form} path={['calculation_definitions']}>
      {(array) => (
        <section aria-label="Sub-calculations" className={css({ mb: '4' })}>
          {array.items.length === 0 ? (
            <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '2' })}>
              No sub-calculations yet. Add one to name a part of the formula and use it by name.
            </p>
          ) : null}
          {array.items.map((key, index) => (
            <fieldset
              key={key}
              aria-label={`Sub-calculation ${index + 1}`}
              className={css({
                border: '1px solid',
                borderColor: 'gray.200',
                borderRadius: '8px',
                p: '4',
                mb: '3',
              })}
            >
              <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-end' })}>
                <div className={css({ flex: 1 })}>
                  <Field of={form} path={['calculation_definitions', index, 'name']}>
                    {(field) => (
                      <TextControl
                        field={field}
                        id={`sub-calculation-${index}-name`}
                        label="Sub-calculation name"
                      />
                    )}
                  </Field>
                </div>
                <button
                  type="button"
                  className={button({ variant: 'secondary' })}
                  onClick={() => remove(form, { path: ['calculation_definitions'], at: index })}
                >
                  Remove sub-calculation
                </button>
              </div>
              <Field of={form} path={['calculation_definitions', index, 'formula']}>
                {(field) => (
                  <MxlField
                    field={field}
                    id={`sub-calculation-${index}-formula`}
                    label="Sub-calculation formula (MXL)"
                    editorLabel={`Formula of sub-calculation ${index + 1}`}
                    vocabulary={vocabulary}
                  />
                )}
              </Field>
            </fieldset>
          ))}
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() =>
              insert(form, {
                path: ['calculation_definitions'],
                initialInput: { name: '', formula: '' },
              })
            }
          >
            Add sub-calculation
          </button>
        </section>
      )}
    </FieldArray>
  );
}
