import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { en, type MessageId } from './i18n/en';
import { de } from './i18n/de';
import { chosenLocale } from './locale';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

const catalogues: Record<string, Record<MessageId, string>> = { en, de };

/** The browser's first language the dashboard has a catalogue for; English otherwise. */
export function pickLocale(languages: readonly string[] = navigator.languages): string {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0]!;
    if (base in catalogues) return base;
  }
  return 'en';
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = chosenLocale() ?? pickLocale();
  document.documentElement.lang = locale;
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={catalogues[locale]}>
      {children}
    </IntlProvider>
  );
}
