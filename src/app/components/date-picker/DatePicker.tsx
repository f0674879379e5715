import { addDays, addMonths, format, parseISO } from 'date-fns';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
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

/** Focuses the first element after `from` in the document's Tab order, outside `skip`. */
function focusAfter(from: HTMLElement | null, skip: HTMLElement | null) {
  if (!from) return;
  const tabbable = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter(
    (el) =>
      !el.hasAttribute('disabled') &&
      el.tabIndex >= 0 &&
      el.getClientRects().length > 0 &&
      !skip?.contains(el) &&
      Boolean(from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  if (tabbable[0]) tabbable[0].focus();
  else from.blur();
}

const display = (iso: string | null) => (iso ? format(parseISO(iso), 'MM/dd/yyyy') : '');
const isoOf = (date: Date) => format(date, 'yyyy-MM-dd');

/** Where an arrow, Page or Home/End key moves the calendar's focused day (WAI-ARIA grid). */
function dayAfterKey(iso: string, key: string): string | null {
  const date = parseISO(iso);
  const moved: Record<string, () => Date> = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    PageUp: () => addMonths(date, -1),
    PageDown: () => addMonths(date, 1),
    Home: () => addDays(date, -date.getDay()),
    End: () => addDays(date, 6 - date.getDay()),
  };
  const next = moved[key]?.();
  if (!next) return null;
  const year = next.getFullYear();
  return year === clampYear(year) ? isoOf(next) : null;
}

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
  const input = useRef<HTMLInputElement>(null);
  // The day the arrow keys are on; focused once the calendar has drawn its month.
  const [focusDay, setFocusDay] = useState<string | null>(null);
  // Focus handed back to the input by Escape or a pick must not open the calendar again.
  const returning = useRef(false);
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

  useEffect(() => {
    if (!open || !focusDay) return;
    popup.current?.querySelector<HTMLElement>(`[data-iso="${focusDay}"]`)?.focus();
  }, [open, focusDay, view]);
  const close = () => {
    setOpen(false);
    setFocusDay(null);
  };
  // Escape or a pick: the calendar closes and focus is back on the field it belongs to.
  const closeToInput = () => {
    close();
    if (popup.current?.contains(document.activeElement)) {
      returning.current = true;
      input.current?.focus();
    }
  };
  /**
   * The calendar sits after its field in the Tab order, though drawn in a portal: Shift+Tab
   * from its first control goes back to the field, Tab from its last goes on to what follows
   * the field, the calendar closing.
   */
  const leaveCalendar = (event: KeyboardEvent) => {
    const controls = [
      ...(popup.current?.querySelectorAll<HTMLElement>('select, button:not([tabindex="-1"])') ??
        []),
    ];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && event.target === first) {
      event.preventDefault();
      closeToInput();
    } else if (!event.shiftKey && event.target === last) {
      event.preventDefault();
      // Focus first, so the typed text's commit does not hand it back to the field.
      focusAfter(input.current, popup.current);
      close();
      commitText();
    }
  };
  const pick = (iso: string) => {
    onChange(iso);
    setShownValue(iso);
    setText(display(iso));
    setTyping(false);
    closeToInput();
  };
  const moveTo = (iso: string) => {
    const date = parseISO(iso);
    setView({ year: date.getFullYear(), month: date.getMonth() });
    setFocusDay(iso);
  };
  // Into the calendar: on the chosen day when this month shows it, else on the month's 1st.
  const enterCalendar = () => {
    const first = isoOf(new Date(view.year, view.month, 1));
    const chosen = value && value.slice(0, 7) === first.slice(0, 7) ? value : first;
    setFocusDay(chosen);
  };
  const onDayKey = (event: KeyboardEvent, iso: string) => {
    const next = dayAfterKey(iso, event.key);
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };
  const tabbableDay = focusDay ?? value ?? isoOf(new Date(view.year, view.month, 1));
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
        ref={input}
        // A combobox: it controls the calendar popup (issue 23).
        role="combobox"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, `${id}-keys`].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        className={className}
        value={text}
        placeholder="MM/DD/YYYY"
        onFocus={() => {
          if (returning.current) returning.current = false;
          else show();
        }}
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
          if (event.key === 'ArrowDown') {
            // Down or Alt+Down (the combobox's own key) moves into the calendar.
            event.preventDefault();
            if (!open) show();
            enterCalendar();
          } else if (event.key === 'ArrowUp' && event.altKey) {
            event.preventDefault();
            close();
          } else if (event.key === 'Escape') close();
          else if (event.key === 'Enter') {
            event.preventDefault();
            commitText();
          }
        }}
        onBlur={(event) => {
          if (inside(event.relatedTarget as Node)) return;
          // Tab leaves the field: the calendar does not stay open behind it.
          close();
          commitText();
        }}
      />
      <span id={`${id}-keys`} className={css({ srOnly: true })}>
        Down arrow opens the calendar.
      </span>
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
              aria-describedby={`${id}-calendar-keys`}
              onKeyDown={(event) => {
                if (event.key === 'Escape' || (event.key === 'ArrowUp' && event.altKey)) {
                  event.preventDefault();
                  event.stopPropagation();
                  closeToInput();
                } else if (event.key === 'Tab') leaveCalendar(event);
              }}
            >
              <span id={`${id}-calendar-keys`} className={css({ srOnly: true })}>
                Arrow keys move a day or a week, Page Up and Page Down a month, Enter picks the day,
                Escape goes back to the field.
              </span>
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
                    data-iso={day.iso}
                    // One Tab stop for the days; the arrow keys move between them.
                    tabIndex={day.iso === tabbableDay ? 0 : -1}
                    onKeyDown={(event) => onDayKey(event, day.iso)}
                    onClick={() => pick(day.iso)}
                    className={css({
                      h: '30px',
                      fontSize: 'sm',
                      borderRadius: '4px',
                      cursor: 'pointer',
                      // Other months' days are quieter, yet 4.8:1 against white (gray.400 was 2.53:1).
                      color: day.inMonth ? 'gray.900' : 'gray.500',
                      _hover: { bg: 'blue.50' },
                      _focusVisible: { outline: '2px solid', outlineColor: 'blue.600' },
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
