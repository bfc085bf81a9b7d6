// Issue 17 item 14: no valid document may produce an internal error. Every field reachable from
// Query is asked (backend/test/every-field-query.ts generates the documents from the executable
// schema) against seeded data: a guest cart with a configurable product, a simple one and a gift
// card, a placed guest order, Mari's account with her orders, cart and wish list. The documents are
// executed in-process (they are far above the HTTP limits of depth and complexity on purpose), with
// the HTTP layer's error formatting.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { type GraphQLError, type GraphQLNamedType, type GraphQLSchema, execute, getNamedType, isAbstractType, isInterfaceType, isObjectType, parse, validate } from 'graphql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ORIGIN, postGraphql, seeded } from '../../test/graphql-request';
import { everyFieldQuery } from '../../test/every-field-query';
import { gql, signIn } from '../customers/test-customers';
import { createRequestContext } from './context';
import { formatError } from './graphql-http';
import { refundRoutes } from './credit-memos/refund-routes';
import { TALLINN, placeOrder, readyCart, setBilling } from './orders/order-test-helpers';
import { buildCommerceSchema } from './schema';

vi.setConfig({ testTimeout: 60_000 });

const MARI = { email: 'mari.maasikas@example.ee', password: 'Maasikas-2026' };
const AMOUNT_UID = btoa('giftcard/custom_giftcard_amount');

type Case = { root: string; args: string; token?: true | 'business' };
let cases: Case[];
let token: string;
let businessToken: string;
let wishlistId: string;

