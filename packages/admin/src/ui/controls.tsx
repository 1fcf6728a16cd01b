import {
  forwardRef,
  useCallback,
  useId,
  useRef,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';

const tones = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800 disabled:bg-blue-400 dark:bg-blue-600 dark:hover:bg-blue-700',
  secondary:
    'border border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-100 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-400',
};

export function Button({
  tone = 'secondary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: keyof typeof tones }) {
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex items-center justify-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed ${tones[tone]} ${className}`}
    />
  );
}

export const inputClass =
  'w-full rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm text-zinc-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100';

interface FieldProps {
  label: ReactNode;
  /** The field's limits ("1–300 characters"): shown beside the label and read as its description, not its name. */
  hint?: string | undefined;
  error?: string | undefined;
  children: (id: string, describedBy: string | undefined) => ReactNode;
  className?: string;
}

/** A labelled control; its hint and error are tied to it for screen readers. */
export function Field({ label, hint, error, children, className = '' }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const labelled = (
    <label htmlFor={id} className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
      {label}
    </label>
  );
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      {hint ? (
        <div className="flex flex-wrap items-baseline gap-x-2">
          {labelled}
          <span id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
            {hint}
          </span>
        </div>
      ) : (
        labelled
      )}
      {children(id, describedBy)}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className = '', ...props },
  ref,
) {
  return <input ref={ref} {...props} className={`${inputClass} ${className}`} />;
});

/** "12.5" reads "12.50", "3" reads "3.00" (the separator typed is kept); anything else is left as typed. */
export function twoDecimals(value: string): string {
  const m = /^(-?\d+)(?:([.,])(\d{0,2}))?$/.exec(value.trim());
  return m ? `${m[1]}${m[2] ?? '.'}${(m[3] ?? '').padEnd(2, '0')}` : value;
}

/**
 * An amount of money: right-aligned in tabular figures like the money columns, shown with two decimals once loaded
 * and whenever the field is left. The value keeps its meaning (12.5 and 12.50 are one amount), so forms see no change.
 */
export const MoneyInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function MoneyInput(
  { className = '', onBlur, ...props },
  ref,
) {
  const shown = useRef(false);
  // A controlled field shows its state: its owner formats that (on blur, with twoDecimals).
  const controlled = props.value !== undefined;
  const attach = useCallback(
    (el: HTMLInputElement | null) => {
      if (el && !shown.current && !controlled) {
        shown.current = true;
        el.value = twoDecimals(el.value);
      }
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref, controlled],
  );
  return (
    <Input
      ref={attach}
      type="number"
      inputMode="decimal"
      min={0}
      step="0.01"
      {...props}
      className={`text-right tabular-nums ${className}`}
      onBlur={(e) => {
        if (!controlled) e.currentTarget.value = twoDecimals(e.currentTarget.value);
        onBlur?.(e);
      }}
    />
  );
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className = '', ...props },
  ref,
) {
  return <select ref={ref} {...props} className={`${inputClass} ${className}`} />;
});

export function Card({
  title,
  children,
  actions,
  className = '',
}: {
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <section className={`min-w-0 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800 ${className}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-xl font-semibold break-words">{title}</h1>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}
