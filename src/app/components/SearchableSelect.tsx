import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { useFilter } from '@ark-ui/react/locale';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { inputClass } from './form-field';

export type SelectOption = { value: string; label: string };

/** Spec §5/§9: a select of more options than this is searched by typing. */
export const SEARCHABLE_AFTER = 10;

const listClass = css({
  bg: 'white',
  border: '1px solid',
  borderColor: 'gray.200',
  borderRadius: '6px',
  boxShadow: '0 8px 24px rgba(15,23,42,0.16)',
  maxH: '280px',
  overflowY: 'auto',
  py: '1',
  zIndex: 1000,
});
const itemClass = css({
  px: '3',
  py: '1.5',
  fontSize: 'sm',
  cursor: 'pointer',
  // A ring as on the menus: the pale fill alone was about 1.1:1 against the list (issue 23).
  '&[data-highlighted]': {
    bg: 'blue.50',
    outline: '2px solid',
    outlineColor: 'blue.600',
    outlineOffset: '-2px',
  },
  '&[data-state=checked]': { fontWeight: 'semibold' },
});

export type SearchableSelectProps = {
  /** Omitted where the field is named by `ariaLabel` instead of a label's htmlFor. */
  id?: string;
  name?: string;
  disabled?: boolean;
  /** The field's name for assistive technology when no <label> points at it (grid cells, toolbars). */
  ariaLabel?: string;
  /** Its hint and error (FormField links them, issue 23). */
  'aria-describedby'?: string;
  /** The field's look; a form input's by default, grid cells and toolbars pass their own. */
  className?: string;
  value: string;
  options: readonly SelectOption[];
  placeholder?: string;
  invalid?: boolean;
  onValueChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** The form's handle on the element (Formisch focuses the first field in error). */
  elementRef?: (element: HTMLInputElement | HTMLSelectElement | null) => void;
};

/**
 * One select for every list: a plain select up to ten options, and past that (investors,
 * entities, calculations, codes, countries) an Ark UI combobox that narrows the list as the
 * user types (type-ahead). `value` '' is no choice; `placeholder` names it.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  return props.options.length <= SEARCHABLE_AFTER ? (
    <PlainSelect {...props} />
  ) : (
    <SearchList {...props} />
  );
}

/** What the select and the combobox's input share: look, name, state, description, focus. */
const controlProps = (props: SearchableSelectProps) => ({
  className: props.className ?? inputClass,
  'aria-label': props.ariaLabel,
  'aria-invalid': props.invalid || undefined,
  'aria-describedby': props['aria-describedby'],
  ref: props.elementRef,
  onFocus: props.onFocus,
  onBlur: props.onBlur,
});

function PlainSelect(props: SearchableSelectProps) {
  const { id, name, value, disabled, options, placeholder, onValueChange } = props;
  return (
    <select
      id={id}
      name={name}
      value={value}
      disabled={disabled}
      {...controlProps(props)}
      onChange={(event) => onValueChange(event.target.value)}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

function SearchList(props: SearchableSelectProps) {
  const { id, name, value, disabled, options, placeholder, invalid, onValueChange } = props;
  const { contains } = useFilter({ sensitivity: 'base' });
  // What the user has typed to narrow the list; cleared when the list closes, so opening it
  // again shows every option rather than only the one chosen.
  const [query, setQuery] = useState('');
  const collection = useMemo(
    () =>
      createListCollection({
        items: options.filter((option) => contains(option.label, query)),
        itemToString: (option) => option.label,
        itemToValue: (option) => option.value,
      }),
    [options, query, contains],
  );
  const chosen = options.find((option) => option.value === value);
  return (
    <Combobox.Root
      collection={collection}
      ids={id ? { input: id } : undefined}
      name={name}
      value={chosen ? [chosen.value] : []}
      inputValue={query === '' ? (chosen?.label ?? '') : query}
      onInputValueChange={(details) => {
        if (details.reason === 'input-change') setQuery(details.inputValue);
      }}
      onValueChange={(details) => {
        setQuery('');
        onValueChange(details.value[0] ?? '');
      }}
      onOpenChange={(details) => {
        if (!details.open) setQuery('');
      }}
      openOnClick
      invalid={invalid}
      disabled={disabled}
      positioning={{ sameWidth: true, strategy: 'fixed' }}
    >
      <Combobox.Control className={css({ position: 'relative' })}>
        <Combobox.Input {...controlProps(props)} placeholder={placeholder ?? 'Type to search'} />
        <Combobox.Trigger
          aria-label="Show all options"
          className={css({
            position: 'absolute',
            right: '2',
            top: '50%',
            transform: 'translateY(-50%)',
            color: 'gray.500',
            cursor: 'pointer',
            fontSize: 'xs',
          })}
        >
          ▾
        </Combobox.Trigger>
      </Combobox.Control>
      {/* Not portalled: inside a modal dialog the list must stay within the dialog, which hides
          everything outside itself from assistive technology. Fixed, so no card clips it. */}
      <Combobox.Positioner className={css({ zIndex: 1000 })}>
        <Combobox.Content className={listClass}>
          {collection.items.length === 0 ? (
            <p className={css({ px: '3', py: '1.5', fontSize: 'sm', color: 'gray.600' })}>
              Nothing matches “{query}”
            </p>
          ) : null}
          {collection.items.map((option) => (
            <Combobox.Item key={option.value} item={option} className={itemClass}>
              <Combobox.ItemText>{option.label}</Combobox.ItemText>
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
