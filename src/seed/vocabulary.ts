// Word lists the seed composes names from. Brands are invented, so demo data never names a real company.

export interface Material {
  name: string;
  code: string;
}

/** A leaf category products are created in; its code, material codes and sizes make up the SKU. */
export interface LeafKind {
  name: string;
  code: string;
  nouns: readonly string[];
  materials: readonly Material[];
  /** Size codes; the product takes one, its variants others. A single entry means one size, no variants. */
  sizes: readonly string[];
  /** Price range in whole euros. */
  price: readonly [number, number];
}

export interface CategoryNode {
  name: string;
  children?: readonly CategoryNode[];
  leaf?: LeafKind;
}

const m = (name: string, code: string): Material => ({ name, code });
const COTTON = m('Cotton', 'COT');
const LINEN = m('Linen', 'LIN');
const WOOL = m('Merino', 'MER');
const DENIM = m('Denim', 'DNM');
const LEATHER = m('Leather', 'LEA');
const POLY = m('Recycled Polyester', 'RPE');
const CERAMIC = m('Ceramic', 'CER');
const STEEL = m('Stainless Steel', 'STS');
const OAK = m('Oak', 'OAK');
const GLASS = m('Glass', 'GLS');
const ALU = m('Aluminium', 'ALU');
const RUBBER = m('Natural Rubber', 'RUB');
const CLOTHES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const SHOES = ['38', '39', '40', '41', '42', '43', '44', '45'];
const ONE = ['OS'];

const leaf = (
  name: string,
  code: string,
  nouns: string[],
  materials: Material[],
  sizes: string[],
  price: [number, number],
): CategoryNode => ({ name, leaf: { name, code, nouns, materials, sizes, price } });

export const CATEGORY_TREE: readonly CategoryNode[] = [
  {
    name: 'Clothing',
    children: [
      {
        name: 'Men',
        children: [
          leaf('T-Shirts', 'TSH', ['T-Shirt', 'Crew Neck Tee', 'V-Neck Tee'], [COTTON, LINEN, POLY], CLOTHES, [15, 45]),
          leaf('Shirts', 'SHI', ['Oxford Shirt', 'Flannel Shirt', 'Overshirt'], [COTTON, LINEN], CLOTHES, [35, 90]),
          leaf(
            'Jeans',
            'JNS',
            ['Slim Jeans', 'Straight Jeans', 'Carpenter Jeans'],
            [DENIM],
            ['28', '30', '32', '34', '36', '38'],
            [49, 140],
          ),
          leaf('Knitwear', 'KNT', ['Sweater', 'Cardigan', 'Turtleneck'], [WOOL, COTTON], CLOTHES, [59, 180]),
        ],
      },
      {
        name: 'Women',
        children: [
          leaf(
            'Dresses',
            'DRS',
            ['Wrap Dress', 'Midi Dress', 'Shirt Dress'],
            [COTTON, LINEN, POLY],
            CLOTHES,
            [45, 160],
          ),
          leaf('Blouses', 'BLO', ['Blouse', 'Tunic', 'Camisole'], [COTTON, LINEN], CLOTHES, [29, 89]),
          leaf('Tops', 'TOP', ['Tank Top', 'Long Sleeve Top', 'Tee'], [COTTON, WOOL], CLOTHES, [15, 59]),
          leaf('Outerwear', 'OUT', ['Rain Jacket', 'Parka', 'Trench Coat'], [POLY, COTTON, WOOL], CLOTHES, [89, 320]),
        ],
      },
      {
        name: 'Kids',
        children: [
          leaf(
            'Baby',
            'BAB',
            ['Bodysuit', 'Romper', 'Sleepsuit'],
            [COTTON],
            ['56', '62', '68', '74', '80', '86'],
            [9, 35],
          ),
          leaf(
            'Kids Tops',
            'KTP',
            ['Hoodie', 'Tee', 'Sweatshirt'],
            [COTTON, POLY],
            ['98', '104', '110', '116', '122', '128'],
            [12, 45],
          ),
        ],
      },
    ],
  },
  {
    name: 'Shoes',
    children: [
      leaf(
        'Sneakers',
        'SNK',
        ['Runner', 'Court Sneaker', 'High-Top Sneaker'],
        [LEATHER, POLY, RUBBER],
        SHOES,
        [59, 180],
      ),
      leaf('Boots', 'BOT', ['Chelsea Boot', 'Hiking Boot', 'Lace-Up Boot'], [LEATHER, RUBBER], SHOES, [89, 260]),
      leaf('Sandals', 'SND', ['Slide', 'Trail Sandal', 'Flip-Flop'], [RUBBER, LEATHER], SHOES, [19, 89]),
    ],
  },
  {
    name: 'Home & Living',
    children: [
      {
        name: 'Kitchen',
        children: [
          leaf(
            'Mugs',
            'MUG',
            ['Mug', 'Espresso Cup', 'Travel Mug'],
            [CERAMIC, STEEL, GLASS],
            ['250', '350', '450'],
            [8, 29],
          ),
          leaf(
            'Cookware',
            'CKW',
            ['Frying Pan', 'Saucepan', 'Dutch Oven'],
            [STEEL, ALU],
            ['20', '24', '28'],
            [29, 189],
          ),
          leaf('Knives', 'KNF', ['Chef Knife', 'Paring Knife', 'Bread Knife'], [STEEL], ['OS'], [19, 149]),
        ],
      },
      {
        name: 'Textiles',
        children: [
          leaf('Towels', 'TWL', ['Bath Towel', 'Hand Towel', 'Beach Towel'], [COTTON, LINEN], ['S', 'M', 'L'], [9, 49]),
          leaf(
            'Bedding',
            'BED',
            ['Duvet Cover', 'Pillowcase Set', 'Fitted Sheet'],
            [COTTON, LINEN],
            ['135', '155', '200'],
            [29, 149],
          ),
        ],
      },
      leaf(
        'Decor',
        'DEC',
        ['Vase', 'Candle Holder', 'Picture Frame', 'Table Lamp'],
        [CERAMIC, GLASS, OAK],
        ONE,
        [12, 120],
      ),
      leaf('Furniture', 'FRN', ['Side Table', 'Stool', 'Bookshelf'], [OAK, STEEL], ONE, [79, 690]),
    ],
  },
  {
    name: 'Electronics',
    children: [
      {
        name: 'Audio',
        children: [
          leaf(
            'Headphones',
            'HPH',
            ['Over-Ear Headphones', 'Earbuds', 'Studio Monitor Headphones'],
            [ALU, POLY],
            ONE,
            [29, 399],
          ),
          leaf('Speakers', 'SPK', ['Bluetooth Speaker', 'Bookshelf Speaker', 'Soundbar'], [OAK, ALU], ONE, [39, 599]),
        ],
      },
      leaf(
        'Accessories',
        'ACC',
        ['USB-C Cable', 'Charger', 'Phone Case', 'Power Bank'],
        [POLY, ALU, RUBBER],
        ['OS'],
        [9, 79],
      ),
    ],
  },
  {
    name: 'Sports & Outdoor',
    children: [
      leaf('Camping', 'CMP', ['Tent', 'Sleeping Bag', 'Camping Chair'], [POLY, ALU], ['1P', '2P', '4P'], [39, 450]),
      leaf(
        'Backpacks',
        'BPK',
        ['Daypack', 'Trekking Backpack', 'Hip Pack'],
        [POLY, LEATHER],
        ['15L', '25L', '40L'],
        [29, 229],
      ),
      leaf('Fitness', 'FIT', ['Yoga Mat', 'Kettlebell', 'Resistance Band Set'], [RUBBER, STEEL], ONE, [15, 129]),
    ],
  },
];