beforeAll(async () => {
  await seeded();
  const cartId = await readyCart([
    { sku: 'MP10002-HALL', quantity: 1 },
    { sku: 'MP10003', quantity: 1 },
    { sku: 'GIFTCARD', quantity: 1, entered_options: [{ uid: AMOUNT_UID, value: '25' }] },
  ]);
  await postGraphql(`mutation ($id: String!) { applyGiftCardToCart(input: { cart_id: $id, gift_card_code: "KINKEKAART-25" }) { cart { id } } }`, { id: cartId });
  await setBilling(cartId, { ...TALLINN, region: 'Harju maakond', company: 'Puitmeister OÜ' });
  await postGraphql(`mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "SOODUS10" }) { cart { id } } }`, { id: cartId });
  const orderCart = await readyCart([{ sku: 'MP10006', quantity: 1 }, { sku: 'MP10002-HALL', quantity: 1 }]);
  const orderToken = (await placeOrder(orderCart)).data.placeOrder.orderV2.token;
  token = await signIn(MARI.email, MARI.password);
  businessToken = await signIn('arved@puitmeister.ee', 'Puitmeister-2026');
  // A credit memo on one of Mari's completed orders, through the REST refund (webhook not sent).
  const complete = await env.DB.prepare("SELECT id FROM orders WHERE customer_id = 1 AND status = 'complete' ORDER BY id LIMIT 1").first<{ id: number }>();
  const ctx = createExecutionContext();
  const refunded = await refundRoutes({ send: async () => new Response(null, { status: 200 }) }).fetch(
    new Request(new URL(`/rest/V1/order/${complete!.id}/refund`, ORIGIN), { method: 'POST', headers: { authorization: `Bearer ${env.ADMIN_API_TOKEN}`, 'content-type': 'application/json' }, body: '{}' }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(refunded.status).toBe(200);
  const customerCart = (await gql('{ customerCart { id } }', {}, token)).data.customerCart.id;
  await gql(`mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "MP10007-140X200", quantity: 1 }]) { cart { id } } }`, { id: customerCart }, token);
  const wish = await gql(`mutation { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "MP10002-SININE", quantity: 1 }, { sku: "MP10005", quantity: 2 }, { sku: "EGIFTCARD", quantity: 1, entered_options: [{ uid: "${AMOUNT_UID}", value: "50" }] }]) { wishlist { id } } }`, {}, token);
  wishlistId = wish.data.addProductsToWishlist.wishlist.id;
  const category = (await postGraphql(`{ categories(filters: { url_path: { eq: "diivanid" } }) { items { uid } } }`)).body.data.categories.items[0].uid;

  const skus = '["MP10002", "MP10003", "MP10005", "MP10007", "MP10008", "GIFTCARD", "EGIFTCARD"]';
  cases = [
    { root: 'storeConfig', args: '' },
    { root: 'categoryList', args: `(filters: { category_uid: { eq: "${category}" } })` },
    { root: 'categories', args: `(filters: { category_uid: { eq: "${category}" } })` },
    { root: 'products', args: `(filter: { sku: { in: ${skus} } }, pageSize: 10)` },
    { root: 'products', args: `(search: "diivan", pageSize: 3)` },
    { root: 'products', args: `(filter: { category_uid: { eq: "${category}" } }, pageSize: 2)` },
    { root: 'route', args: '(url: "diivan-toompea-10002.html")' },
    { root: 'route', args: '(url: "diivanid.html")' },
    { root: 'route', args: '(url: "/soodustused.html")' },
    { root: 'cmsBlocks', args: '(identifiers: ["footer-info", "home-hero"])' },
    { root: 'productReviewRatingsMetadata', args: '' },
    { root: 'cart', args: `(cart_id: "${cartId}")` },
    { root: 'customerCart', args: '', token: true },
    { root: 'pickupLocations', args: '(productsInfo: [{ sku: "MP10002-HALL" }])' },
    { root: 'guestOrderByToken', args: `(input: { token: "${orderToken}" })` },
    { root: 'customer', args: '', token: true },
    { root: 'customer', args: '', token: 'business' },
    { root: 'isEmailAvailable', args: '(email: "keegi@example.ee")' },
    { root: 'countries', args: '' },
    { root: 'country', args: '(id: "EE")' },
    { root: 'parcelMachines', args: '(carrier_code: "omniva", search: "Tallinn")' },
    { root: 'estonianAddresses', args: '(search: "Pärnu mnt")' },
  ];
});

/** Root arguments of the case; nested fields with required arguments get a value from the seed. */
const argumentsFor = (c: Case) => (type: string, field: { name: string }) => {
  if (type === 'Query') return c.args;
  if (type === 'Customer' && field.name === 'wishlist_v2') return `(id: "${wishlistId}")`;
  return undefined;
};

/** The executable schema with every resolver counting its calls into `executed` (`Type.field`). */
const executed = new Set<string>();
let instrumented: GraphQLSchema | undefined;
function commerceSchema(): GraphQLSchema {
  if (instrumented) return instrumented;
  instrumented = buildCommerceSchema();
  for (const type of Object.values(instrumented.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (resolve) field.resolve = (...args) => (executed.add(`${type.name}.${field.name}`), resolve(...args));
    }
  }
  return instrumented;
}

async function run(c: Case, selected: Set<string>) {
  const schema = commerceSchema();
  const source = everyFieldQuery(schema, c.root, argumentsFor(c), selected)!;
  const document = parse(source);
  expect(validate(schema, document).map((e) => e.message)).toEqual([]);
  const headers = new Headers(c.token ? { authorization: `Bearer ${c.token === 'business' ? businessToken : token}` } : {});
  const contextValue = { ...(await createRequestContext(env.DB, ORIGIN, headers)), env };
  const result = await execute({ schema, document, contextValue });
  return { data: result.data, errors: (result.errors ?? []).map((e: GraphQLError) => formatError(e)) };
}

describe('every field of the schema, executed', () => {
  it('answers no "Internal server error" and no unimplemented field for any field reachable from Query', async () => {
    const selected = new Set<string>();
    const failures: string[] = [];
    for (const c of cases) {
      const { data, errors } = await run(c, selected);
      for (const error of errors) failures.push(`${c.root}${c.args.slice(0, 40)} ${error.path?.join('.')}: ${error.message} (${error.extensions.category})`);
      expect(data?.[c.root], `${c.root} answered data`).toBeTruthy();
    }
    const never = [...selected].filter((k) => !executed.has(k) && isObjectType(commerceSchema().getType(k.split('.')[0]!)));
    console.log(`every-field: ${cases.length} documents, ${selected.size} fields asked, ${executed.size} executed; never executed (no data): ${never.join(', ')}`);
    expect(failures).toEqual([]);
    // The seed has no image swatches, and gift cards are listed as SimpleWishlistItem (README, Wish lists).
    expect(never).toEqual(['ImageSwatchData.value', 'ImageSwatchData.thumbnail', ...['id', 'quantity', 'description', 'added_at', 'product'].map((f) => `VirtualWishlistItem.${f}`)]);
  });

  it('asks every field of every output type reachable from Query at least once', async () => {
    const selected = new Set<string>();
    for (const c of cases) everyFieldQuery(commerceSchema(), c.root, argumentsFor(c), selected);
    const schema = commerceSchema();
    const reachable = new Set<string>();
    const visit = (type: GraphQLNamedType) => {
      if (isAbstractType(type)) schema.getPossibleTypes(type).forEach(visit);
      if (!(isObjectType(type) || isInterfaceType(type))) return;
      for (const f of Object.values(type.getFields())) {
        const key = `${type.name}.${f.name}`;
        if (reachable.has(key)) continue;
        reachable.add(key);
        visit(getNamedType(f.type));
      }
    };
    for (const c of cases) visit(getNamedType(schema.getQueryType()!.getFields()[c.root]!.type));
    const rootTypes = new Set(cases.map((c) => c.root));
    const missing = [...reachable].filter((k) => !selected.has(k) && !k.startsWith('Query.'));
    expect({ missing, roots: [...Object.keys(schema.getQueryType()!.getFields())].filter((r) => !rootTypes.has(r)) }).toEqual({ missing: [], roots: ['retrieveAsyncAuthRequestStatus'] });
  });
});
