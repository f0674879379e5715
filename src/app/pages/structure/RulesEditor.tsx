import { Field, FieldArray, insert, remove, type FormStore } from '@formisch/react';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { EditableRows } from '../../components/EditableRows';
import { SelectControl, TextControl } from '../../components/form-controls';
import type { ruleGraphFormSchema } from './rule-graph-form-schema';

type Form = FormStore<typeof ruleGraphFormSchema>;
type Option = { value: string; label: string };

const basisOptions = [
  { value: 'fixed_percentages', label: 'Fixed percentages' },
  { value: 'commitment', label: 'Pro rata by commitment' },
  { value: 'calculation', label: 'Pro rata by a calculation' },
];

/** A list's own errors (fixed percentages not adding up, say), above its rows. */
function ArrayErrors({ errors }: { errors: readonly string[] | null }) {
  return errors ? (
    <p role="alert" className={css({ color: 'red.700', fontSize: 'sm', mb: '2' })}>
      {errors.join(', ')}
    </p>
  ) : null;
}

/** The entities one rule hands its amount on to, each with its percentage on fixed percentages. */
function RuleChildren({
  form,
  index,
  options,
  fixed,
}: {
  form: Form;
  index: number;
  options: Option[];
  fixed: boolean;
}) {
  return (
    <EditableRows
      form={form}
      name={['rules', index, 'children']}
      columns={fixed ? '1fr 160px auto' : '1fr auto'}
      addLabel={`Add entity to rule ${index + 1}`}
      blank={{ child_id: '', percent: '' }}
      removeLabel={(at) => `Remove entity ${at + 1} of rule ${index + 1}`}
      showErrors
      fields={(at) => (
        <>
          <Field of={form} path={['rules', index, 'children', at, 'child_id']}>
            {(field) => (
              <SelectControl
                field={field}
                id={`rule-${index}-child-${at}`}
                label="To entity"
                options={options}
                placeholder="Choose an entity"
              />
            )}
          </Field>
          {fixed ? (
            <Field of={form} path={['rules', index, 'children', at, 'percent']}>
              {(field) => (
                <TextControl
                  field={field}
                  id={`rule-${index}-percent-${at}`}
                  label="Percent"
                  inputMode="decimal"
                />
              )}
            </Field>
          ) : null}
        </>
      )}
    />
  );
}

/**
 * The rules of a graph: from each parent (the fund family at the top, or an entity) to the
 * entities below it. An entity allocating by commitment also reaches its own commitments.
 */
export function RulesEditor({
  form,
  parents,
  entities,
  calculations,
}: {
  form: Form;
  parents: Option[];
  entities: Option[];
  /** The fund family's calculations a rule on the calculation basis can allocate by. */
  calculations: Option[];
}) {
  return (
    <FieldArray of={form} path={['rules']}>
      {(array) => (
        <div>
          <ArrayErrors errors={array.errors} />
          {array.items.map((item, index) => (
            <fieldset
              key={item}
              aria-label={`Rule ${index + 1}`}
              className={css({
                border: '1px solid',
                borderColor: 'gray.200',
                borderRadius: '8px',
                p: '4',
                mb: '4',
              })}
            >
              <div className={css({ display: 'flex', justifyContent: 'space-between', mb: '2' })}>
                <legend className={css({ fontWeight: 'semibold' })}>Rule {index + 1}</legend>
                {array.items.length > 1 ? (
                  <button
                    type="button"
                    className={button({ variant: 'secondary' })}
                    onClick={() => remove(form, { path: ['rules'], at: index })}
                  >
                    Remove rule
                  </button>
                ) : null}
              </div>
              <div
                className={css({
                  display: 'grid',
                  gridTemplateColumns: '1fr 1fr',
                  columnGap: '4',
                })}
              >
                <Field of={form} path={['rules', index, 'parent_id']}>
                  {(field) => (
                    <SelectControl
                      field={field}
                      id={`rule-${index}-parent`}
                      label="From"
                      options={parents}
                    />
                  )}
                </Field>
                <Field of={form} path={['rules', index, 'basis']}>
                  {(field) => (
                    <SelectControl
                      field={field}
                      id={`rule-${index}-basis`}
                      label="Basis"
                      options={basisOptions}
                    />
                  )}
                </Field>
              </div>
              <Field of={form} path={['rules', index, 'basis']}>
                {(basis) => (
                  <>
                    {basis.input === 'calculation' ? (
                      <Field of={form} path={['rules', index, 'calculation_id']}>
                        {(field) => (
                          <SelectControl
                            field={field}
                            id={`rule-${index}-calculation`}
                            label="Calculation"
                            options={calculations}
                            placeholder="Choose a calculation"
                          />
                        )}
                      </Field>
                    ) : null}
                    {basis.input === 'calculation' ? (
                      <p className={css({ fontSize: 'sm', color: 'gray.600', mb: '3' })}>
                        {calculations.length === 0
                          ? 'This fund family has no calculations yet: add one under Calculations first.'
                          : 'Each commitment weighs the value the calculation gives it on the allocation date; an entity weighs the sum of what is under it.'}
                      </p>
                    ) : null}
                    <RuleChildren
                      form={form}
                      index={index}
                      options={entities}
                      fixed={basis.input === 'fixed_percentages'}
                    />
                  </>
                )}
              </Field>
            </fieldset>
          ))}
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() =>
              insert(form, {
                path: ['rules'],
                initialInput: {
                  parent_id: '',
                  basis: 'commitment',
                  calculation_id: '',
                  children: [],
                },
              })
            }
          >
            Add rule
          </button>
        </div>
      )}
    </FieldArray>
  );
}
