// The messages of the product screen's variants card (variants.tsx), English and German; messages.ts includes them.
export const en = {
  'variants.title': 'Variants',
  'variants.explain':
    'Options such as size or colour make the variants: adding a value adds a variant for each new combination, with a SKU from the product’s. An empty price is the product’s.',
  'variants.none': 'This product has no options.',
  'variants.valuesOf': 'Values of {option}',
  'variants.removeValue': 'Remove {value} from {option}',
  'variants.newValue': 'New value for {option}',
  'variants.addValue': 'Add value',
  'variants.optionName': 'New option',
  'variants.optionNameExample': 'e.g. Size',
  'variants.optionValues': 'Its values, separated by commas',
  'variants.optionValuesExample': 'e.g. S, M, L',
  'variants.addOption': 'Add option',
  'variants.optionsSaved':
    '{added, plural, =0 {Options saved} one {Options saved, # variant added} other {Options saved, # variants added}}',
  'variants.removeTitle': 'Remove {value} from {option}?',
  'variants.removeGoes':
    '{count, plural, one {This variant is deleted with it:} other {These # variants are deleted with it:}}',
  'variants.removeNone':
    'No variant is deleted: it is the option’s only value, so the option goes and the variants keep their other values.',
  'variants.removeConfirm': 'Remove',
  'variants.table': 'Variants with SKU, price, status and stock per warehouse',
  'variants.variant': 'Variant',
  'variants.status': 'Status',
  'variants.stockIn': 'Stock: {warehouse}',
  'variants.skuOf': 'SKU of {name}',
  'variants.priceOf': 'Price of {name}',
  'variants.statusOf': 'Status of {name}',
  'variants.stockOf': 'Stock of {name} in {warehouse}',
  'variants.saveOf': 'Save {name}',
  'variants.saved': '{name} saved',
  'variants.stockReason': 'Stock set on the product screen',
};

export const de: Record<keyof typeof en, string> = {
  'variants.title': 'Varianten',
  'variants.explain':
    'Optionen wie Größe oder Farbe ergeben die Varianten: Ein neuer Wert fügt für jede neue Kombination eine Variante hinzu, mit einer SKU aus der des Produkts. Ein leerer Preis ist der des Produkts.',
  'variants.none': 'Dieses Produkt hat keine Optionen.',
  'variants.valuesOf': 'Werte von {option}',
  'variants.removeValue': '{value} aus {option} entfernen',
  'variants.newValue': 'Neuer Wert für {option}',
  'variants.addValue': 'Wert hinzufügen',
  'variants.optionName': 'Neue Option',
  'variants.optionNameExample': 'z. B. Größe',
  'variants.optionValues': 'Ihre Werte, durch Kommas getrennt',
  'variants.optionValuesExample': 'z. B. S, M, L',
  'variants.addOption': 'Option hinzufügen',
  'variants.optionsSaved':
    '{added, plural, =0 {Optionen gespeichert} one {Optionen gespeichert, # Variante hinzugefügt} other {Optionen gespeichert, # Varianten hinzugefügt}}',
  'variants.removeTitle': '{value} aus {option} entfernen?',
  'variants.removeGoes':
    '{count, plural, one {Diese Variante wird mit gelöscht:} other {Diese # Varianten werden mit gelöscht:}}',
  'variants.removeNone':
    'Keine Variante wird gelöscht: Es ist der einzige Wert der Option, also entfällt die Option und die Varianten behalten ihre übrigen Werte.',
  'variants.removeConfirm': 'Entfernen',
  'variants.table': 'Varianten mit SKU, Preis, Status und Bestand je Lager',
  'variants.variant': 'Variante',
  'variants.status': 'Status',
  'variants.stockIn': 'Bestand: {warehouse}',
  'variants.skuOf': 'SKU von {name}',
  'variants.priceOf': 'Preis von {name}',
  'variants.statusOf': 'Status von {name}',
  'variants.stockOf': 'Bestand von {name} in {warehouse}',
  'variants.saveOf': '{name} speichern',
  'variants.saved': '{name} gespeichert',
  'variants.stockReason': 'Bestand auf der Produktseite gesetzt',
};
