// The messages of the home feature, English (the source, ICU MessageFormat) and German: i18n/en.ts and de.ts assemble them.
export const en = {
  'nav.home': 'Home',
  'home.today': 'Orders today',
  'home.week': 'Orders this week',
  'home.newest': 'Newest orders',
  'home.allOrders': 'All orders',
  'home.failedWebhooks': 'Failed webhooks',
} as const;

export const de: Record<keyof typeof en, string> = {
  'nav.home': 'Übersicht',
  'home.today': 'Bestellungen heute',
  'home.week': 'Bestellungen diese Woche',
  'home.newest': 'Neueste Bestellungen',
  'home.allOrders': 'Alle Bestellungen',
  'home.failedWebhooks': 'Fehlgeschlagene Webhooks',
};
