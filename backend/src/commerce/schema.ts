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

type Resolvers = Record<string, Record<string, unknown>>;

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

let schema: GraphQLSchema | undefined;

export function commerceSchema(): GraphQLSchema {
  schema ??= buildCommerceSchema();
  return schema;
}

/** Throws if a resolver names a type or field the SDL does not have (a typo would otherwise be silent). */
export function buildCommerceSchema(): GraphQLSchema {
  const built = buildASTSchema(parse(`${magentoSdl}\n${extensionsSdl}`));
  for (const resolvers of RESOLVERS) {
    for (const [typeName, fields] of Object.entries(resolvers)) {
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
  // Operations declared for later issues answer with an error instead of a silent null.
  for (const root of [built.getQueryType(), built.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      field.resolve ??= Object.assign(
        () => {
          throw inputError(`${root!.name}.${field.name} is not available on the reference backend yet.`);
        },
        { [NOT_IMPLEMENTED]: true },
      );
    }
  }
  return built;
}
