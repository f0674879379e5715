import { Field, FieldArray, insert, remove, type FormStore } from '@formisch/react';
import { css } from 'styled-system/css';
import type { CalculationVersion } from '../../../api/calculation-responses';
import type { CalculationKind } from '../../../api/calculations';
import { button } from '../../components/button-styles';
import { SelectControl, TextControl } from '../../components/form-controls';
import { MxlFormulaText } from '../../components/mxl/MxlFormulaText';
import type { MxlVocabulary } from '../../components/mxl/mxl-language';
import { calculationFormSchema, newDefinition } from './calculation-form-schema';
import { Checkbox, DateFields, FormulaFields, fieldAt, grid } from './FormulaFields';
import { formatDate } from '../../lib/date-display';

type Schema = typeof calculationFormSchema;

export { grid };

const box = css({
  border: '1px solid',
  borderColor: 'gray.200',
  borderRadius: '8px',
  p: '4',
  mb: '4',
});
const header = css({ display: 'flex', justifyContent: 'space-between', mb: '2' });

type EditorProps = {
  form: FormStore<Schema>;
  index: number;
  kind: CalculationKind;
  codes: readonly { name: string; display_name: string }[];
  vocabulary: MxlVocabulary;
};

/**
 * Spec §3: further dated definitions inside a version, each with its own formula and
 * filters. On the days one covers, it applies instead of the version's own formula.
 */
function DefinitionsEditor({ form, index, kind, codes, vocabulary }: EditorProps) {
  const path = ['versions', index, 'definitions'] as const;
  return (
    <FieldArray of={form} path={path}>
      {(array) => (
        <div className={css({ mt: '4' })}>
          {array.items.map((key, at) => (
            <fieldset
              key={key}
              aria-label={`Version ${index + 1} definition ${at + 2}`}
              className={box}
            >
              <div className={header}>
                <legend className={css({ fontWeight: 'semibold' })}>Definition {at + 2}</legend>
                <button
                  type="button"
                  className={button({ variant: 'secondary' })}
                  onClick={() => remove(form, { path, at })}
                >
                  Remove definition
                </button>
              </div>
              <div className={grid}>
                <DateFields
                  form={form}
                  at={['versions', index, 'definitions', at]}
                  idPrefix={`version-${index}-definition-${at}`}
                />
              </div>
              <FormulaFields
                form={form}
                at={['versions', index, 'definitions', at]}
                idPrefix={`version-${index}-definition-${at}`}
                label={`version ${index + 1} definition ${at + 2}`}
                kind={kind}
                codes={codes}
                vocabulary={vocabulary}
              />
            </fieldset>
          ))}
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() =>
              insert(form, {
                path,
                initialInput: newDefinition(kind, new Date().toISOString().slice(0, 10)),
              })
            }
          >
            Add definition
          </button>
        </div>
      )}
    </FieldArray>
  );
}

export function VersionEditor({
  canRemove,
  ...props
}: EditorProps & {
  canRemove: boolean;
}) {
  const { form, index, kind, codes, vocabulary } = props;
  const id = (name: string) => `version-${index}-${name}`;
  return (
    <fieldset aria-label={`Version ${index + 1}`} className={box}>
      <div className={header}>
        <legend className={css({ fontWeight: 'semibold' })}>Version {index + 1}</legend>
        {canRemove ? (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => remove(form, { path: ['versions'], at: index })}
          >
            Remove version
          </button>
        ) : null}
      </div>
      <div className={grid}>
        <DateFields form={form} at={['versions', index]} idPrefix={`version-${index}`} />
        <Field of={form} path={['versions', index, 'version_calculation_type']}>
          {(field) => (
            <SelectControl
              field={field}
              id={id('version-type')}
              label="Version type"
              options={[
                { value: 'TransactionCodeList', label: 'MXL (transaction code list)' },
                { value: 'Other', label: 'Other' },
              ]}
            />
          )}
        </Field>
        <Field of={form} path={['versions', index, 'related_muuid_names']}>
          {(field) => (
            <TextControl
              field={field}
              id={id('muuid-names')}
              label="Related metric names"
              hint="Outside metrics this version relies on, comma-separated"
            />
          )}
        </Field>
      </div>
      <Checkbox form={form} path={fieldAt(['versions', index], 'is_draft')} label="Draft version" />
      <p className={css({ fontSize: 'sm', color: 'gray.600', mb: '2' })}>
        Definition 1 applies on the version&apos;s days that no further definition covers.
      </p>
      <FormulaFields
        form={form}
        at={['versions', index]}
        idPrefix={`version-${index}`}
        label={`version ${index + 1}`}
        kind={kind}
        codes={codes}
        vocabulary={vocabulary}
      />
      <DefinitionsEditor {...props} />
    </fieldset>
  );
}

export function LockedVersion({ version, index }: { version: CalculationVersion; index: number }) {
  return (
    <section aria-label={`Version ${index + 1}`} className={box} style={{ background: '#f9fafb' }}>
      <div className={css({ fontWeight: 'semibold', mb: '1' })}>
        Version {index + 1}: {formatDate(version.start_date)} –{' '}
        {version.end_date ? formatDate(version.end_date) : 'open'} (completed)
      </div>
      <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '2' })}>
        Figures were computed from this version; it changes only through Unsafe Edit (Internal
        Only).
      </p>
      <MxlFormulaText formula={version.formula} label={`Formula of version ${index + 1}`} />
      {version.definitions.map((definition, at) => (
        <div key={definition.start_date} className={css({ mt: '2' })}>
          <div className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            Definition {at + 2}: {formatDate(definition.start_date)} –{' '}
            {definition.end_date ? formatDate(definition.end_date) : 'open'}
          </div>
          <MxlFormulaText
            formula={definition.formula}
            label={`Formula of version ${index + 1} definition ${at + 2}`}
          />
        </div>
      ))}
    </section>
  );
}
