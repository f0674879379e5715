import { useState } from 'react';
import { button } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';

/** Remove, asked again in a dialog first: a removed bank account or contact is gone for good. */
export function RemoveDetailButton({
  kind,
  name,
  onRemove,
}: {
  /** "bank account", "contact", "external ID". */
  kind: string;
  /** How the item reads to a person, e.g. "Alpha Bank ••••3333". */
  name: string;
  onRemove: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        aria-label={`Remove ${kind} ${name}`}
        onClick={() => setOpen(true)}
      >
        Remove
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Remove ${kind}?`}
        confirmLabel="Remove"
        busy={busy}
        onConfirm={async () => {
          setBusy(true);
          try {
            await onRemove();
            setTimeout(() => toaster.create({ type: 'success', title: `${name} removed` }), 100);
          } catch (error) {
            toaster.create({ type: 'error', title: (await apiErrorOf(error)).message });
          } finally {
            setBusy(false);
            setOpen(false);
          }
        }}
      >
        {name} will be removed from this entity. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
