// The GraphQL contract: our documents must run against our SDL (what the reference backend
// executes) and against the real Magento 2.4.7 schema plus our extensions (what a real store
// serves), and magento.graphqls must be a faithful subset of the real schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  buildASTSchema,
  extendSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  isSpecifiedScalarType,
  isUnionType,
  parse,
  validate,
  validateSchema,
  visit,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from './documents';
import { loadMagentoDocument } from '../../shared/magento-schema/load-schema.mjs';

const here = import.meta.dirname;
const magentoSdl = readFileSync(join(here, 'schema/magento.graphqls'), 'utf8');
const extensionsSdl = readFileSync(join(here, 'schema/extensions.graphqls'), 'utf8');

// What the backend executes (backend/src/commerce/schema.ts builds the same concatenation).
const ourSchema = buildASTSchema(parse(`${magentoSdl}\n${extensionsSdl}`));
const realBase = buildASTSchema(loadMagentoDocument());
// A live Magento copies interface fields into implementing types (its schema reader does; see
// shared/magento-schema/README.md), so GiftCardProduct and the fields our extension adds to
// ProductInterface reach Bundle/Grouped/... products there. graphql-js extendSchema does not copy
// them, so documents are validated against the loader's merge, which does.
const realWithExtensions = buildASTSchema(loadMagentoDocument({ extra: extensionsSdl }));

const allDocuments = Object.entries(documents).filter(
  (entry): entry is [string, DocumentNode] => (entry[1])?.kind === Kind.DOCUMENT,
);
const operations = allDocuments.filter(([name]) => name.endsWith('_QUERY') || name.endsWith('_MUTATION'));

const messages = (schema: GraphQLSchema, doc: DocumentNode) => validate(schema, doc).map((e) => e.message);

/**
 * Every difference between our Magento subset and the real schema: a type, field, argument,
 * input field or enum value of ours that Magento lacks or types differently, an interface it does
 * not implement there, or a required argument/input field of Magento's that we left out.
 * Descriptions are not compared.
 */
function diffAgainstMagento(ours: GraphQLSchema, real: GraphQLSchema): string[] {
  const diffs: string[] = [];
  const named = (t: GraphQLNamedType) => !isIntrospectionType(t) && !isSpecifiedScalarType(t);
  for (const type of Object.values(ours.getTypeMap()).filter(named)) {
    const theirs = real.getType(type.name);
    if (!theirs) {
      diffs.push(`${type.name}: not in Magento`);
      continue;
    }
    if (theirs.constructor !== type.constructor) {
      diffs.push(`${type.name}: ${type.constructor.name} here, ${theirs.constructor.name} in Magento`);
      continue;
    }
    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
      const theirInterfaces = new Set(theirs.getInterfaces().map((i) => i.name));
      for (const i of type.getInterfaces()) {
        if (!theirInterfaces.has(i.name)) diffs.push(`${type.name}: does not implement ${i.name} in Magento`);
      }
      const theirFields = theirs.getFields();
      for (const field of Object.values(type.getFields())) {
        const at = `${type.name}.${field.name}`;
        const real = theirFields[field.name];
        if (!real) {
          diffs.push(`${at}: not in Magento`);
          continue;
        }
        if (String(field.type) !== String(real.type)) diffs.push(`${at}: ${String(field.type)} here, ${String(real.type)} in Magento`);
        if (field.deprecationReason !== real.deprecationReason) diffs.push(`${at}: deprecation differs`);
        for (const arg of field.args) {
          const realArg = real.args.find((a) => a.name === arg.name);
          if (!realArg) diffs.push(`${at}(${arg.name}): not in Magento`);
          else if (String(arg.type) !== String(realArg.type)) diffs.push(`${at}(${arg.name}): ${String(arg.type)} here, ${String(realArg.type)} in Magento`);
          else if (JSON.stringify(arg.defaultValue) !== JSON.stringify(realArg.defaultValue)) diffs.push(`${at}(${arg.name}): default differs`);
        }
        for (const realArg of real.args.filter(isRequiredArgument)) {
          if (!field.args.some((a) => a.name === realArg.name)) diffs.push(`${at}(${realArg.name}): required in Magento, missing here`);
        }
      }
    } else if (isInputObjectType(type) && isInputObjectType(theirs)) {
      const theirFields = theirs.getFields();
      for (const field of Object.values(type.getFields())) {
        const at = `${type.name}.${field.name}`;
        const real = theirFields[field.name];
        if (!real) diffs.push(`${at}: not in Magento`);
        else if (String(field.type) !== String(real.type)) diffs.push(`${at}: ${String(field.type)} here, ${String(real.type)} in Magento`);
        else if (JSON.stringify(field.defaultValue) !== JSON.stringify(real.defaultValue)) diffs.push(`${at}: default differs`);
        else if (field.deprecationReason !== real.deprecationReason) diffs.push(`${at}: deprecation differs`);
      }
      for (const real of Object.values(theirFields).filter(isRequiredInputField)) {
        if (!type.getFields()[real.name]) diffs.push(`${type.name}.${real.name}: required in Magento, missing here`);
      }
    } else if (isEnumType(type) && isEnumType(theirs)) {
      for (const value of type.getValues()) {
        const real = theirs.getValue(value.name);
        if (!real) diffs.push(`${type.name}.${value.name}: not in Magento`);
        else if (value.deprecationReason !== real.deprecationReason) diffs.push(`${type.name}.${value.name}: deprecation differs`);
      }
    } else if (isUnionType(type) && isUnionType(theirs)) {
      const members = new Set(theirs.getTypes().map((t) => t.name));
      for (const t of type.getTypes()) if (!members.has(t.name)) diffs.push(`${type.name}: member ${t.name} not in Magento`);
    }
  }
  return diffs;
}

