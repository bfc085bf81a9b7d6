import { beforeAll, describe, expect, it } from 'vitest';
import { ASSEMBLY_PRODUCTS_MUTATION, type AssemblyProductsMutation } from '../../../../graphql/documents';
import { postGraphql, seeded } from '../../../test/graphql-request';

const assembly = (sku: string) => postGraphql<AssemblyProductsMutation>(ASSEMBLY_PRODUCTS_MUTATION, { sku });
const items = async (sku: string) => {
  const { body } = await assembly(sku);
  expect(body.errors).toBeUndefined();
  return body.data!.assemblyProducts!.items!.map((i) => i!);
};

beforeAll(seeded);

describe('ASSEMBLY_PRODUCTS_MUTATION', () => {
  it('offers sofa assembly and utilisation for a sofa, with prices', async () => {
    const services = await items('MP10002');
    expect(services.map((s) => [s.sku, s.name])).toEqual([
      ['TEENUS-DIIVANI-KOKKUPANEK', 'Diivani kokkupanek'],
      ['TEENUS-DIIVANI-UTILISEERIMINE', 'Vana diivani utiliseerimine'],
    ]);
    expect(services[0]).toMatchObject({
      uid: btoa('assembly/1'),
      price_range: {
        minimum_price: { regular_price: { value: 49, currency: 'EUR' }, final_price: { value: 39, currency: 'EUR' } },
        maximum_price: { regular_price: { value: 49, currency: 'EUR' }, final_price: { value: 39, currency: 'EUR' } },
      },
    });
    expect(services[1]!.price_range.minimum_price.final_price.value).toBe(39);
  });

  it.each([
    ['MP10003', ['Mööbli kokkupanek']],
    ['MP10007', ['Voodi kokkupanek', 'Vana voodi utiliseerimine']],
    ['MP10007-140X200', ['Voodi kokkupanek', 'Vana voodi utiliseerimine']],
  ])('offers the services of the categories of %s', async (sku, names) => {
    expect((await items(sku)).map((s) => s.name)).toEqual(names);
  });

  it.each(['MP10005', 'MP10006', 'GIFTCARD'])('answers an empty list for %s (no services in its categories)', async (sku) => {
    expect(await items(sku)).toEqual([]);
  });

  it('answers an unknown SKU and an unknown cart with graphql-no-such-entity, neither argument with graphql-input', async () => {
    const unknown = await assembly('NO-SUCH');
    expect(unknown.body.errors).toEqual([expect.objectContaining({ message: 'Could not find a product with SKU "NO-SUCH"', extensions: { category: 'graphql-no-such-entity' } })]);
    const neither = await postGraphql('mutation { getAssemblyProducts { items { sku } } }');
    expect(neither.body.errors![0]).toMatchObject({ message: 'Specify either "sku" or "cart_id".', extensions: { category: 'graphql-input' } });
    const cart = await postGraphql('mutation { getAssemblyProducts(cart_id: "abc") { items { sku } } }');
    expect(cart.body.errors![0]).toMatchObject({ message: 'Could not find a cart with ID "abc"', extensions: { category: 'graphql-no-such-entity' } });
  });

  it('lists the services of every product in a cart once each', async () => {
    const cartId = (await postGraphql<{ createEmptyCart: string }>('mutation { createEmptyCart }')).body.data!.createEmptyCart;
    // A chest of drawers (furniture assembly) and a ceiling lamp (no services).
    await postGraphql(`mutation A($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "MP10003", quantity: 1 }, { sku: "MP10006", quantity: 1 }]) { cart { id } } }`, { id: cartId });
    const { body } = await postGraphql(`mutation G($id: String) { getAssemblyProducts(cart_id: $id) { items { sku } } }`, { id: cartId });
    expect(body.data.getAssemblyProducts.items).toEqual([{ sku: 'TEENUS-MOOBLI-KOKKUPANEK' }]);
  });
});
