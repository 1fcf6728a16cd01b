// Results of actions as Radix toasts: announced to screen readers, no styles injected at run time (the CSP allows
// only the bundle's own stylesheet).
import * as Toast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

type Tone = 'success' | 'error';
interface Note {
  id: number;
  title: string;
  description?: string;
  tone: Tone;
}

const ToastContext = createContext<(note: Omit<Note, 'id'>) => void>(() => {});
export const useToast = () => useContext(ToastContext);

let nextId = 1;

export function Toasts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [notes, setNotes] = useState<Note[]>([]);
  // The newest three: a burst of results (bulk work) must not cover the screen.
  const push = useCallback(
    (note: Omit<Note, 'id'>) => setNotes((all) => [...all.slice(-2), { ...note, id: nextId++ }]),
    [],
  );
  return (
    <ToastContext.Provider value={push}>
      <Toast.Provider duration={6000} label={intl.formatMessage({ id: 'toast.label' })}>
        {children}
        {notes.map((note) => (
          <Toast.Root
            key={note.id}
            type={note.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) setNotes((all) => all.filter((n) => n.id !== note.id));
            }}
            className={`rounded-md border p-3 shadow-lg ${
              note.tone === 'error'
                ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
                : 'border-zinc-200 bg-white text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100'
            }`}
          >
            <Toast.Title className="font-medium">{note.title}</Toast.Title>
            {note.description && <Toast.Description className="text-sm">{note.description}</Toast.Description>}
          </Toast.Root>
        ))}
        <Toast.Viewport
          label={intl.formatMessage({ id: 'toast.viewport' })}
          className="fixed bottom-4 right-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
        />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
