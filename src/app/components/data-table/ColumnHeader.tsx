import type { CustomHeaderProps } from 'ag-grid-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { css, cx } from 'styled-system/css';
import type { Column } from '../../../api/table-data';
import { ColumnFilterPanel } from './ColumnFilterPanel';
import { filterIsActive, type ColumnFilter, type FilterType } from './column-filter';
import { menuItem, popover } from './data-table-styles';
import type { SortDirection } from './sort-cycle';

export type ColumnHeaderParams = CustomHeaderProps & {
  tableColumn: Column;
  sort: SortDirection | null;
  pinned: 'left' | 'right' | null;
  grouped: boolean;
  onSortClick: () => void;
  onSort: (direction: SortDirection | null) => void;
  onPin: (side: 'left' | 'right' | null) => void;
  onHide: () => void;
  onGroup: (on: boolean) => void;
  /** Pivot columns are made by the pivot: they sort, and nothing else. */
  sortOnly: boolean;
  filterType: FilterType;
  filter: ColumnFilter | undefined;
  setFilterOptions: () => string[];
  onFilter: (filter: ColumnFilter | null) => void;
};

/** Header with sort cycling on click and our column menu (sort, pin, hide, group, filter). */
export function ColumnHeader(params: ColumnHeaderParams) {
  const column = params.tableColumn;
  // Where the menu opens: below the ⋮ button, drawn in the table's (positioned) section
  // rather than in the header cell, whose overflow would clip it.
  const [open, setOpen] = useState<{ top: number; left: number; host: HTMLElement } | null>(null);
  const menu = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { api, column: gridColumn, eGridHeader } = params;
  // Back to this header (through the grid, which may have drawn it anew after a sort).
  const closeToHeader = useCallback(() => {
    setOpen(null);
    api.setFocusedHeader(gridColumn.getColId());
  }, [api, gridColumn]);
  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    const close = (event: Event) => {
      const target = event.target as Node;
      if (menu.current?.contains(target) || trigger.current?.contains(target)) return;
      setOpen(null);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      closeToHeader();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open, closeToHeader]);
  const toggleMenu = useCallback(() => {
    const button = trigger.current;
    if (open || !button) return setOpen(null);
    const host = button.closest('section');
    if (!host) return;
    const rect = button.getBoundingClientRect();
    const box = host.getBoundingClientRect();
    setOpen({
      top: rect.bottom - box.top + 4,
      left: Math.max(0, Math.min(rect.right - box.left - menuWidth, box.width - menuWidth)),
      host,
    });
  }, [open]);
  const { onSortClick, sort } = params;
  // The header cell is the grid's Tab stop and arrow-key target, so its keys live there.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== eGridHeader) return;
      if (isMenuKey(event)) {
        event.preventDefault();
        event.stopPropagation();
        toggleMenu();
      } else if (event.key === 'Enter' && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        onSortClick();
      }
    };
    eGridHeader.addEventListener('keydown', onKeyDown);
    return () => eGridHeader.removeEventListener('keydown', onKeyDown);
  }, [eGridHeader, toggleMenu, onSortClick]);
  useEffect(() => {
    if (sort) eGridHeader.setAttribute('aria-sort', sort === 'asc' ? 'ascending' : 'descending');
    else eGridHeader.removeAttribute('aria-sort');
  }, [eGridHeader, sort]);
  const act = (action: () => void) => () => {
    action();
    closeToHeader();
  };
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        w: '100%',
        gap: '1',
        position: 'relative',
      })}
    >
      <button
        type="button"
        tabIndex={-1}
        className={cx(headerTitle, column.subtitle ? oneLine : twoLines)}
        data-sort={params.sort ?? 'none'}
        title={column.subtitle ? `${column.title} — ${column.subtitle}` : column.title}
        onClick={params.onSortClick}
      >
        {column.title}
        {params.sort ? <span aria-hidden> {params.sort === 'asc' ? '▲' : '▼'}</span> : null}
        {filterIsActive(params.filter) ? (
          <svg
            role="img"
            aria-label="Filtered"
            viewBox="0 0 16 16"
            width="12"
            height="12"
            className={css({
              display: 'inline',
              ml: '1',
              color: 'blue.600',
              verticalAlign: '-1px',
            })}
          >
            <title>Filtered</title>
            {/* A funnel: the filter glyphs of text fonts are missing on many machines. */}
            <path d="M1 2h14l-5.5 6.5V14l-3-1.5V8.5z" fill="currentColor" />
          </svg>
        ) : null}
        {column.subtitle ? (
          <span
            className={css({
              display: 'block',
              fontWeight: 'normal',
              fontSize: 'xs',
              color: 'gray.500',
            })}
          >
            {column.subtitle}
          </span>
        ) : null}
      </button>
      <button
        ref={trigger}
        type="button"
        // A generic name: page tests find fields by label, and a header must not look like one.
        aria-label="Column menu"
        // Alt+↓ or the menu key on the header opens it: one stop per header, not three.
        tabIndex={-1}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        className={css({
          px: '1',
          cursor: 'pointer',
          color: 'gray.500',
          _hover: { color: 'gray.900' },
        })}
        onClick={toggleMenu}
      >
        ⋮
      </button>
      {open
        ? createPortal(
            <div
              ref={menu}
              className={popover}
              style={{ top: open.top, left: open.left, width: menuWidth }}
            >
              {/* The menu holds only its items; the filter's fields follow it, outside. */}
              <div role="menu" aria-label={`${column.title} menu`} onKeyDown={moveInMenu}>
                <MenuItems
                  act={act}
                  items={[
                    { label: 'Sort ascending', action: () => params.onSort('asc') },
                    { label: 'Sort descending', action: () => params.onSort('desc') },
                    params.sort ? { label: 'Clear sort', action: () => params.onSort(null) } : null,
                  ]}
                />
                {params.sortOnly ? null : <ColumnMenuItems {...params} act={act} />}
              </div>
              {params.sortOnly ? null : <ColumnFilterSection {...params} act={act} />}
            </div>,
            open.host,
          )
        : null}
    </div>
  );
}

