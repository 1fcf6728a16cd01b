import type { enHooks } from './en.hooks';

export const deHooks: Record<keyof typeof enHooks, string> = {
  'hooks.attempts': 'Versuche',
  'hooks.noAttempts': 'Noch nicht versucht.',
  'hooks.latency': 'Latenz',
  'hooks.outcome': 'Ergebnis',
  'hooks.delivered': 'Zugestellt',
  'hooks.response': 'Antwortauszug',
  'hooks.noResponse': 'keine Antwort',
  'hooks.health': 'Zustand der Endpunkte',
  'hooks.healthWindow': 'Einträge der letzten {hours, plural, one {Stunde} other {# Stunden}}, je Ziel-URL.',
  'hooks.noTargets': 'Keine Zustellungen in diesem Zeitraum.',
  'hooks.failureRate': 'Fehlerquote',
  'hooks.lastSuccess': 'Letzter Erfolg',
  'hooks.lastFailure': 'Letzter Fehler',
  'hooks.pending': 'Ausstehend',
  'hooks.state': 'Zustand',
  'hooks.paused': 'Pausiert',
  'hooks.active': 'Aktiv',
  'hooks.never': 'nie',
  'hooks.pauseTarget': 'Ziel {url} pausieren',
  'hooks.resumeTarget': 'Ziel {url} fortsetzen',
};
