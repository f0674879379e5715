import { useState, type InputHTMLAttributes } from 'react';
import { css } from 'styled-system/css';
import type { Column } from '../../../api/table-data';
import { cellInput } from './data-table-styles';
import type { ColumnFilter, FilterType } from './column-filter';

export type ColumnFilterPanelProps = {
  column: Column;
  type: FilterType;
  filter: ColumnFilter | undefined;
  /** The set filter's choices, worked out only when the panel opens. */
  setOptions: () => string[];
  onChange: (filter: ColumnFilter | null) => void;
};

const label = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', py: '0.5' });
const numberOrNull = (text: string) => {
  const n = Number(text.replace(/[$,\s]/g, ''));
  return text.trim() === '' || !Number.isFinite(n) ? null : n;
};

/**
 * The filter part of the column menu: AG Grid's set filter is Enterprise, so every filter
 * here is ours and lives in the table state, where Reset clears it and §4 saves it.
 */
export function ColumnFilterPanel(props: ColumnFilterPanelProps) {
  const { column, filter, onChange } = props;
  const [options] = useState(() => (props.type === 'set' ? props.setOptions() : []));
  const group = `Filter ${column.title}`;
  switch (props.type) {
    case 'set': {
      const chosen = filter?.type === 'set' ? filter.values : options;
      const all = chosen.length === options.length && options.every((o) => chosen.includes(o));
      const toggle = (value: string) => {
        const next = chosen.includes(value)
          ? chosen.filter((v) => v !== value)
          : options.filter((o) => o === value || chosen.includes(o));
        onChange(next.length === options.length ? null : { type: 'set', values: next });
      };
      return (
        <div role="group" aria-label={group}>
          <label className={label}>
            <input
              type="checkbox"
              checked={all}
              onChange={() => onChange(all ? { type: 'set', values: [] } : null)}
            />
            (Select all)
          </label>
          {options.map((value) => (
            <label key={value} className={label}>
              <input
                type="checkbox"
                checked={chosen.includes(value)}
                onChange={() => toggle(value)}
              />
              {value}
            </label>
          ))}
        </div>
      );
    }
    case 'text':
      return (
        <div role="group" aria-label={group}>
          <input
            className={cellInput}
            aria-label={`${column.title} contains`}
            placeholder="Contains…"
            value={filter?.type === 'text' ? filter.contains : ''}
            onChange={(e) =>
              onChange(e.target.value ? { type: 'text', contains: e.target.value } : null)
            }
          />
        </div>
      );
    case 'number': {
      const current = filter?.type === 'number' ? filter : { min: null, max: null };
      const set = (bound: 'min' | 'max', text: string) => {
        const next = { type: 'number' as const, ...current, [bound]: numberOrNull(text) };
        onChange(next.min === null && next.max === null ? null : next);
      };
      const bound = (key: 'min' | 'max', words: string): BoundInput => ({
        'aria-label': `${column.title} ${words}`,
        placeholder: words[0]!.toUpperCase() + words.slice(1),
        inputMode: 'decimal',
        defaultValue: current[key] ?? '',
        onChange: (e) => set(key, e.target.value),
      });
      return <Bounds group={group} inputs={[bound('min', 'at least'), bound('max', 'at most')]} />;
    }
    case 'date': {
      const current = filter?.type === 'date' ? filter : { from: null, to: null };
      const set = (bound: 'from' | 'to', value: string) => {
        const next = { type: 'date' as const, ...current, [bound]: value || null };
        onChange(next.from === null && next.to === null ? null : next);
      };
      const bound = (key: 'from' | 'to'): BoundInput => ({
        'aria-label': `${column.title} ${key}`,
        type: 'date',
        value: current[key] ?? '',
        onChange: (e) => set(key, e.target.value),
      });
      return <Bounds group={group} inputs={[bound('from'), bound('to')]} />;
    }
  }
}

type BoundInput = InputHTMLAttributes<HTMLInputElement> & { 'aria-label': string };

/** The two ends of a number or date range. */
function Bounds({ group, inputs }: { group: string; inputs: BoundInput[] }) {
  return (
    <div role="group" aria-label={group} className={css({ display: 'grid', gap: '1' })}>
      {inputs.map((props) => (
        <input key={props['aria-label']} className={cellInput} {...props} />
      ))}
    </div>
  );
}
