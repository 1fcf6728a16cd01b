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
  'images.altOf': 'Alternativtext von Bild {n}',
  'images.saveAlt': 'Alternativtext speichern',
  'images.saveAltOf': 'Alternativtext von Bild {n} speichern',
  'images.altSaved': 'Alternativtext von Bild {n} gespeichert',
  'images.moveUp': 'Bild {n} nach vorne verschieben',
  'images.moveDown': 'Bild {n} nach hinten verschieben',
  'images.moved': 'Bild an Position {n} verschoben',
};
