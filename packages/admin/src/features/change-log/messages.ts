// The messages of the change log feature, English (the source, ICU MessageFormat) and German: i18n/en.ts and de.ts assemble them.
export const en = {
  'nav.changeLog': 'Change log',
  'changeLog.entityType': 'Kind of record',
  'changeLog.entityId': 'Record id',
  'changeLog.action': 'Action',
  'changeLog.actorType': 'Kind of actor',
  'changeLog.actorId': 'Actor id',
  'changeLog.requestId': 'Request id',
} as const;

export const de: Record<keyof typeof en, string> = {
  'nav.changeLog': 'Änderungsprotokoll',
  'changeLog.entityType': 'Art des Datensatzes',
  'changeLog.entityId': 'Datensatz-ID',
  'changeLog.action': 'Aktion',
  'changeLog.actorType': 'Art des Handelnden',
  'changeLog.actorId': 'ID des Handelnden',
  'changeLog.requestId': 'Anfrage-ID',
};
