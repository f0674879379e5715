import { css } from 'styled-system/css';
import type { Cell, Column, LinkInfo, Row } from '../../../api/table-data';
import { badgeColors, badgeStyle } from './data-table-styles';
import { formatCellValue } from './format-cell-value';

/** What a decorated cell needs beyond its own data. */
export type CellElementContext = {
  showSensitive: boolean;
  onLink: (link: LinkInfo, row: Row | undefined, column: Column) => void;
  /** In-app navigation, so links inside the app never reload it. */
  navigate: (to: string) => void;
};

const wrapperStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', minW: 0 });
const linkStyle = css({
  color: 'blue.700',
  textDecoration: 'underline',
  cursor: 'pointer',
  bg: 'transparent',
  border: 'none',
  p: 0,
  font: 'inherit',
});
// A sheet of paper drawn in CSS: no icon font, and no emoji a headless font may lack.
const documentIconStyle = css({
  display: 'inline-block',
  w: '9px',
  h: '11px',
  mr: '1.5',
  border: '1.5px solid currentColor',
  borderRadius: '1px',
  verticalAlign: '-1px',
});
const struckStyle = css({ color: 'gray.500', mr: '1' });
const currentStyle = css({ fontWeight: 'medium' });
export const cellErrorStyle = css({
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
});

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Spec §8: cells with errors show a red icon with a tooltip. */
export function cellErrorElement(message: string): HTMLElement {
  const icon = element('span', cellErrorStyle, '!');
  icon.setAttribute('role', 'img');
  icon.setAttribute('aria-label', `Error: ${message}`);
  icon.title = message;
  icon.dataset.testid = 'cell-error';
  return icon;
}

function linkElement(
  link: LinkInfo,
  body: Node,
  text: string,
  row: Row | undefined,
  column: Column,
  context: CellElementContext,
): HTMLElement {
  if (link.type === 'generic') {
    const anchor = element('a', linkStyle);
    anchor.href = link.to;
    // The cell is the stop: arrows reach it, Enter follows its link (follow-cell-link.ts).
    anchor.tabIndex = -1;
    anchor.append(body);
    if (link.isDownload) anchor.download = '';
    else if (link.to.startsWith('/')) {
      anchor.addEventListener('click', (event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        context.navigate(link.to);
      });
    }
    return anchor;
  }
  const button = element('button', linkStyle);
  button.type = 'button';
  button.tabIndex = -1;
  if (link.type === 'button') button.textContent = link.label ?? text;
  else button.append(body);
  // Document links open a stored document; the page's onLink knows which area serves it.
  if (link.type === 'document') {
    button.dataset.documentId = link.documentId;
    button.title = `Open document ${text}`.trim();
    const icon = element('span', documentIconStyle);
    icon.setAttribute('aria-hidden', 'true');
    button.prepend(icon);
  }
  button.addEventListener('click', () => context.onLink(link, row, column));
  return button;
}

/**
 * The read-only face of a decorated cell (value, badge, link, status, error icon, sensitive
 * mask) as plain DOM. AG Grid mounts these directly while scrolling: a React root per cell
 * cost more than the rest of a frame.
 */
export function cellValueElement(
  cell: Cell,
  column: Column,
  row: Row | undefined,
  context: CellElementContext,
): HTMLElement {
  const sensitive = column.sensitivity === 'sensitive' || cell.sensitivity === 'sensitive';
  if (sensitive && !context.showSensitive) {
    const mask = element('span', undefined, '******');
    mask.dataset.private = 'true';
    mask.setAttribute('aria-label', 'Hidden sensitive value');
    return mask;
  }
  const value = cell.value;
  const text = formatCellValue(value);
  let body: Node;
  if (value.type === 'diff' && value.current !== value.original) {
    const diff = element('span');
    diff.append(
      element('s', struckStyle, value.original ?? '—'),
      element('span', currentStyle, value.current ?? '—'),
    );
    body = diff;
  } else {
    body = document.createTextNode(text);
  }
  if (cell.badge) {
    const colors = badgeColors[cell.badge.color ?? 'gray'];
    const badge = element(
      'span',
      badgeStyle,
      cell.badge.type === 'percentage' ? `${cell.badge.text}%` : cell.badge.text,
    );
    badge.style.background = colors.bg;
    badge.style.color = colors.fg;
    if (cell.badge.tooltip) badge.title = cell.badge.tooltip;
    badge.dataset.badge = cell.badge.color ?? 'gray';
    body = badge;
  }
  if (cell.link) body = linkElement(cell.link, body, text, row, column, context);
  const wrapper = element('span', wrapperStyle);
  if (cell.tooltip) wrapper.title = cell.tooltip.message;
  if (sensitive) wrapper.dataset.private = 'true';
  if (cell.status) wrapper.dataset.status = cell.status;
  if (cell.error) wrapper.append(cellErrorElement(cell.error.message));
  wrapper.append(body);
  return wrapper;
}
