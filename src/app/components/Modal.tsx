import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from './button-styles';

/** The app's dialog chrome: backdrop, centred panel and title, mounted only while open. */
export function Modal({
  open,
  onOpenChange,
  title,
  children,
  role = 'dialog',
  width = '440px',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  width?: string;
}) {
  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role={role}
    >
      <Portal>
        <Dialog.Backdrop
          className={css({ position: 'fixed', inset: 0, bg: 'rgba(15,23,42,0.45)', zIndex: 40 })}
        />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            zIndex: 50,
          })}
        >
          <Dialog.Content
            className={css({ bg: 'white', borderRadius: '8px', p: '6', boxShadow: 'lg' })}
            style={{ width }}
          >
            <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' })}>
              {title}
            </Dialog.Title>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A form dialog's footer: Cancel closes the dialog, the submit button is off while it saves. */
export function ModalActions({ submitLabel, busy }: { submitLabel: string; busy: boolean }) {
  return (
    <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
      <Dialog.CloseTrigger className={button({ variant: 'secondary' })} type="button">
        Cancel
      </Dialog.CloseTrigger>
      <button type="submit" className={button()} disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
