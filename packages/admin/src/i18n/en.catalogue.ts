// English messages of the catalogue work (bulk edit preview, list sorting, images, media where-used), spread into en.ts.
export const enCatalogue = {
  'productBulk.preview': 'Preview',
  'productBulk.previewTitle': 'Preview of the bulk edit',
  'productBulk.previewDescription': 'Nothing has changed yet. This is what applying would do to each product.',
  'productBulk.wouldChange': 'Would change',
  'productBulk.fieldChange': '{field}: {before} → {after}',
  'productBulk.unchanged': 'No change',
  'productBulk.refused': 'Refused: {reason}',
  'productBulk.applyPreviewed': 'Apply these changes',
  'productBulk.cancel': 'Cancel',
  'images.altOf': 'Alt text of image {n}',
  'images.saveAlt': 'Save alt text',
  'images.saveAltOf': 'Save alt text of image {n}',
  'images.altSaved': 'Alt text of image {n} saved',
  'images.moveUp': 'Move image {n} up',
  'images.moveDown': 'Move image {n} down',
  'images.moved': 'Image moved to position {n}',
} as const;
