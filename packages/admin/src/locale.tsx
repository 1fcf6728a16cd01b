// The staff member's own language choice, kept in this browser's storage so it survives a reload; without one the
// dashboard follows the browser's languages (i18n.tsx).
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Select } from './ui/controls';

const KEY = 'shop-admin.locale';
export const LOCALES = { en: 'English', de: 'Deutsch' } as const;

export function chosenLocale(): string | undefined {
  try {
    const value = window.localStorage.getItem(KEY);
    return value && value in LOCALES ? value : undefined;
  } catch {
    return undefined;
  }
}

export function LanguageChoice() {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="mb-3 flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-zinc-600 dark:text-zinc-400">
        {intl.formatMessage({ id: 'nav.language' })}
      </label>
      <Select
        id={id}
        value={intl.locale}
        onChange={(e) => {
          window.localStorage.setItem(KEY, e.target.value);
          // The catalogue, formats and every cached label change at once: a reload keeps the route and its URL state.
          window.location.reload();
        }}
      >
        {Object.entries(LOCALES).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </Select>
    </div>
  );
}
