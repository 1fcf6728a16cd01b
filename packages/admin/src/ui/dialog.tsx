import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './controls';
import { ErrorNotice } from './notice';

/** The element that had focus when a dialog opened, focused again when it closes (when it is still on the page). */
export function useFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (in its passive effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}

/** The visible ✕ in a dialog's corner: closes it like Escape does. */
export function CloseButton() {
  const intl = useIntl();
  return (
    <RadixDialog.Close
      aria-label={intl.formatMessage({ id: 'dialog.close' })}
      title={intl.formatMessage({ id: 'dialog.close' })}
      className="absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-md text-lg leading-none text-zinc-600 hover:bg-zinc-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      <span aria-hidden="true">×</span>
    </RadixDialog.Close>
  );
}

/**
 * A modal with a title and a description (Radix: focus trapped, Escape closes, the title names it), a visible close
 * button, and focus back on what opened it when it closes (Radix returns it only to a Radix trigger; the dashboard's
 * dialogs open from their own buttons and from shortcuts).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  const returnFocus = useFocusReturn(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[32rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl dark:bg-zinc-900"
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <CloseButton />
          <RadixDialog.Title className="mb-2 pr-8 text-lg font-semibold">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mb-4 text-sm text-zinc-700 dark:text-zinc-300">
              {description}
            </RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;

/**
 * The question before a deletion: what it does, the answer's refusal when there was one (`refusal` says it in the
 * screen's own words instead of the API's), the danger button and "Keep".
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirm,
  pending,
  error,
  refusal,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirm: ReactNode;
  pending: boolean;
  error: unknown;
  refusal?: ReactNode;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {refusal ?? (error ? <ErrorNotice error={error} /> : null)}
      <div className="flex gap-2">
        <Button tone="danger" disabled={pending} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button onClick={() => onOpenChange(false)}>
          <FormattedMessage id="action.keep" />
        </Button>
      </div>
    </Dialog>
  );
}
