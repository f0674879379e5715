import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from './button-styles';

const content = css({
  position: 'fixed',
  right: 0,
  top: '50px',
  height: 'calc(100% - 75px)',
  maxW: '100vw',
  bg: 'white',
  borderLeft: '1px solid',
  borderColor: 'gray.300',
  boxShadow: 'xl',
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column',
  _focusVisible: { outline: 'none' },
});

/**
 * A panel over the right of the page (spec §9 side panel: top 50, height 100% − 75 px) for
 * details of what was clicked. Ark UI's dialog gives it the keyboard: focus moves in, Escape
 * closes, and focus goes back to what opened it (`returnFocusTo`). `modal={false}` leaves the
 * page behind usable (the calculations list beside its panel): no backdrop, and a click
 * outside does not close it. `actions` go in the header before Close; `edge` is drawn at the
 * panel's left edge (a resize handle).
 */
export function SidePanel({
  open,
  onClose,
  title,
  subtitle,
  width = 640,
  returnFocusTo,
  modal = true,
  actions,
  edge,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle?: string;
  width?: number;
  returnFocusTo?: () => HTMLElement | null;
  modal?: boolean;
  actions?: ReactNode;
  edge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      finalFocusEl={returnFocusTo}
      modal={modal}
      closeOnInteractOutside={modal}
    >
      <Portal>
        {modal ? (
          <Dialog.Backdrop
            className={css({ position: 'fixed', inset: 0, bg: 'rgba(15,23,42,0.15)', zIndex: 40 })}
          />
        ) : null}
        <Dialog.Positioner>
          <Dialog.Content className={content} style={{ width }} data-width={width}>
            {edge}
            <header
              className={css({
                display: 'flex',
                alignItems: 'flex-start',
                gap: '2',
                px: '5',
                py: '4',
                borderBottom: '1px solid',
                borderColor: 'gray.200',
              })}
            >
              <div className={css({ flex: 1, minW: 0 })}>
                <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
                  {title}
                </Dialog.Title>
                {subtitle ? (
                  <Dialog.Description className={css({ color: 'gray.600', fontSize: 'sm' })}>
                    {subtitle}
                  </Dialog.Description>
                ) : null}
              </div>
              {actions}
              <Dialog.CloseTrigger
                className={button({ variant: 'secondary' })}
                aria-label="Close panel"
              >
                ✕
              </Dialog.CloseTrigger>
            </header>
            <div className={css({ flex: 1, overflowY: 'auto', px: '5', py: '4' })}>{children}</div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