export const BRANDS = [
  'Nordwind',
  'Alder & Finch',
  'Brightwater',
  'Kestrel',
  'Lumen Works',
  'Mossgrove',
  'Northfold',
  'Oakline',
  'Pinecrest',
  'Quillon',
  'Riverstone',
  'Saltmarsh',
  'Tallowby',
  'Umbra Lane',
  'Vellwood',
  'Westerly',
  'Yarrow',
  'Zephyr & Co',
  'Birchmere',
  'Copperfield',
  'Driftline',
  'Emberly',
  'Fjellborn',
  'Greyhaven',
];

export const ADJECTIVES = [
  'Classic',
  'Essential',
  'Everyday',
  'Heritage',
  'Urban',
  'Alpine',
  'Coastal',
  'Vintage',
  'Modern',
  'Relaxed',
  'Lightweight',
  'Premium',
  'Organic',
  'Rugged',
  'Soft',
  'Signature',
  'Studio',
  'Weekend',
  'Nordic',
  'Compact',
];

export const COLOURS = [
  'Black',
  'White',
  'Navy',
  'Olive',
  'Sand',
  'Grey',
  'Rust',
  'Sky Blue',
  'Forest Green',
  'Burgundy',
];

export const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hannes',
  'Ida',
  'Jonas',
  'Klara',
  'Lukas',
  'Mia',
  'Noah',
  'Olivia',
  'Paul',
  'Quentin',
  'Rosa',
  'Sophie',
  'Tim',
  'Ute',
  'Valentin',
  'Wiebke',
  'Xaver',
  'Yara',
  'Zoe',
  'Lena',
  'Max',
  'Nora',
  'Oskar',
  'Marie',
  'Elias',
  'Leonie',
  'Finn',
  'Hanna',
  'Jakob',
  'Lea',
  'Moritz',
  'Sarah',
  'Tom',
];

export const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Braun',
  'Zimmermann',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Lehmann',
  'Köhler',
  'Walter',
  'Maier',
  'Peters',
  'Jansen',
  'Berger',
  'Fuchs',
  'Vogel',
  'Roth',
];

export const CITIES = [
  ['Berlin', '10115', 'DE'],
  ['Hamburg', '20095', 'DE'],
  ['München', '80331', 'DE'],
  ['Köln', '50667', 'DE'],
  ['Frankfurt am Main', '60311', 'DE'],
  ['Leipzig', '04109', 'DE'],
  ['Dresden', '01067', 'DE'],
  ['Wien', '1010', 'AT'],
  ['Graz', '8010', 'AT'],
  ['Zürich', '8001', 'CH'],
  ['Basel', '4051', 'CH'],
  ['Amsterdam', '1012', 'NL'],
] as const;

export const STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Gartenweg',
  'Lindenallee',
  'Schulstraße',
  'Marktplatz',
  'Bergstraße',
  'Am Hafen',
  'Kirchgasse',
  'Mühlenweg',
];

export const B2B_GROUPS = ['wholesale', 'reseller', 'corporate'];

/** Extra warehouses next to the migration's MAIN one; 2 or 3 of them are created. */
export const WAREHOUSES = [
  { name: 'Berlin North', code: 'BER' },
  { name: 'Hamburg Port', code: 'HAM' },
  { name: 'Vienna', code: 'VIE' },
];
