import type { ProductPurchaseIslandProps } from '../../ui/islands/product-purchase';
import type { ReviewFormIslandProps } from '../../ui/islands/review-form';

/** A configurable sofa: colour swatches (hex and image), sizes, three variants, price tiers. */
export const CONFIGURABLE: ProductPurchaseIslandProps['product'] = {
  sku: 'SOFA-1',
  name: 'Diivan "Mona" <3',
  typename: 'ConfigurableProduct',
  giftCardVirtual: null,
  categories: ['Mööbel', 'Diivanid'],
  price: { final: 899, regular: 999, currency: 'EUR' },
  stockStatus: 'IN_STOCK',
  onlyXLeft: null,
  tarneaeg: '2-3 nädalat',
  sources: [],
  options: [
    {
      code: 'color',
      label: 'Värv',
      values: [
        { valueIndex: 1, uid: 'dmFsdWUv1', label: 'Hall', swatch: '#808080' },
        { valueIndex: 2, uid: 'dmFsdWUv2', label: 'Sinine', swatch: 'https://backend.test/media/swatch/blue.png' },
      ],
    },
    {
      code: 'size',
      label: 'Suurus',
      values: [
        { valueIndex: 10, uid: 'dmFsdWUv10', label: '2-kohaline', swatch: null },
        { valueIndex: 20, uid: 'dmFsdWUv20', label: '3-kohaline', swatch: null },
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
      sources: [
        { source_code: 'pea', source_name: 'Pealadu', status: true, qty: 1 },
        { source_code: 'muugisaal', source_name: 'Müügisaal', status: true, qty: 2 },
      ],
    },
    {
      sku: 'SOFA-1-GREY-3',
      attributes: { color: 1, size: 20 },
      price: { final: 1099, regular: 1099, currency: 'EUR' },
      stockStatus: 'OUT_OF_STOCK',
      onlyXLeft: null,
      tarneaeg: null,
      sources: [{ source_code: 'pea', source_name: 'Pealadu', status: false, qty: 0 }],
    },
    {
      sku: 'SOFA-1-BLUE-2',
      attributes: { color: 2, size: 10 },
      price: { final: 949, regular: 999, currency: 'EUR' },
      stockStatus: 'IN_STOCK',
      onlyXLeft: null,
      tarneaeg: '1-2 päeva',
      sources: [{ source_code: 'rain', source_name: 'Rae ladu', status: true, qty: 5 }],
    },
  ],
  tiers: [{ quantity: 2, finalPrice: 850, percentOff: 5.4 }],
};

export const SIMPLE: ProductPurchaseIslandProps['product'] = {
  sku: 'TABLE-7',
  name: 'Laud',
  typename: 'SimpleProduct',
  giftCardVirtual: null,
  categories: [],
  price: { final: 4.5, regular: 4.5, currency: 'EUR' },
  stockStatus: 'OUT_OF_STOCK',
  onlyXLeft: null,
  tarneaeg: null,
  sources: [],
  options: [],
  variants: [],
  tiers: [],
};

/** Gallery images of the sofa and of its blue variant. */
export const GALLERY = {
  name: 'Diivan',
  productSku: 'SOFA-1',
  images: [
    { url: 'https://backend.test/media/catalog/product/a.svg', label: 'Eest' },
    { url: 'https://backend.test/media/catalog/product/b.svg', label: null },
  ],
  variantImages: {
    'SOFA-1-BLUE-2': [
      { url: 'https://backend.test/media/catalog/product/blue-1.svg', label: 'Sinine' },
      { url: 'https://backend.test/media/catalog/product/blue-2.svg', label: null },
      { url: 'https://backend.test/media/catalog/product/blue-3.svg', label: null },
    ],
  },
};

export const RATINGS: ReviewFormIslandProps['ratings'] = [
  { id: 'MQ==', name: 'Kvaliteet', values: [1, 2, 3, 4, 5].map((n) => ({ value_id: `q${n}`, value: String(n) })) },
  { id: 'Mg==', name: 'Hind', values: [1, 2, 3, 4, 5].map((n) => ({ value_id: `p${n}`, value: String(n) })) },
];
