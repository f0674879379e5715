/**
 * Opens after the pointer has rested `openDelay` ms and closes `closeDelay` ms after it
 * leaves, so a pointer passing over the rail never flashes the panel open.
 */
export function createHoverOpen(options: {
  openDelay: number;
  closeDelay: number;
  onChange: (open: boolean) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}) {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as number));
  let timer: unknown = null;
  let open = false;
  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const settle = (next: boolean) => {
    timer = null;
    if (open === next) return;
    open = next;
    options.onChange(next);
  };
  return {
    enter: () => {
      cancel();
      if (!open) timer = setTimer(() => settle(true), options.openDelay);
    },
    leave: () => {
      cancel();
      if (open) timer = setTimer(() => settle(false), options.closeDelay);
    },
    dispose: cancel,
  };
}
