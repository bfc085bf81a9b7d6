// The shape of the seeded store: attributes with their options, inventory sources and the
// category tree, each leaf with the kind of product it sells. Pure data; ids are given here
// (options, attributes) or assigned in tree order (categories), so they never change between runs.

/** Magento's attribute ids for the filterable attributes (93 is Magento's own `color`). */
export const ATTRIBUTES = [
  { id: 93, code: 'color', label: 'Värv', position: 1 },
  { id: 136, code: 'material', label: 'Materjal', position: 2 },
  { id: 144, code: 'size', label: 'Suurus', position: 3 },
] as const;
export type AttributeCode = (typeof ATTRIBUTES)[number]['code'];

export type AttributeOption = { id: number; attribute_code: AttributeCode; label: string; swatch: string | null; position: number };

const options = (code: AttributeCode, firstId: number, list: Array<string | [string, string]>): AttributeOption[] =>
  list.map((entry, i) => {
    const [label, swatch] = typeof entry === 'string' ? [entry, null] : entry;
    return { id: firstId + i, attribute_code: code, label, swatch, position: i + 1 };
  });

export const COLORS = options('color', 100, [
  ['Hall', '8a8d91'], ['Helehall', 'c9cbcd'], ['Tumehall', '4a4d52'], ['Must', '1f1f1f'], ['Valge', 'f2f1ec'],
  ['Beež', 'd8c8a8'], ['Pruun', '7a5230'], ['Sinine', '2f5d8a'], ['Roheline', '4f7a4a'], ['Roosa', 'd9a3a8'],
  ['Kollane', 'e0b43c'], ['Naturaalne', 'c8a27a'], ['Terrakota', 'b5583a'],
]);
export const MATERIALS = options('material', 200, [
  'Kangas', 'Veluur', 'Nahk', 'Ökonahk', 'Tammepuit', 'Pöögipuit', 'Männipuit', 'Metall', 'Klaas', 'Marmor',
  'Rotang', 'Plast', 'Laastplaat', 'Vill', 'Polüpropüleen', 'Vahtmaterjal', 'Alumiinium', 'Keraamika',
]);
export const SIZES = options('size', 300, [
  '80x200', '90x200', '120x200', '140x200', '160x200', '180x200', '80x150', '120x170', '160x230', '200x300',
]);

export const INVENTORY_SOURCES = [
  { source_code: 'pea', name: 'Pealadu', is_showroom: 0, position: 1 },
  { source_code: 'rain', name: 'Rae ladu', is_showroom: 0, position: 2 },
  { source_code: 'muugisaal', name: 'Müügisaal', is_showroom: 1, position: 3 },
  { source_code: 'vaike', name: 'Väike ladu', is_showroom: 0, position: 4 },
] as const;

/** What a leaf category sells: names, price band, what its configurable products vary on. */
export type ProductKind = {
  noun: string;
  /** Regular price band in EUR. */
  price: readonly [number, number];
  /** Variant axis of its configurable products; null = simple products only. */
  axis: 'color' | 'size' | null;
  materials: readonly string[];
  colors: readonly string[];
  sizes?: readonly string[];
  weight: readonly [number, number];
  /** Silhouette drawn by the generated product image (backend/src/media/product-image.ts). */
  shape: string;
  /** Width × depth × height band in cm, for descriptions. */
  dimensions: readonly [number, number, number];
};

export type CategoryNode = {
  name: string;
  urlKey?: string;
  description?: string;
  includeInMenu?: boolean;
  kind?: ProductKind;
  /** Leaf categories share the catalogue by weight (default 1). */
  weight?: number;
  children?: CategoryNode[];
};

const UPHOLSTERY = ['Kangas', 'Veluur', 'Nahk', 'Ökonahk'];
const SOFA_COLORS = ['Hall', 'Helehall', 'Tumehall', 'Beež', 'Sinine', 'Roheline', 'Roosa', 'Terrakota'];
const WOOD = ['Tammepuit', 'Pöögipuit', 'Männipuit', 'Laastplaat'];
const WOOD_COLORS = ['Naturaalne', 'Valge', 'Must', 'Pruun'];

const kind = (k: ProductKind) => k;
const sofa = (noun: string, price: [number, number]) =>
  kind({ noun, price, axis: 'color', materials: UPHOLSTERY, colors: SOFA_COLORS, weight: [35, 120], shape: 'sofa', dimensions: [180, 90, 85] });

export const CAMPAIGN_URL_KEY = 'kampaaniad';
export const GIFT_CARD_URL_KEY = 'kinkekaardid';
/** Seasonal goods (storeConfig.season_goods_categories): the garden furniture branch. */
export const SEASON_URL_KEY = 'aiamoobel';