describe('graphql documents', () => {
  it('exports the documents of this slice with their operation names', () => {
    const names = Object.fromEntries(
      operations.map(([name, doc]) => [
        name,
        doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)?.name?.value,
      ]),
    );
    expect(names).toMatchObject({
      STORE_CONFIG_QUERY: 'StoreConfig',
      MAIN_MENU_QUERY: 'MainMenu',
      ROUTE_QUERY: 'Route',
      CATEGORY_PRODUCTS_QUERY: 'CategoryProducts',
      CMS_BLOCKS_QUERY: 'CmsBlocks',
      PRODUCT_PAGE_QUERY: 'ProductPage',
      PRODUCT_REVIEWS_QUERY: 'ProductReviews',
      REVIEW_RATINGS_METADATA_QUERY: 'ProductReviewRatingsMetadata',
      CREATE_PRODUCT_REVIEW_MUTATION: 'CreateProductReview',
      RELATED_PRODUCTS_QUERY: 'RelatedProducts',
      PRODUCTS_BY_SKU_QUERY: 'ProductsBySku',
      ASSEMBLY_PRODUCTS_MUTATION: 'AssemblyProducts',
      CART_QUERY: 'Cart',
      CART_TOTAL_QTY_QUERY: 'CartTotalQty',
      CREATE_EMPTY_CART_MUTATION: 'CreateEmptyCart',
      ADD_PRODUCTS_TO_CART_MUTATION: 'AddProductsToCart',
      UPDATE_CART_ITEMS_MUTATION: 'UpdateCartItems',
      REMOVE_ITEM_FROM_CART_MUTATION: 'RemoveItemFromCart',
      APPLY_COUPON_TO_CART_MUTATION: 'ApplyCouponToCart',
      REMOVE_COUPON_FROM_CART_MUTATION: 'RemoveCouponFromCart',
      SET_GUEST_EMAIL_ON_CART_MUTATION: 'SetGuestEmailOnCart',
    });
  });

  it.each(operations)('%s is valid against our SDL', (_name, doc) => {
    expect(messages(ourSchema, doc)).toEqual([]);
  });

  it.each(operations)('%s is valid against real Magento 2.4.7 plus extensions.graphqls', (_name, doc) => {
    expect(messages(realWithExtensions, doc)).toEqual([]);
  });

  it('rejects a document with a field neither schema has (the validation can fail)', () => {
    const bad = parse('query { storeConfig { store_code no_such_field } }');
    expect(messages(ourSchema, bad)).toHaveLength(1);
    expect(messages(realWithExtensions, bad)).toHaveLength(1);
  });
});

