// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Cell, Column, Row } from '../../../src/api/table-data';
import type { GridRow } from '../../../src/app/components/data-table/build-grid-rows';
import { cellValueElement } from '../../../src/app/components/data-table/cell-value-element';
import { cellRendering } from '../../../src/app/components/data-table/plain-cell';

const column: Column = { id: 'c', title: 'Doc', cell_value_type: 'text' };
const row: Row = { id: 'r1', cells: {} };
const context = () => ({ showSensitive: false, onLink: vi.fn(), navigate: vi.fn() });
const text = (t: string): Cell['value'] => ({ type: 'text', text: t });

describe('cellValueElement', () => {
  it('masks sensitive values with the data-private mark until shown', () => {
    const cell: Cell = { value: text('12-345'), sensitivity: 'sensitive' };
    const hidden = cellValueElement(cell, column, row, context());
    expect(hidden.textContent).toBe('******');
    expect(hidden.dataset.private).toBe('true');
    const shown = cellValueElement(cell, column, row, { ...context(), showSensitive: true });
    expect(shown.textContent).toBe('12-345');
    expect(shown.dataset.private).toBe('true');
  });

  it('opens document links through onLink with the document id', () => {
    const ctx = context();
    const cell: Cell = { value: text('Agreement'), link: { type: 'document', documentId: 'd7' } };
    const element = cellValueElement(cell, column, row, ctx);
    const button = element.querySelector('button')!;
    expect(button.dataset.documentId).toBe('d7');
    expect(button.title).toBe('Open document Agreement');
    button.click();
    expect(ctx.onLink).toHaveBeenCalledWith(cell.link, row, column);
  });

  it('navigates in the app for in-app links and leaves downloads to the browser', () => {
    const ctx = context();
    const inApp = cellValueElement(
      { value: text('Fund'), link: { type: 'generic', to: '/fund-family/1' } },
      column,
      row,
      ctx,
    ).querySelector('a')!;
    inApp.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(ctx.navigate).toHaveBeenCalledWith('/fund-family/1');
    const download = cellValueElement(
      { value: text('File'), link: { type: 'generic', to: '/files/a.pdf', isDownload: true } },
      column,
      row,
      ctx,
    ).querySelector('a')!;
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('shows the error icon with its message, the badge and a changed diff', () => {
    const element = cellValueElement(
      {
        value: { type: 'diff', current: 'New', original: 'Old' },
        error: { message: 'Too large' },
        tooltip: { message: 'Hint' },
      },
      column,
      row,
      context(),
    );
    expect(element.querySelector('[data-testid=cell-error]')?.getAttribute('title')).toBe(
      'Too large',
    );
    expect(element.title).toBe('Hint');
    expect(element.querySelector('s')?.textContent).toBe('Old');
    const badge = cellValueElement(
      { value: text('x'), badge: { type: 'percentage', text: '40', color: 'success' } },
      column,
      row,
      context(),
    );
    expect(badge.querySelector('[data-badge=success]')?.textContent).toBe('40%');
  });
});

describe('cellRendering', () => {
  const gridRow = (cell: Cell, extra: Partial<GridRow> = {}): GridRow => ({
    id: 'r',
    kind: 'data',
    depth: 0,
    cells: { c: cell },
    childCount: 0,
    expanded: false,
    ...extra,
  });
  it('draws plain values as text, decorations as elements, inputs and toggles with React', () => {
    expect(cellRendering(gridRow({ value: text('a') }), column, false)).toBe('text');
    expect(
      cellRendering(
        gridRow({ value: text('a'), badge: { type: 'text', text: 'A' } }),
        column,
        false,
      ),
    ).toBe('element');
    expect(
      cellRendering(gridRow({ value: text('a'), form_field: { name: 'f' } }), column, false),
    ).toBe('react');
    expect(cellRendering(gridRow({ value: text('a') }, { childCount: 2 }), column, true)).toBe(
      'react',
    );
    expect(
      cellRendering(
        gridRow({ value: { type: 'diff', current: 'a', original: 'a' } }),
        column,
        false,
      ),
    ).toBe('text');
  });
});
