import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';

export function Money({ value, currency = 'EUR' }: { value: number; currency?: string }) {
  return <FormattedNumber value={value} style="currency" currency={currency} />;
}

export function DateTime({ value }: { value: string | number }) {
  return <FormattedDate value={value} dateStyle="medium" timeStyle="short" />;
}

const statusTones: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  paid: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100',
  processing: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
  shipped: 'bg-cyan-100 text-cyan-900 dark:bg-cyan-900 dark:text-cyan-100',
  delivered: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  approved: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100',
  received: 'bg-cyan-100 text-cyan-900 dark:bg-cyan-900 dark:text-cyan-100',
  requested: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  refunded: 'bg-fuchsia-100 text-fuchsia-900 dark:bg-fuchsia-950 dark:text-fuchsia-100',
};

/**
 * Ends told apart by more than colour: a sign beside the word (a cross for stopped, an arrow back for money returned),
 * drawn, so screen readers and the text of the page have the word only.
 */
const statusSigns: Record<string, string> = {
  cancelled: 'M4 4l8 8M12 4l-8 8',
  rejected: 'M4 4l8 8M12 4l-8 8',
  refunded: 'M6 3L3 6l3 3M3 6h6a4 4 0 010 8H6',
};

/** An order or return status, named in the staff's language. */
export function Status({ value }: { value: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ${statusTones[value] ?? 'bg-zinc-200 text-zinc-900 dark:bg-zinc-700 dark:text-zinc-100'}`}
    >
      {statusSigns[value] && (
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="mr-1 inline-block h-3 w-3 align-[-1px]"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d={statusSigns[value]} />
        </svg>
      )}
      <FormattedMessage id={`status.${value}` as 'status.pending'} />
    </span>
  );
}

/** A stored code in the staff's language (its message `<kind>.<code>`); one the dashboard does not know reads as stored. */
function CodeName({ kind, value }: { kind: 'paymentMethod' | 'role'; value: string }) {
  const intl = useIntl();
  const id = `${kind}.${value}`;
  return <>{id in intl.messages ? intl.formatMessage({ id: id as 'paymentMethod.card' }) : value}</>;
}

/** A payment method: `bank_transfer` reads "Bank transfer". */
export function PaymentMethodName({ value }: { value: string }) {
  return <CodeName kind="paymentMethod" value={value} />;
}

/** A staff role: `super_admin` reads "Super admin". */
export function RoleName({ value }: { value: string }) {
  return <CodeName kind="role" value={value} />;
}