const menuWidth = 240;

/** Alt+↓ (AG Grid's own shortcut for a header menu) or the keyboard's menu key. */
function isMenuKey(event: KeyboardEvent) {
  return (event.key === 'ArrowDown' && event.altKey) || event.key === 'ContextMenu';
}

/** Arrow keys, Home and End move between the menu's items (WAI-ARIA menu pattern). */
function moveInMenu(event: ReactKeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role=menuitem]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'ArrowDown'
      ? (at + 1) % items.length
      : event.key === 'ArrowUp'
        ? (at - 1 + items.length) % items.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? items.length - 1
            : null;
  if (next === null || items.length === 0) return;
  event.preventDefault();
  items[next]?.focus();
}
const headerTitle = css({
  flex: 1,
  minW: 0,
  textAlign: 'left',
  fontWeight: 'semibold',
  cursor: 'pointer',
  overflow: 'hidden',
});
const oneLine = css({ textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
// A long title takes the header's second line (56 px holds two) before it is cut short.
const twoLines = css({ lineClamp: 2, lineHeight: '1.25', whiteSpace: 'normal' });

type Act = (action: () => void) => () => void;

/** Menu entries that act and close the menu; null entries are not offered. */
function MenuItems({
  items,
  act,
}: {
  items: ({ label: string; action: () => void } | null)[];
  act: Act;
}) {
  return items.map((item) =>
    item ? (
      <button
        key={item.label}
        role="menuitem"
        // One Tab stop for the menu; the arrow keys move between its items.
        tabIndex={-1}
        type="button"
        className={menuItem}
        onClick={act(item.action)}
      >
        {item.label}
      </button>
    ) : null,
  );
}

/** Pinning, grouping and hiding. */
function ColumnMenuItems(params: ColumnHeaderParams & { act: Act }) {
  const { act } = params;
  const column = params.tableColumn;
  return (
    <>
      <hr className={css({ my: '1', borderColor: 'gray.200' })} />
      <MenuItems
        act={act}
        items={[
          params.pinned !== 'left'
            ? { label: 'Pin left', action: () => params.onPin('left') }
            : null,
          params.pinned !== 'right'
            ? { label: 'Pin right', action: () => params.onPin('right') }
            : null,
          params.pinned ? { label: 'Unpin', action: () => params.onPin(null) } : null,
          column.enable_row_group
            ? {
                label: params.grouped ? 'Ungroup' : `Group by ${column.title}`,
                action: () => params.onGroup(!params.grouped),
              }
            : null,
          { label: 'Hide column', action: params.onHide },
        ]}
      />
    </>
  );
}

/** The column's filter, beside the menu: its fields are not menu items. */
function ColumnFilterSection(params: ColumnHeaderParams & { act: Act }) {
  const { act } = params;
  const column = params.tableColumn;
  return (
    <>
      {/* A sensitive column offers no filter: probing it would reveal the masked values. */}
      {column.sensitivity === 'sensitive' ? null : (
        <>
          <hr className={css({ my: '1', borderColor: 'gray.200' })} />
          <div className={css({ px: '2', pb: '1', fontSize: 'xs', color: 'gray.600' })}>Filter</div>
          <div className={css({ px: '2' })}>
            <ColumnFilterPanel
              column={column}
              type={params.filterType}
              filter={params.filter}
              setOptions={params.setFilterOptions}
              onChange={params.onFilter}
            />
          </div>
        </>
      )}
      {params.filter ? (
        <button type="button" className={menuItem} onClick={act(() => params.onFilter(null))}>
          Clear filter
        </button>
      ) : null}
    </>
  );
}
