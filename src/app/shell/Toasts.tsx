import { Toast, Toaster } from '@ark-ui/react/toast';
import { css } from 'styled-system/css';
import { toaster } from '../lib/toaster';

const tone: Record<string, string> = {
  error: '#b91c1c',
  success: '#15803d',
  warning: '#b45309',
  info: '#1d4ed8',
};

export function Toasts() {
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <Toast.Root
          key={toast.id}
          className={css({
            bg: 'white',
            borderRadius: '8px',
            boxShadow: 'lg',
            px: '4',
            py: '3',
            minW: '280px',
            maxW: '420px',
            borderLeft: '4px solid',
          })}
          style={{ borderLeftColor: tone[toast.type ?? 'info'] ?? tone.info }}
        >
          <Toast.Title className={css({ fontWeight: 'semibold' })}>{toast.title}</Toast.Title>
          {toast.description ? (
            <Toast.Description
              className={css({ color: 'gray.600', fontSize: 'sm', whiteSpace: 'pre-line' })}
            >
              {toast.description}
            </Toast.Description>
          ) : null}
          <Toast.CloseTrigger
            aria-label="Dismiss"
            className={css({
              position: 'absolute',
              top: '2',
              right: '2',
              cursor: 'pointer',
              color: 'gray.400',
            })}
          >
            ×
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
