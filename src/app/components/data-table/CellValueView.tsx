import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { Cell, Column, Row } from '../../../api/table-data';
import { useDataTableContext } from './data-table-context';
import { badgeColors, badgeStyle } from './data-table-styles';
import { formatCellValue } from './format-cell-value';

const numericTypes = new Set(['money', 'decimal', 'integer', 'percent', 'multiple', 'time_delta']);
export const isNumericColumn = (column: Column) => numericTypes.has(column.cell_value_type);

const linkStyle = css({
  color: 'blue.700',
  textDecoration: 'underline',
  cursor: 'pointer',
  bg: 'transparent',
  border: 'none',
  p: 0,
  font: 'inherit',
});

/** The read-only face of a cell: value, badge, link, status, error icon, sensitive mask. */
export function CellValueView({ cell, column, row }: { cell: Cell; column: Column; row?: Row }) {
  const { showSensitive, onLink } = useDataTableContext();
  const sensitive = column.sensitivity === 'sensitive' || cell.sensitivity === 'sensitive';
  if (sensitive && !showSensitive) {
    return (
      <span data-private="true" aria-label="Hidden sensitive value">
        ******
      </span>
    );
  }
  const text = formatCellValue(cell.value);
  let body: React.ReactNode = text;
  if (cell.value.type === 'diff' && cell.value.current !== cell.value.original) {
    body = (
      <span>
        <s className={css({ color: 'gray.500', mr: '1' })}>{cell.value.original ?? '—'}</s>
        <span className={css({ fontWeight: 'medium' })}>{cell.value.current ?? '—'}</span>
      </span>
    );
  } else if (cell.value.type === 'formula') {
    body = <code className={css({ fontFamily: 'mono', fontSize: 'xs' })}>{text}</code>;
  }
  if (cell.badge) {
    const colors = badgeColors[cell.badge.color ?? 'gray'];
    body = (
      <span
        className={badgeStyle}
        style={{ background: colors.bg, color: colors.fg }}
        title={cell.badge.tooltip}
        data-badge={cell.badge.color ?? 'gray'}
      >
        {cell.badge.type === 'percentage' ? `${cell.badge.text}%` : cell.badge.text}
      </span>
    );
  }
  if (cell.link) {
    const link = cell.link;
    if (link.type === 'generic' && !link.isDownload && link.to.startsWith('/')) {
      // In-app links navigate without reloading the app.
      body = (
        <Link className={linkStyle} href={link.to}>
          {body}
        </Link>
      );
    } else if (link.type === 'generic') {
      body = (
        <a className={linkStyle} href={link.to} download={link.isDownload || undefined}>
          {body}
        </a>
      );
    } else {
      body = (
        <button type="button" className={linkStyle} onClick={() => onLink(link, row, column)}>
          {link.type === 'button' ? (link.label ?? text) : body}
        </button>
      );
    }
  }
  return (
    <span
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', minW: 0 })}
      title={cell.tooltip?.message}
      data-private={sensitive ? 'true' : undefined}
      data-status={cell.status}
    >
      {cell.error ? <CellErrorIcon message={cell.error.message} /> : null}
      {body}
    </span>
  );
}

/** Spec §8: cells with errors show a red icon with a tooltip. */
export function CellErrorIcon({ message }: { message: string }) {
  return (
    <span
      role="img"
      aria-label={`Error: ${message}`}
      title={message}
      data-testid="cell-error"
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        w: '16px',
        h: '16px',
        flexShrink: 0,
        borderRadius: '999px',
        bg: 'red.600',
        color: 'white',
        fontSize: '11px',
        fontWeight: 'bold',
      })}
    >
      !
    </span>
  );
}
