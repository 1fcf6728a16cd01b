// The messages of the home feature, English (the source, ICU MessageFormat) and German: i18n/en.ts and de.ts assemble them.
export const en = {
  'nav.home': 'Home',
  'screenMissing.title': 'Page not found',
  'screenMissing.text': 'There is no screen at this address. Choose one from the navigation, or go back home.',
  'screenMissing.home': 'Go to the home screen',
  'home.today': 'Orders today',
  'home.week': 'Orders this week',
  'home.newest': 'Newest orders',
  'home.allOrders': 'All orders',
  'home.failedWebhooks': 'Failed webhooks',
} as const;

export const de: Record<keyof typeof en, string> = {
  'screenMissing.title': 'Seite nicht gefunden',
  'screenMissing.text':
    'Unter dieser Adresse gibt es keine Ansicht. Wählen Sie eine in der Navigation oder gehen Sie zur Übersicht.',
  'screenMissing.home': 'Zur Übersicht',
  'nav.home': 'Übersicht',
  'home.today': 'Bestellungen heute',
  'home.week': 'Bestellungen diese Woche',
  'home.newest': 'Neueste Bestellungen',
  'home.allOrders': 'Alle Bestellungen',
  'home.failedWebhooks': 'Fehlgeschlagene Webhooks',
};
