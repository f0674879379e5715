import type { Badge, Cell, CellValue, LinkInfo } from '../../api/table-data';

type Extras = Omit<Cell, 'value'>;
const make = (value: CellValue, extras: Extras = {}): Cell => ({ value, ...extras });

/** Cell builders for server-built tables: one per cell value type of spec §3. */
export const cell = {
  text: (text: string | null, extras?: Extras) => make({ type: 'text', text }, extras),
  diff: (current: string | null, original: string | null, extras?: Extras) =>
    make({ type: 'diff', current, original }, extras),
  formula: (text: string, extras?: Extras) => make({ type: 'formula', text }, extras),
  boolean: (value: boolean | null, extras?: Extras) => make({ type: 'boolean', value }, extras),
  multiple: (value: number | null, extras?: Extras) => make({ type: 'multiple', value }, extras),
  date: (date: string | null, extras?: Extras) => make({ type: 'date', date }, extras),
  datetime: (datetime: Date | string | null, extras?: Extras) =>
    make(
      {
        type: 'datetime',
        datetime: datetime instanceof Date ? datetime.toISOString() : datetime,
      },
      extras,
    ),
  timeDelta: (days: number | null, extras?: Extras) => make({ type: 'time_delta', days }, extras),
  money: (amount: number | null, currency: 'EUR' | 'GBP' | 'USD' = 'USD', extras?: Extras) =>
    make({ type: 'money', amount, currency }, extras),
  decimal: (value: number | null, extras?: Extras) => make({ type: 'decimal', value }, extras),
  integer: (value: number | null, extras?: Extras) => make({ type: 'integer', value }, extras),
  percent: (value: number | null, extras?: Extras) => make({ type: 'percent', value }, extras),
  /** A badge-only cell still carries its text so it sorts, searches and exports. */
  badge: (badge: Badge, extras?: Extras) =>
    make({ type: 'text', text: badge.text }, { badge, ...extras }),
  link: (text: string, link: LinkInfo, extras?: Extras) =>
    make({ type: 'text', text }, { link, ...extras }),
};
