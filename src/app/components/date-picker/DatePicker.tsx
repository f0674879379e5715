import { format, parseISO } from 'date-fns';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { css } from 'styled-system/css';
import { parseDateInput } from '../data-table/parse-date-input';
import { calendarDays, calendarYears, clampYear } from './calendar-days';

const months = Array.from({ length: 12 }, (_, m) => format(new Date(2000, m, 1), 'MMMM'));
const years = Array.from(
  { length: calendarYears.last - calendarYears.first + 1 },
  (_, i) => calendarYears.first + i,
);

export type DatePickerProps = {
  /** ISO YYYY-MM-DD or null. */
  value: string | null;
  /** Called while typing a valid date (spec §4: updates live) and on a pick, Enter or leaving. */
  onChange: (value: string | null) => void;
  /**
   * Enter on, or leaving, text that is not a date: the caller shows the spec's message and runs
   * nothing on it. The value is then the one from before the typing began.
   */
  onInvalid?: (text: string) => void;
  label: string;
  invalid?: boolean;
  /** The id of the caller's message about this field. */
  describedBy?: string;
  className?: string;
};

const display = (iso: string | null) => (iso ? format(parseISO(iso), 'MM/dd/yyyy') : '');

/**
 * Calendar date picker (spec §2): month and year lists, Today, years 1990–2300. Opens on
 * focus, arrow-down or typing; Escape or a pick closes it; Enter commits the typed text.
 * What is being typed is never rewritten: '06/30/20' is already a date (M/d/yy), so the value
 * changes live on the way to '06/30/2025', and redrawing the text from that value put the
 * century back in front of the keys still to come ('06/30/202025', issue 23).
 */
export function DatePicker({
  value,
  onChange,
  onInvalid,
  label,
  invalid,
  describedBy,
  className,
}: DatePickerProps) {
  const [text, setText] = useState(display(value));
  const [open, setOpen] = useState(false);
  const shown = value ? parseISO(value) : new Date();
  const [view, setView] = useState({
    year: clampYear(shown.getFullYear()),
    month: shown.getMonth(),
  });
  const root = useRef<HTMLDivElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const [anchor, setAnchor] = useState<{ top: number; left: number } | null>(null);
  const inside = (node: Node | null) =>
    Boolean(node && (root.current?.contains(node) || popup.current?.contains(node)));
  const show = () => {
    const rect = root.current?.getBoundingClientRect();
    if (rect) setAnchor({ top: rect.bottom + 4, left: rect.left });
    setOpen(true);
  };
  const id = useId();

  // The value the text shows. A value from outside (a load, a Clear) redraws the text, but
  // not while the user is typing into it, and not the value the typing itself gave.
  const [shownValue, setShownValue] = useState(value);
  const [typing, setTyping] = useState(false);
  // The value before the typing began: what text that is not (or no longer) a date leaves.
  const [typedOver, setTypedOver] = useState(value);
  if (shownValue !== value && !typing) {
    setShownValue(value);
    setText(display(value));
  }
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (inside(event.target as Node)) return;
      setOpen(false);
      setTyping(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const pick = (iso: string) => {
    onChange(iso);
    setShownValue(iso);
    setText(display(iso));
    setTyping(false);
    setOpen(false);
  };
  const commitText = () => {
    setTyping(false);
    if (text.trim() === '') {
      setShownValue(null);
      return onChange(null);
    }
    const iso = parseDateInput(text);
    if (iso) pick(iso);
    else onInvalid?.(text);
  };

  return (
    <div ref={root} className={css({ position: 'relative' })}>
      <input
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        className={className}
        value={text}
        placeholder="MM/DD/YYYY"
        onFocus={show}
        onChange={(event) => {
          setText(event.target.value);
          const before = typing ? typedOver : value;
          setTyping(true);
          setTypedOver(before);
          if (!open) show();
          const iso = parseDateInput(event.target.value);
          if (iso) {
            setShownValue(iso);
            onChange(iso);
            setView({
              year: clampYear(parseISO(iso).getFullYear()),
              month: parseISO(iso).getMonth(),
            });
          } else if (event.target.value.trim() !== '' && shownValue !== before) {
            // '06/30/20' gave 2020-06-30 on the way to '06/30/202'; that date was never meant.
            setShownValue(before);
            onChange(before);
          }
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') show();
          else if (event.key === 'Escape') setOpen(false);
          else if (event.key === 'Enter') {
            event.preventDefault();
            commitText();
          }
        }}
        onBlur={(event) => {
          if (!inside(event.relatedTarget as Node)) commitText();
        }}
      />
      {open && anchor
        ? createPortal(
            <div
              ref={popup}
              style={{ top: anchor.top, left: anchor.left }}
              id={id}
              role="dialog"
              aria-label={`${label} calendar`}
              className={css({
                position: 'fixed',
                zIndex: 1000,
                w: '264px',
                bg: 'white',
                border: '1px solid',
                borderColor: 'gray.200',
                borderRadius: '8px',
                boxShadow: '0 8px 24px rgba(15,23,42,0.16)',
                p: '2',
              })}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setOpen(false);
              }}
            >
              <div className={css({ display: 'flex', gap: '1', mb: '2' })}>
                <select
                  aria-label="Month"
                  value={view.month}
                  onChange={(e) => setView((v) => ({ ...v, month: Number(e.target.value) }))}
                >
                  {months.map((name, m) => (
                    <option key={name} value={m}>
                      {name}
                    </option>
                  ))}
                </select>
                <select
                  aria-label="Year"
                  value={view.year}
                  onChange={(e) => setView((v) => ({ ...v, year: Number(e.target.value) }))}
                >
                  {years.map((year) => (
                    <option key={year} value={year}>
                      {year}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className={css({
                    ml: 'auto',
                    fontSize: 'sm',
                    color: 'blue.700',
                    cursor: 'pointer',
                  })}
                  onClick={() => pick(format(new Date(), 'yyyy-MM-dd'))}
                >
                  Today
                </button>
              </div>
              <div
                className={css({
                  display: 'grid',
                  gridTemplateColumns: 'repeat(7, 1fr)',
                  gap: '2px',
                })}
              >
                {['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'].map((d) => (
                  <span
                    key={d}
                    className={css({ fontSize: 'xs', color: 'gray.500', textAlign: 'center' })}
                  >
                    {d}
                  </span>
                ))}
                {calendarDays(view.year, view.month).map((day) => (
                  <button
                    key={day.iso}
                    type="button"
                    aria-label={format(parseISO(day.iso), 'MMMM d, yyyy')}
                    aria-pressed={day.iso === value}
                    onClick={() => pick(day.iso)}
                    className={css({
                      h: '30px',
                      fontSize: 'sm',
                      borderRadius: '4px',
                      cursor: 'pointer',
                      color: day.inMonth ? 'gray.900' : 'gray.400',
                      _hover: { bg: 'blue.50' },
                      '&[aria-pressed=true]': { bg: 'brand', color: 'white' },
                    })}
                  >
                    {day.day}
                  </button>
                ))}
              </div>
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}
