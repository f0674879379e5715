import { useRef } from 'react';
import { css } from 'styled-system/css';
import { assistantSidebarWidth, clampSidebarWidth, sidebarWidthStep } from './sidebar-width';

/**
 * The sidebar's left edge: drag it, or focus it and use the arrow keys (Home and End for
 * the narrowest and widest). The sidebar sits on the right, so moving left widens it.
 */
export function SidebarResizeHandle({
  width,
  onResize,
}: {
  width: number;
  onResize: (width: number) => void;
}) {
  const drag = useRef<{ x: number; width: number } | null>(null);
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize assistant"
      aria-valuenow={width}
      aria-valuemin={assistantSidebarWidth.min}
      aria-valuemax={assistantSidebarWidth.max}
      tabIndex={0}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { x: event.clientX, width };
      }}
      onPointerMove={(event) => {
        if (drag.current) {
          onResize(clampSidebarWidth(drag.current.width + drag.current.x - event.clientX));
        }
      }}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={(event) => {
        const next =
          event.key === 'ArrowLeft'
            ? width + sidebarWidthStep
            : event.key === 'ArrowRight'
              ? width - sidebarWidthStep
              : event.key === 'Home'
                ? assistantSidebarWidth.min
                : event.key === 'End'
                  ? assistantSidebarWidth.max
                  : null;
        if (next === null) return;
        event.preventDefault();
        onResize(clampSidebarWidth(next));
      }}
      className={css({
        position: 'absolute',
        left: '-3px',
        top: 0,
        bottom: 0,
        w: '6px',
        cursor: 'col-resize',
        zIndex: 1,
        _hover: { bg: 'blue.200' },
        _focusVisible: { bg: 'blue.300', outline: 'none' },
      })}
    />
  );
}
