import type { ProductPurchaseIslandProps, ReviewFormIslandProps, StoreStockIslandProps } from '../../ui/islands';

/** A configurable sofa: colour swatches (hex and image), sizes, three variants, price tiers. */
export const CONFIGURABLE: ProductPurchaseIslandProps['product'] = {
  sku: 'SOFA-1',
  name: 'Diivan "Mona" <3',
  typename: 'ConfigurableProduct',
  price: { final: 899, regular: 999, currency: 'EUR' },
  stockStatus: 'IN_STOCK',
  onlyXLeft: null,
  tarneaeg: '2-3 nädalat',
  availableQty: 9,
  options: [
    {
      code: 'color',
      label: 'Värv',
      values: [
        { valueIndex: 1, label: 'Hall', swatch: '#808080' },
        { valueIndex: 2, label: 'Sinine', swatch: 'https://backend.test/media/swatch/blue.png' },
      ],
    },
    {
      code: 'size',
      label: 'Suurus',
      values: [
        { valueIndex: 10, label: '2-kohaline', swatch: null },
        { valueIndex: 20, label: '3-kohaline', swatch: null },
      ],
    },
  ],
  variants: [
    {
      sku: 'SOFA-1-GREY-2',
      attributes: { color: 1, size: 10 },
      price: { final: 899, regular: 999, currency: 'EUR' },
      stockStatus: 'IN_STOCK',
      onlyXLeft: 2,
      tarneaeg: 'müük ainult laoseisust',
      availableQty: 2,
      imageUrl: 'https://backend.test/media/catalog/product/grey.svg',
    },
    {
      sku: 'SOFA-1-GREY-3',
      attributes: { color: 1, size: 20 },
      price: { final: 1099, regular: 1099, currency: 'EUR' },
      stockStatus: 'OUT_OF_STOCK',
      onlyXLeft: null,
      tarneaeg: null,
      availableQty: 0,
      imageUrl: null,
    },
    {
      sku: 'SOFA-1-BLUE-2',
      attributes: { color: 2, size: 10 },
      price: { final: 949, regular: 999, currency: 'EUR' },
      stockStatus: 'IN_STOCK',
      onlyXLeft: null,
      tarneaeg: '1-2 päeva',
      availableQty: 5,
      imageUrl: 'https://backend.test/media/catalog/product/blue.svg',
    },
  ],
  tiers: [{ quantity: 2, finalPrice: 850, percentOff: 5.4 }],
};

export const SIMPLE: ProductPurchaseIslandProps['product'] = {
  sku: 'TABLE-7',
  name: 'Laud',
  typename: 'SimpleProduct',
  price: { final: 4.5, regular: 4.5, currency: 'EUR' },
  stockStatus: 'OUT_OF_STOCK',
  onlyXLeft: null,
  tarneaeg: null,
  availableQty: null,
  options: [],
  variants: [],
  tiers: [],
};

export const STOCK_BY_SKU: StoreStockIslandProps['bySku'] = {
  'SOFA-1': [],
  'SOFA-1-GREY-2': [
    { source_code: 'pea', source_name: 'Pealadu', status: true, qty: 1 },
    { source_code: 'muugisaal', source_name: 'Müügisaal', status: true, qty: 2 },
  ],
  'SOFA-1-BLUE-2': [{ source_code: 'rain', source_name: 'Rae ladu', status: true, qty: 5 }],
};

export const RATINGS: ReviewFormIslandProps['ratings'] = [
  { id: 'MQ==', name: 'Kvaliteet', values: [1, 2, 3, 4, 5].map((n) => ({ value_id: `q${n}`, value: String(n) })) },
  { id: 'Mg==', name: 'Hind', values: [1, 2, 3, 4, 5].map((n) => ({ value_id: `p${n}`, value: String(n) })) },
];
