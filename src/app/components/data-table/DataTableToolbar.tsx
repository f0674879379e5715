import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Column } from '../../../api/table-data';
import { popover, toolbarButton } from './data-table-styles';
import { PivotControls, type PivotControlsProps } from './PivotControls';

export type DataTableToolbarProps = {
  title: string;
  search: string;
  onSearch: (text: string) => void;
  columns: readonly Column[];
  pivotOn: PivotControlsProps['pivotOn'];
  groupBy: PivotControlsProps['groupBy'];
  onPivot: PivotControlsProps['onPivot'];
  hidden: readonly string[];
  onToggleColumn: (colId: string) => void;
  hasSensitive: boolean;
  showSensitive: boolean;
  onToggleSensitive: () => void;
  canReset: boolean;
  onReset: () => void;
  hasFormCells: boolean;
  onClearForm: () => void;
  onExport: () => void;
  exporting: boolean;
  fullScreen: boolean;
  onFullScreen: (open: boolean) => void;
  collapsed: boolean;
  onCollapse: (collapsed: boolean) => void;
};

/** Title, search, columns, pivot, sensitive toggle, clear, export, reset, collapse, full screen. */
export function DataTableToolbar(props: DataTableToolbarProps) {
  const [columnsOpen, setColumnsOpen] = useState(false);
  const columnsMenu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!columnsOpen) return;
    const close = (event: MouseEvent) => {
      if (!columnsMenu.current?.contains(event.target as Node)) setColumnsOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [columnsOpen]);
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        flexWrap: 'wrap',
        mb: '2',
      })}
    >
      <button
        type="button"
        className={css({
          fontSize: 'md',
          fontWeight: 'semibold',
          color: 'gray.900',
          cursor: 'pointer',
          mr: 'auto',
        })}
        aria-expanded={!props.collapsed}
        aria-label={props.collapsed ? `Expand ${props.title}` : `Collapse ${props.title}`}
        onClick={() => props.onCollapse(!props.collapsed)}
      >
        {props.collapsed ? '▸' : '▾'} {props.title}
      </button>
      {props.collapsed ? null : (
        <>
          <input
            type="search"
            aria-label="Search table"
            placeholder="Search"
            value={props.search}
            onChange={(e) => props.onSearch(e.target.value)}
            className={css({
              h: '30px',
              px: '2',
              maxW: '250px',
              border: '1px solid',
              borderColor: 'gray.300',
              borderRadius: '6px',
              fontSize: 'sm',
            })}
          />
          <div ref={columnsMenu} className={css({ position: 'relative' })}>
            <button
              type="button"
              className={toolbarButton}
              aria-haspopup="true"
              aria-expanded={columnsOpen}
              onClick={() => setColumnsOpen((o) => !o)}
            >
              Columns
            </button>
            {columnsOpen ? (
              <div
                role="group"
                aria-label="Show or hide columns"
                className={popover}
                style={{ top: 34, right: 0, width: 240 }}
              >
                {props.columns.map((column) => (
                  <label
                    key={column.id}
                    className={css({ display: 'flex', gap: '2', px: '2', py: '1', fontSize: 'sm' })}
                  >
                    <input
                      type="checkbox"
                      checked={!props.hidden.includes(column.id)}
                      onChange={() => props.onToggleColumn(column.id)}
                    />
                    {column.title}
                  </label>
                ))}
              </div>
            ) : null}
          </div>
          <PivotControls
            columns={props.columns}
            pivotOn={props.pivotOn}
            groupBy={props.groupBy}
            onPivot={props.onPivot}
          />
          {props.hasSensitive ? (
            <button
              type="button"
              className={toolbarButton}
              aria-pressed={props.showSensitive}
              onClick={props.onToggleSensitive}
            >
              {props.showSensitive ? 'Hide sensitive' : 'Show sensitive'}
            </button>
          ) : null}
          {props.hasFormCells ? (
            <button type="button" className={toolbarButton} onClick={props.onClearForm}>
              Clear
            </button>
          ) : null}
          <button
            type="button"
            className={toolbarButton}
            onClick={props.onExport}
            disabled={props.exporting}
          >
            {props.exporting ? 'Exporting…' : 'Export'}
          </button>
          {props.canReset ? (
            <button type="button" className={toolbarButton} onClick={props.onReset}>
              Reset
            </button>
          ) : null}
        </>
      )}
      {/* Shown when collapsed too: opening full screen always shows the body (spec §4). */}
      <button
        type="button"
        className={toolbarButton}
        aria-label={props.fullScreen ? 'Exit full screen' : 'Full screen'}
        onClick={() => props.onFullScreen(!props.fullScreen)}
      >
        {props.fullScreen ? 'Exit full screen' : 'Full screen'}
      </button>
    </div>
  );
}
