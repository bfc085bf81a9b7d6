import { describe, expect, it } from 'vitest';
import { followUpItem, itemsOfProduct, WISHLIST_PRODUCT_TYPES, wishlistItemInput } from './wishlist';

describe('wishlistItemInput', () => {
  it.each(WISHLIST_PRODUCT_TYPES)('accepts %s with quantity 1', (typename) => {
    expect(wishlistItemInput({ typename, sku: 'S' })).toEqual({ sku: 'S', quantity: 1 });
  });

  it.each(['ConfigurableProductVariant', 'ProductInterface', ''])('refuses the unsupported type %j', (typename) => {
    expect(wishlistItemInput({ typename, sku: 'S' })).toBeNull();
  });

  it('sends a configurable with its chosen variant as the SKU and its own as parent_sku', () => {
    expect(wishlistItemInput({ typename: 'ConfigurableProduct', sku: 'DIIVAN', variantSku: 'DIIVAN-HALL' })).toEqual({ sku: 'DIIVAN-HALL', parent_sku: 'DIIVAN', quantity: 1 });
    expect(wishlistItemInput({ typename: 'ConfigurableProduct', sku: 'DIIVAN', variantSku: null })).toEqual({ sku: 'DIIVAN', quantity: 1 });
  });

  it('sends a bundle with its entered options', () => {
    const enteredOptions = [{ uid: 'YnVuZGxlLzE=', value: '2' }];
    expect(wishlistItemInput({ typename: 'BundleProduct', sku: 'KOMPLEKT', enteredOptions })).toEqual({ sku: 'KOMPLEKT', quantity: 1, entered_options: enteredOptions });
  });
});

describe('itemsOfProduct and followUpItem', () => {
  const items = [
    { id: '1', product: { sku: 'TOOL' } },
    { id: '2', product: { sku: 'DIIVAN' } },
    { id: '3', product: { sku: 'DIIVAN' } },
  ];

  it('finds the items of a product by its (parent) SKU', () => {
    expect(itemsOfProduct(items, 'DIIVAN').map((item) => item.id)).toEqual(['2', '3']);
    expect(itemsOfProduct(items, 'LAUD')).toEqual([]);
  });

  it("follows up the named item when it is this product's, else the product's first, else none", () => {
    expect(followUpItem(items, 'DIIVAN', '3')?.id).toBe('3');
    expect(followUpItem(items, 'DIIVAN', '1')?.id).toBe('2');
    expect(followUpItem(items, 'DIIVAN', null)?.id).toBe('2');
    expect(followUpItem(items, 'LAUD', '1')).toBeNull();
  });
});
