import type { enCatalogue } from './en.catalogue';

export const deCatalogue: Record<keyof typeof enCatalogue, string> = {
  'productBulk.preview': 'Vorschau',
  'productBulk.previewTitle': 'Vorschau der Sammelbearbeitung',
  'productBulk.previewDescription': 'Noch ist nichts geändert. So würde sich das Anwenden auf jedes Produkt auswirken.',
  'productBulk.wouldChange': 'Würde ändern',
  'productBulk.fieldChange': '{field}: {before} → {after}',
  'productBulk.unchanged': 'Keine Änderung',
  'productBulk.refused': 'Abgelehnt: {reason}',
  'productBulk.applyPreviewed': 'Diese Änderungen anwenden',
  'productBulk.cancel': 'Abbrechen',
};
