import { createToaster } from '@ark-ui/react/toast';

/** Spec §9: toasts last 4 s, bottom-right. */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: 4000,
  gap: 12,
  overlap: false,
});