export const CATEGORY_TREE: CategoryNode[] = [
  {
    name: 'Diivanid',
    description: '<p>Diivanid igasse koju: nurgadiivanid, sirged diivanid ja diivanvoodid.</p>',
    children: [
      {
        name: 'Nurgadiivanid',
        children: [
          { name: 'Parema nurgaga', urlKey: 'parema-nurgaga', kind: sofa('Nurgadiivan', [699, 2499]) },
          { name: 'Vasaku nurgaga', urlKey: 'vasaku-nurgaga', kind: sofa('Nurgadiivan', [699, 2499]) },
        ],
      },
      {
        name: 'Sirged diivanid',
        children: [
          { name: '2-kohalised diivanid', kind: sofa('Diivan', [399, 1299]) },
          { name: '3-kohalised diivanid', kind: sofa('Diivan', [499, 1699]) },
        ],
      },
      { name: 'Diivanvoodid', kind: sofa('Diivanvoodi', [449, 1499]) },
      {
        name: 'Tugitoolid',
        kind: kind({ noun: 'Tugitool', price: [149, 899], axis: 'color', materials: UPHOLSTERY, colors: SOFA_COLORS, weight: [12, 35], shape: 'armchair', dimensions: [80, 85, 95] }),
      },
    ],
  },
  {
    name: 'Toolid',
    description: '<p>Söögitoolid, baaritoolid ja kontoritoolid.</p>',
    children: [
      {
        name: 'Söögitoolid',
        children: [
          { name: 'Puidust söögitoolid', kind: kind({ noun: 'Söögitool', price: [49, 249], axis: 'color', materials: WOOD, colors: WOOD_COLORS, weight: [4, 9], shape: 'chair', dimensions: [45, 52, 88] }) },
          { name: 'Polsterdatud söögitoolid', kind: kind({ noun: 'Söögitool', price: [69, 329], axis: 'color', materials: ['Veluur', 'Kangas', 'Ökonahk'], colors: SOFA_COLORS, weight: [5, 10], shape: 'chair', dimensions: [48, 56, 90] }) },
        ],
      },
      { name: 'Baaritoolid', kind: kind({ noun: 'Baaritool', price: [59, 279], axis: 'color', materials: ['Metall', 'Ökonahk', 'Veluur'], colors: ['Must', 'Hall', 'Beež', 'Roheline'], weight: [5, 11], shape: 'chair', dimensions: [42, 48, 105] }) },
      { name: 'Kontoritoolid', kind: kind({ noun: 'Kontoritool', price: [89, 549], axis: 'color', materials: ['Kangas', 'Nahk', 'Ökonahk'], colors: ['Must', 'Hall', 'Sinine'], weight: [11, 22], shape: 'chair', dimensions: [65, 65, 115] }) },
    ],
  },
  {
    name: 'Lauad',
    description: '<p>Söögilauad, diivanilauad ja kirjutuslauad.</p>',
    children: [
      {
        name: 'Söögilauad',
        children: [
          { name: 'Lahtikäivad söögilauad', kind: kind({ noun: 'Söögilaud', price: [299, 1499], axis: null, materials: [...WOOD, 'Klaas'], colors: WOOD_COLORS, weight: [30, 70], shape: 'table', dimensions: [180, 90, 75] }) },
          { name: 'Ümmargused söögilauad', kind: kind({ noun: 'Söögilaud', price: [249, 1199], axis: null, materials: [...WOOD, 'Marmor'], colors: WOOD_COLORS, weight: [25, 60], shape: 'table', dimensions: [120, 120, 75] }) },
        ],
      },
      { name: 'Diivanilauad', kind: kind({ noun: 'Diivanilaud', price: [79, 599], axis: null, materials: [...WOOD, 'Marmor', 'Klaas', 'Metall'], colors: [...WOOD_COLORS, 'Hall'], weight: [8, 35], shape: 'table', dimensions: [100, 60, 45] }) },
      { name: 'Kirjutuslauad', kind: kind({ noun: 'Kirjutuslaud', price: [129, 899], axis: null, materials: [...WOOD, 'Metall'], colors: WOOD_COLORS, weight: [18, 45], shape: 'desk', dimensions: [140, 70, 75] }) },
    ],
  },
  {
    name: 'Voodid',
    description: '<p>Voodid ja madratsid hea une heaks.</p>',
    children: [
      { name: 'Kontinentaalvoodid', kind: kind({ noun: 'Kontinentaalvoodi', price: [799, 3299], axis: 'size', materials: ['Kangas', 'Veluur'], colors: SOFA_COLORS, sizes: ['140x200', '160x200', '180x200'], weight: [70, 140], shape: 'bed', dimensions: [180, 210, 120] }) },
      { name: 'Raamiga voodid', kind: kind({ noun: 'Voodi', price: [299, 1499], axis: 'size', materials: WOOD, colors: WOOD_COLORS, sizes: ['90x200', '120x200', '140x200', '160x200', '180x200'], weight: [35, 80], shape: 'bed', dimensions: [170, 210, 100] }) },
      {
        name: 'Madratsid',
        children: [
          { name: 'Vedrumadratsid', kind: kind({ noun: 'Vedrumadrats', price: [199, 999], axis: 'size', materials: ['Vahtmaterjal', 'Kangas'], colors: ['Valge'], sizes: ['80x200', '90x200', '120x200', '140x200', '160x200', '180x200'], weight: [15, 45], shape: 'mattress', dimensions: [160, 200, 24] }) },
          { name: 'Vahtmadratsid', kind: kind({ noun: 'Vahtmadrats', price: [149, 799], axis: 'size', materials: ['Vahtmaterjal'], colors: ['Valge', 'Helehall'], sizes: ['80x200', '90x200', '140x200', '160x200', '180x200'], weight: [10, 35], shape: 'mattress', dimensions: [160, 200, 20] }) },
        ],
      },
    ],
  },
  {
    name: 'Hoiustamine',
    description: '<p>Riidekapid, kummutid, riiulid ja TV-alused.</p>',
    children: [
      { name: 'Riidekapid', kind: kind({ noun: 'Riidekapp', price: [249, 1599], axis: null, materials: WOOD, colors: [...WOOD_COLORS, 'Hall'], weight: [60, 150], shape: 'wardrobe', dimensions: [150, 60, 210] }) },
      { name: 'Kummutid', kind: kind({ noun: 'Kummut', price: [119, 799], axis: 'color', materials: WOOD, colors: WOOD_COLORS, weight: [25, 70], shape: 'drawer', dimensions: [80, 45, 90] }) },
      { name: 'Riiulid', kind: kind({ noun: 'Riiul', price: [49, 499], axis: null, materials: [...WOOD, 'Metall'], colors: WOOD_COLORS, weight: [10, 50], shape: 'shelf', dimensions: [80, 35, 180] }) },
      { name: 'TV-alused', kind: kind({ noun: 'TV-alus', price: [99, 699], axis: null, materials: WOOD, colors: WOOD_COLORS, weight: [20, 55], shape: 'drawer', dimensions: [180, 40, 50] }) },
    ],
  },
  {
    name: 'Valgustid',
    description: '<p>Lae-, põranda- ja laualambid.</p>',
    children: [
      { name: 'Laelambid', kind: kind({ noun: 'Laelamp', price: [39, 499], axis: 'color', materials: ['Metall', 'Klaas', 'Rotang'], colors: ['Must', 'Valge', 'Kollane', 'Naturaalne'], weight: [1, 6], shape: 'lamp', dimensions: [40, 40, 30] }) },
      { name: 'Põrandalambid', kind: kind({ noun: 'Põrandalamp', price: [59, 449], axis: 'color', materials: ['Metall', 'Rotang', 'Tammepuit'], colors: ['Must', 'Valge', 'Naturaalne'], weight: [3, 9], shape: 'lamp', dimensions: [35, 35, 160] }) },
      { name: 'Laualambid', kind: kind({ noun: 'Laualamp', price: [25, 199], axis: 'color', materials: ['Keraamika', 'Metall', 'Klaas'], colors: ['Valge', 'Must', 'Roheline', 'Terrakota'], weight: [1, 4], shape: 'lamp', dimensions: [25, 25, 45] }) },
    ],
  },
  {
    name: 'Vaibad',
    description: '<p>Vaibad tuppa ja õue.</p>',
    children: [
      { name: 'Toavaibad', kind: kind({ noun: 'Vaip', price: [49, 899], axis: 'size', materials: ['Vill', 'Polüpropüleen'], colors: ['Hall', 'Beež', 'Sinine', 'Terrakota'], sizes: ['80x150', '120x170', '160x230', '200x300'], weight: [2, 20], shape: 'rug', dimensions: [160, 230, 1] }) },
      { name: 'Õuevaibad', kind: kind({ noun: 'Õuevaip', price: [29, 249], axis: 'size', materials: ['Polüpropüleen'], colors: ['Hall', 'Roheline', 'Beež'], sizes: ['80x150', '120x170', '160x230'], weight: [1, 8], shape: 'rug', dimensions: [120, 170, 1] }) },
    ],
  },
  {
    name: 'Aiamööbel',
    description: '<p>Aiamööbel terrassile ja rõdule.</p>',
    children: [
      { name: 'Aiatoolid', kind: kind({ noun: 'Aiatool', price: [35, 299], axis: 'color', materials: ['Alumiinium', 'Rotang', 'Plast', 'Tammepuit'], colors: ['Must', 'Valge', 'Hall', 'Naturaalne'], weight: [3, 9], shape: 'chair', dimensions: [55, 60, 85] }) },
      { name: 'Aialauad', kind: kind({ noun: 'Aialaud', price: [79, 899], axis: null, materials: ['Alumiinium', 'Tammepuit', 'Rotang'], colors: ['Must', 'Hall', 'Naturaalne'], weight: [8, 40], shape: 'table', dimensions: [150, 90, 74] }) },
      { name: 'Päikesevarjud', kind: kind({ noun: 'Päikesevari', price: [49, 599], axis: 'color', materials: ['Alumiinium', 'Kangas'], colors: ['Beež', 'Hall', 'Terrakota'], weight: [6, 25], shape: 'parasol', dimensions: [300, 300, 250] }) },
    ],
  },
  {
    name: 'Kampaaniad',
    description: '<p>Kõik soodushinnaga tooted ühes kohas.</p>',
    children: [{ name: 'Nädala pakkumised' }, { name: 'Outlet' }],
  },
  { name: 'Kinkekaardid', includeInMenu: false, description: '<p>Kinkekaart sobib igaks puhuks.</p>' },
];

