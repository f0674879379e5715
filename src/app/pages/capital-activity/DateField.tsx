import { useState } from 'react';
import { DatePicker } from '../../components/date-picker/DatePicker';
import { dateParseError } from '../../components/date-picker/date-parse-error';
import { FormField, inputClass } from '../../components/form-field';

/** The part of a Formisch field store a date control needs (its input is ISO text or ''). */
type DateFieldStore = {
  input: unknown;
  errors: readonly string[] | null;
  onChange: (value: never) => void;
};

/**
 * A labelled calendar date picker bound to a Formisch string field holding YYYY-MM-DD (or ''):
 * the schema's messages show under it, and text that is not a date says so (spec §5).
 */
export function DateField({
  field,
  id,
  label,
}: {
  field: DateFieldStore;
  id: string;
  label: string;
}) {
  const [parseError, setParseError] = useState<string | null>(null);
  const errors = parseError ? [parseError] : field.errors;
  const value = typeof field.input === 'string' && field.input !== '' ? field.input : null;
  return (
    <FormField id={id} label={label} errors={errors}>
      <div>
        <DatePicker
          label={label}
          value={value}
          onChange={(iso) => {
            setParseError(null);
            (field.onChange as (value: string) => void)(iso ?? '');
          }}
          onInvalid={() => setParseError(dateParseError)}
          invalid={Boolean(errors?.length)}
          describedBy={errors?.length ? `${id}-error` : undefined}
          className={inputClass}
        />
      </div>
    </FormField>
  );
}
