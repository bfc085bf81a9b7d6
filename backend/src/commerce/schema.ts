// The executable commerce schema: our SDL contract (graphql/schema: the Magento subset plus the
// store's extensions) with the resolvers of this folder attached. Built once per isolate.
import { type GraphQLFieldResolver, type GraphQLSchema, buildASTSchema, isAbstractType, isObjectType, parse } from 'graphql';
import extensionsSdl from '../../../graphql/schema/extensions.graphqls';
import magentoSdl from '../../../graphql/schema/magento.graphqls';
import { assemblyProductResolvers } from './assembly-products/assembly-products';
import { cartResolvers } from './cart/cart';
import { customerCartResolvers } from './cart/customer-cart';
import { checkoutResolvers } from './checkout/checkout';
import { deliveryResolvers } from './delivery/delivery';
import { categoryResolvers } from './catalogue/categories';
import { cmsBlockResolvers } from './cms-blocks/cms-blocks';
import { customerResolvers } from '../customers/resolvers';
import { inputError } from './errors';
import { giftCardResolvers } from './gift-cards/gift-card-resolvers';
import { customerOrderResolvers } from './orders/customer-orders';
import { orderResolvers } from './orders/place-order';
import { productFieldResolvers } from './catalogue/product-fields';
import { productsResolvers } from './catalogue/products';
import { reviewResolvers } from './reviews/reviews';
import { routeResolvers } from './route/route';
import { storeConfigResolvers } from './store-config/store-config';
import { eidResolvers } from '../identity/eid-resolvers';
import { wishlistResolvers } from '../wishlists/wishlist-resolvers';
import { gdprRequestResolvers } from '../gdpr/gdpr-requests';
import type { Resolvers } from '../generated/resolvers';

const RESOLVERS: Resolvers[] = [
  storeConfigResolvers,
  categoryResolvers,
  productsResolvers,
  productFieldResolvers,
  routeResolvers,
  cmsBlockResolvers,
  reviewResolvers,
  assemblyProductResolvers,
  cartResolvers,
  checkoutResolvers,
  deliveryResolvers,
  giftCardResolvers,
  orderResolvers,
  ...customerResolvers,
  customerCartResolvers,
  customerOrderResolvers,
  eidResolvers,
  wishlistResolvers,
  gdprRequestResolvers,
];

/** Marks the stand-in resolver of an operation no module implements (graphql-http.test.ts lists them). */
export const NOT_IMPLEMENTED = Symbol('not implemented');

/** Magento's error for a field or operation that is in the SDL contract but not in this backend. */
const notImplemented = (typeName: string, fieldName: string) => inputError(`${typeName}.${fieldName} is not implemented by the reference backend.`);

function ownProperty(typeName: string, fieldName: string): GraphQLFieldResolver<unknown, unknown> {
  return (source) => {
    const value = (source as Record<string, unknown>)[fieldName];
    if (value === undefined) throw notImplemented(typeName, fieldName);
    return typeof value === 'function' ? (value as () => unknown).call(source) : value;
  };
}

let schema: GraphQLSchema | undefined;

export function commerceSchema(): GraphQLSchema {
  schema ??= buildCommerceSchema();
  return schema;
}

/** Throws if a resolver names a type or field the SDL does not have (a typo would otherwise be silent). */
export function buildCommerceSchema(): GraphQLSchema {
  const built = buildASTSchema(parse(`${magentoSdl}\n${extensionsSdl}`));
  for (const resolvers of RESOLVERS) {
    for (const [typeName, fields] of Object.entries(resolvers as Record<string, Record<string, unknown>>)) {
      const type = built.getType(typeName);
      if (!type) throw new Error(`Resolvers for unknown type ${typeName}`);
      for (const [fieldName, resolve] of Object.entries(fields)) {
        if (fieldName === '__resolveType' && isAbstractType(type)) {
          type.resolveType = resolve as typeof type.resolveType;
          continue;
        }
        const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
        if (!field) throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`);
        field.resolve = resolve as GraphQLFieldResolver<unknown, unknown>;
      }
    }
  }
  const roots = [built.getQueryType(), built.getMutationType()];
  // Operations declared for later issues answer with an error instead of a silent null.
  for (const root of roots) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      field.resolve ??= Object.assign(
        () => {
          throw notImplemented(root!.name, field.name);
        },
        { [NOT_IMPLEMENTED]: true },
      );
    }
  }
  // Every other field without a resolver reads its parent's property, as graphql-js does, but a
  // property the shape never set is a field this backend does not implement: an error naming it,
  // never a silent null (issue 17 item 15). A shape answers a known absence with an explicit null.
  for (const type of Object.values(built.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || roots.includes(type)) continue;
    for (const field of Object.values(type.getFields())) field.resolve ??= ownProperty(type.name, field.name);
  }
  return built;
}
