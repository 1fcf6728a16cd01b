// The messages of the categories feature, English (the source, ICU MessageFormat) and German: i18n/en.ts and de.ts assemble them.
export const en = {
  'nav.categories': 'Categories',
  'categories.tree': 'Category tree',
  'categories.add': 'Add category',
  'categories.addUnder': 'Add a category under {name}',
  'categories.products': '{count, plural, one {# product} other {# products}}',
  'categories.up': 'Move {name} up',
  'categories.down': 'Move {name} down',
  'categories.moveUnder': 'Parent of {name}',
  'categories.topLevel': '(top level)',
  'categories.deleteOne': 'Delete {name}',
  'categories.deleted': 'Category deleted',
  'categories.deleteTitle': 'Delete the category {name}?',
  'categories.deleteWhat':
    'The category leaves the shop’s navigation and its address stops working. A category with subcategories or products cannot be deleted: move them first.',
  'categories.confirmDelete': 'Delete the category',
  'categories.saved': 'Category tree saved',
  'categories.empty': 'No categories yet.',
} as const;

export const de: Record<keyof typeof en, string> = {
  'nav.categories': 'Kategorien',
  'categories.tree': 'Kategorienbaum',
  'categories.add': 'Kategorie hinzufügen',
  'categories.addUnder': 'Kategorie unter {name} hinzufügen',
  'categories.products': '{count, plural, one {# Produkt} other {# Produkte}}',
  'categories.up': '{name} nach oben',
  'categories.down': '{name} nach unten',
  'categories.moveUnder': 'Oberkategorie von {name}',
  'categories.topLevel': '(oberste Ebene)',
  'categories.deleteOne': '{name} löschen',
  'categories.deleted': 'Kategorie gelöscht',
  'categories.deleteTitle': 'Die Kategorie {name} löschen?',
  'categories.deleteWhat':
    'Die Kategorie verschwindet aus der Navigation des Shops, ihre Adresse funktioniert nicht mehr. Eine Kategorie mit Unterkategorien oder Produkten lässt sich nicht löschen: verschieben Sie diese zuerst.',
  'categories.confirmDelete': 'Kategorie löschen',
  'categories.saved': 'Kategorienbaum gespeichert',
  'categories.empty': 'Noch keine Kategorien.',
};
