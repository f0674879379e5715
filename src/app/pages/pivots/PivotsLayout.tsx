import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { pane, paneWidth } from './pane-width';
import { SavedViewList } from './SavedViewList';

/** `/pivots`: the saved-view list beside the pivot, split by a draggable divider. */
export function PivotsLayout({ children }: { children: React.ReactNode }) {
  const [width, setWidth] = useState<number>(pane.defaultWidth);
  const container = useRef<HTMLDivElement>(null);
  const drag = (event: React.PointerEvent<HTMLDivElement>) => {
    const box = container.current?.getBoundingClientRect();
    if (!box) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const move = (e: PointerEvent) => setWidth(paneWidth(e.clientX - box.left, box.width));
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };
  return (
    <div
      ref={container}
      className={css({ display: 'flex', minH: 'calc(100vh - 56px)', bg: 'gray.50' })}
    >
      {width > 0 ? (
        <aside
          aria-label="Saved views"
          data-testid="pivot-views-pane"
          style={{ width, flexShrink: 0 }}
          className={css({
            bg: 'white',
            borderRight: '1px solid',
            borderColor: 'gray.200',
            overflowY: 'auto',
          })}
        >
          <SavedViewList />
        </aside>
      ) : null}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize saved views"
        aria-valuenow={width}
        tabIndex={0}
        onPointerDown={drag}
        onDoubleClick={() => setWidth(width > 0 ? 0 : pane.defaultWidth)}
        onKeyDown={(e) => {
          const box = container.current?.getBoundingClientRect();
          if (!box) return;
          if (e.key === 'ArrowLeft') setWidth(paneWidth(width - 20, box.width));
          if (e.key === 'ArrowRight')
            setWidth(paneWidth(Math.max(width, pane.snapClosed) + 20, box.width));
        }}
        style={{ width: pane.divider }}
        className={css({
          flexShrink: 0,
          cursor: 'col-resize',
          bg: 'gray.200',
          _hover: { bg: 'blue.300' },
        })}
      />
      {/* The pivot is the page's main content; the saved views are its aside. */}
      <main className={css({ flex: 1, minW: 0, p: '5', overflow: 'auto' })}>{children}</main>
    </div>
  );
}
