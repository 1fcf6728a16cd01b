import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** A modal with a title and a description (Radix: focus trapped, Escape closes, the title names it). */
export function Dialog({ open, onOpenChange, title, description, children }: {
  open: boolean; onOpenChange: (open: boolean) => void; title: ReactNode; description?: ReactNode; children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[32rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl dark:bg-zinc-900"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="mb-2 text-lg font-semibold">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="mb-4 text-sm text-zinc-700 dark:text-zinc-300">{description}</RadixDialog.Description>}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