describe('our SDL', () => {
  it('is a valid schema on its own and together with the extensions', () => {
    expect(validateSchema(buildASTSchema(parse(magentoSdl))).map((e) => e.message)).toEqual([]);
    expect(validateSchema(ourSchema).map((e) => e.message)).toEqual([]);
    expect(validateSchema(realWithExtensions).map((e) => e.message)).toEqual([]);
  });

  it('carries no Magento server directives (only @deprecated)', () => {
    const used = new Set<string>();
    visit(parse(`${magentoSdl}\n${extensionsSdl}`), { Directive: (node) => void used.add(node.name.value) });
    expect([...used]).toEqual(['deprecated']);
  });

  it('extensions only add: extending the real schema redefines nothing Magento declares', () => {
    // extendSchema rejects a field, type or enum value that already exists.
    const extended = extendSchema(realBase, parse(extensionsSdl));
    expect(extended.getType('GiftCardProduct')).toBeDefined();
    // The only complaints left are the interface fields graphql-js does not copy (see above).
    const other = validateSchema(extended).filter((e) => !/^Interface field .* expected but \w+ does not provide it\.$/.test(e.message));
    expect(other.map((e) => e.message)).toEqual([]);
    expect(() => extendSchema(realBase, parse('extend type StoreConfig { store_code: ID }'))).toThrow(/already exists/);
  });
});

describe('magento.graphqls', () => {
  it('is an identical subset of the real Magento 2.4.7 schema', () => {
    expect(diffAgainstMagento(buildASTSchema(parse(magentoSdl)), realBase)).toEqual([]);
  });

  it('covers the entry points of this slice', () => {
    const query = ourSchema.getQueryType()!.getFields();
    expect(Object.keys(query)).toEqual(
      expect.arrayContaining(['storeConfig', 'categories', 'categoryList', 'products', 'route', 'cmsBlocks', 'productReviewRatingsMetadata']),
    );
    expect(Object.keys(ourSchema.getMutationType()!.getFields())).toEqual(expect.arrayContaining(['createProductReview', 'getAssemblyProducts']));
  });

  // Each altered copy must be caught, or the identity check above proves nothing.
  it.each([
    ['a field type changed', 'only_x_left_in_stock: Float', 'only_x_left_in_stock: Int', 'ProductInterface.only_x_left_in_stock: Int here, Float in Magento'],
    ['nullability changed', 'redirect_code: Int!', 'redirect_code: Int', 'RoutableInterface.redirect_code: Int here, Int! in Magento'],
    ['a field invented', 'type CmsBlock {', 'type CmsBlock {\n  heading: String', 'CmsBlock.heading: not in Magento'],
    ['an argument default changed', 'pageSize: Int = 20', 'pageSize: Int = 32', 'Query.categoryList(pageSize): default differs'],
    ['a required argument relaxed', 'url: String!', 'url: String', 'Query.route(url): String here, String! in Magento'],
    ['an enum value invented', 'enum SortEnum {', 'enum SortEnum {\n  RANDOM', 'SortEnum.RANDOM: not in Magento'],
  ])('detects %s', (_what, from, to, expected) => {
    const altered = magentoSdl.replace(from, to);
    expect(altered).not.toBe(magentoSdl);
    expect(diffAgainstMagento(buildASTSchema(parse(altered)), realBase)).toContain(expected);
  });
});