/** Review rating aspects; each takes the values 1-5 (option id = (rating id - 1) * 5 + value). */
export const RATINGS = [
  { id: 1, name: 'Kvaliteet', position: 1 },
  { id: 2, name: 'Hind', position: 2 },
  { id: 3, name: 'Välimus', position: 3 },
] as const;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export const ratingOptionId = (ratingId: number, value: number) => (ratingId - 1) * RATING_VALUES.length + value;

/** Assembly and utilisation services (EUR), offered by category below. */
export const ASSEMBLY_SERVICES = [
  { id: 1, sku: 'TEENUS-DIIVANI-KOKKUPANEK', name: 'Diivani kokkupanek', price: 49, special_price: 39 },
  { id: 2, sku: 'TEENUS-DIIVANI-UTILISEERIMINE', name: 'Vana diivani utiliseerimine', price: 39, special_price: null },
  { id: 3, sku: 'TEENUS-VOODI-KOKKUPANEK', name: 'Voodi kokkupanek', price: 59, special_price: null },
  { id: 4, sku: 'TEENUS-VOODI-UTILISEERIMINE', name: 'Vana voodi utiliseerimine', price: 39, special_price: null },
  { id: 5, sku: 'TEENUS-MADRATSI-UTILISEERIMINE', name: 'Vana madratsi utiliseerimine', price: 19, special_price: null },
  { id: 6, sku: 'TEENUS-KAPI-KOKKUPANEK', name: 'Riidekapi kokkupanek', price: 89, special_price: null },
  { id: 7, sku: 'TEENUS-MOOBLI-KOKKUPANEK', name: 'Mööbli kokkupanek', price: 39, special_price: null },
  { id: 8, sku: 'TEENUS-LAUA-KOKKUPANEK', name: 'Laua kokkupanek', price: 29, special_price: null },
  { id: 9, sku: 'TEENUS-KONTORITOOLI-KOKKUPANEK', name: 'Kontoritooli kokkupanek', price: 15, special_price: null },
] as const;

/**
 * Category url_path → assembly service ids, in the order offered. Categories not listed here
 * (dining and bar chairs, lighting, rugs, garden furniture, gift cards) offer none, so their
 * products get an empty list.
 */
export const ASSEMBLY_BY_CATEGORY: Record<string, readonly number[]> = {
  diivanid: [1, 2],
  'voodid/kontinentaalvoodid': [3, 4],
  'voodid/raamiga-voodid': [3, 4],
  'voodid/madratsid': [5],
  'hoiustamine/riidekapid': [6],
  'hoiustamine/kummutid': [7],
  'hoiustamine/riiulid': [7],
  'hoiustamine/tv-alused': [7],
  lauad: [8],
  'toolid/kontoritoolid': [9],
};

/** Popular search terms, most searched first (GET /klevu/settings). Each finds products in a seeded catalogue of 100 or more. */
export const POPULAR_SEARCH_TERMS = [
  'diivan', 'voodi', 'laud', 'nurgadiivan', 'tugitool', 'madrats', 'kummut', 'vaip', 'valgusti', 'riidekapp',
] as const;
