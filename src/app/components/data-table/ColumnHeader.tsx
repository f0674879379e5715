import type { CustomHeaderProps } from 'ag-grid-react';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
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
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  const act = (action: () => void) => () => {
    action();
    setOpen(false);
  };
  return (
    <div
      ref={menu}
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
        className={css({
          flex: 1,
          minW: 0,
          textAlign: 'left',
          fontWeight: 'semibold',
          cursor: 'pointer',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        })}
        data-sort={params.sort ?? 'none'}
        title={column.subtitle ? `${column.title} — ${column.subtitle}` : column.title}
        onClick={params.onSortClick}
      >
        {column.title}
        {params.sort ? <span aria-hidden> {params.sort === 'asc' ? '▲' : '▼'}</span> : null}
        {filterIsActive(params.filter) ? (
          <span
            role="img"
            aria-label="Filtered"
            title="Filtered"
            className={css({ color: 'blue.600' })}
          >
            {' '}
            ⧩
          </span>
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
        type="button"
        // A generic name: page tests find fields by label, and a header must not look like one.
        aria-label="Column menu"
        aria-haspopup="menu"
        aria-expanded={open}
        className={css({
          px: '1',
          cursor: 'pointer',
          color: 'gray.500',
          _hover: { color: 'gray.900' },
        })}
        onClick={() => setOpen((o) => !o)}
      >
        ⋮
      </button>
      {open ? (
        <div
          role="menu"
          aria-label={`${column.title} menu`}
          className={popover}
          style={{ top: 28, right: 0, width: 240 }}
        >
          <button
            role="menuitem"
            type="button"
            className={menuItem}
            onClick={act(() => params.onSort('asc'))}
          >
            Sort ascending
          </button>
          <button
            role="menuitem"
            type="button"
            className={menuItem}
            onClick={act(() => params.onSort('desc'))}
          >
            Sort descending
          </button>
          {params.sort ? (
            <button
              role="menuitem"
              type="button"
              className={menuItem}
              onClick={act(() => params.onSort(null))}
            >
              Clear sort
            </button>
          ) : null}
          {params.sortOnly ? null : <ColumnMenuRest {...params} act={act} />}
        </div>
      ) : null}
    </div>
  );
}

/** Pinning, grouping, hiding and the column's filter. */
function ColumnMenuRest(params: ColumnHeaderParams & { act: (action: () => void) => () => void }) {
  const { act } = params;
  const column = params.tableColumn;
  return (
    <>
      <hr className={css({ my: '1', borderColor: 'gray.200' })} />
      {params.pinned !== 'left' ? (
        <button
          role="menuitem"
          type="button"
          className={menuItem}
          onClick={act(() => params.onPin('left'))}
        >
          Pin left
        </button>
      ) : null}
      {params.pinned !== 'right' ? (
        <button
          role="menuitem"
          type="button"
          className={menuItem}
          onClick={act(() => params.onPin('right'))}
        >
          Pin right
        </button>
      ) : null}
      {params.pinned ? (
        <button
          role="menuitem"
          type="button"
          className={menuItem}
          onClick={act(() => params.onPin(null))}
        >
          Unpin
        </button>
      ) : null}
      {column.enable_row_group ? (
        <button
          role="menuitem"
          type="button"
          className={menuItem}
          onClick={act(() => params.onGroup(!params.grouped))}
        >
          {params.grouped ? 'Ungroup' : `Group by ${column.title}`}
        </button>
      ) : null}
      <button role="menuitem" type="button" className={menuItem} onClick={act(params.onHide)}>
        Hide column
      </button>
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
      {params.filter ? (
        <button
          role="menuitem"
          type="button"
          className={menuItem}
          onClick={act(() => params.onFilter(null))}
        >
          Clear filter
        </button>
      ) : null}
    </>
  );
}
