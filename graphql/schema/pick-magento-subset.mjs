// Writes graphql/schema/magento.graphqls: the part of the real Magento 2.4.7 schema
// (/work/shared/magento-schema) that this store uses, copied from it rather than typed by hand,
// so a field can only be left out, never altered. graphql/contract.node.test.ts checks the result.
//
//   npx node graphql/schema/pick-magento-subset.mjs
//
// To use another Magento field, add it to PICK below and run the script again. Our own additions
// (custom StoreConfig fields, per-store stock, dynamic EAV filters...) belong in extensions.graphqls.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, buildASTSchema, print, validateSchema } from 'graphql';

const HERE = import.meta.dirname;
const { loadMagentoDocument } = await import(join(HERE, '../../../shared/magento-schema/load-schema.mjs'));

const PRODUCT_FIELDS = [
  'id', 'uid', 'name', 'sku', 'description', 'short_description', 'special_price', 'meta_title',
  'meta_description', 'image', 'small_image', 'thumbnail', 'new_from_date', 'new_to_date',
  'price_range', 'price_tiers', 'categories', 'canonical_url', 'media_gallery', 'only_x_left_in_stock',
  'stock_status', 'url_key', 'url_suffix', 'url_rewrites', 'related_products', 'upsell_products',
  'crosssell_products', 'rating_summary', 'review_count', 'reviews',
];
const ROUTABLE_FIELDS = ['relative_url', 'redirect_code', 'type'];
const CATEGORY_FIELDS = [
  'id', 'uid', 'name', 'description', 'path', 'url_key', 'url_path', 'url_suffix', 'canonical_url',
  'position', 'level', 'product_count', 'default_sort_by', 'breadcrumbs',
];

const CART_ITEM_FIELDS = ['id', 'uid', 'quantity', 'is_available', 'prices', 'product'];
const CART_ADDRESS_FIELDS = ['uid', 'firstname', 'lastname', 'company', 'street', 'city', 'region', 'postcode', 'country', 'telephone', 'vat_id'];
const ORDER_ITEM_FIELDS = ['id', 'product_name', 'product_sku', 'product_url_key', 'product_type', 'status', 'product_sale_price', 'discounts', 'quantity_ordered'];
const CREDIT_MEMO_ITEM_FIELDS = ['id', 'product_name', 'product_sku', 'product_sale_price', 'discounts', 'quantity_refunded'];
const WISHLIST_ITEM_FIELDS = ['id', 'quantity', 'description', 'added_at', 'product'];
const CUSTOMER_ADDRESS_FIELDS = ['firstname', 'lastname', 'company', 'telephone', 'street', 'city', 'region', 'postcode', 'country_code', 'vat_id',
  'default_shipping', 'default_billing'];

/** Type name → field (or enum value) names to keep; '*' keeps everything. */
export const PICK = {
  Query: ['storeConfig', 'categoryList', 'categories', 'products', 'route', 'cmsBlocks', 'productReviewRatingsMetadata', 'cart', 'customerCart',
    'pickupLocations', 'guestOrderByToken', 'customer', 'isEmailAvailable', 'countries', 'country'],
  Mutation: ['generateCustomerToken', 'createProductReview', 'createEmptyCart', 'addProductsToCart', 'addVirtualProductsToCart', 'updateCartItems', 'removeItemFromCart',
    'setGuestEmailOnCart', 'applyCouponToCart', 'removeCouponFromCart', 'setShippingAddressesOnCart', 'setBillingAddressOnCart', 'setShippingMethodsOnCart',
    'setPaymentMethodOnCart', 'placeOrder',
    // Accounts (issue 8): customer.md §7 Account, Cart, Wishlist, Address book; newsletter.
    'revokeCustomerToken', 'createCustomerV2', 'updateCustomerV2', 'updateCustomerEmail', 'changeCustomerPassword', 'requestPasswordResetEmail', 'resetPassword',
    'confirmEmail', 'deleteCustomer', 'createCustomerAddress', 'updateCustomerAddress', 'deleteCustomerAddress', 'mergeCarts',
    'addProductsToWishlist', 'removeProductsFromWishlist', 'addWishlistItemsToCart', 'subscribeEmailToNewsletter'],
  CustomerToken: '*',

  StoreConfig: [
    'store_code', 'store_name', 'default_title', 'default_description', 'title_separator', 'locale',
    'timezone', 'base_currency_code', 'default_display_currency_code', 'default_country', 'base_url',
    'base_media_url', 'header_logo_src', 'logo_width', 'logo_height', 'logo_alt', 'copyright',
    'list_mode', 'list_per_page', 'list_per_page_values', 'grid_per_page', 'grid_per_page_values',
    'catalog_default_sort_by', 'root_category_uid', 'product_url_suffix', 'category_url_suffix',
    'cms_home_page', 'newsletter_enabled', 'contact_enabled', 'product_reviews_enabled',
    'minimum_password_length', 'required_character_classes_number', 'allow_guests_to_write_product_reviews',
    'create_account_confirmation',
  ],

  RoutableInterface: ROUTABLE_FIELDS,
  UrlRewriteEntityTypeEnum: '*',
  UrlRewrite: '*',
  HttpQueryParameter: '*',

  CategoryInterface: CATEGORY_FIELDS,
  CategoryTree: [...CATEGORY_FIELDS, 'children', ...ROUTABLE_FIELDS],
  CategoryResult: '*',
  CategoryFilterInput: '*',
  Breadcrumb: ['category_id', 'category_uid', 'category_name', 'category_level', 'category_url_key', 'category_url_path'],

  ProductInterface: PRODUCT_FIELDS,
  PhysicalProductInterface: '*',
  SimpleProduct: [...PRODUCT_FIELDS, ...ROUTABLE_FIELDS, 'weight'],
  ConfigurableProduct: [...PRODUCT_FIELDS, ...ROUTABLE_FIELDS, 'weight', 'configurable_options', 'variants'],
  ConfigurableProductOptions: ['id', 'uid', 'attribute_uid', 'attribute_code', 'label', 'position', 'use_default', 'values'],
  ConfigurableProductOptionsValues: ['value_index', 'uid', 'label', 'default_label', 'store_label', 'use_default_value', 'swatch_data'],
  SwatchDataInterface: '*',
  ColorSwatchData: '*',
  TextSwatchData: '*',
  ImageSwatchData: '*',
  ConfigurableVariant: '*',
  ConfigurableAttributeOption: '*',
  ProductStockStatus: '*',
  ComplexTextValue: '*',
  MediaGalleryInterface: '*',
  ProductImage: '*',
  PriceRange: '*',
  ProductPrice: ['regular_price', 'final_price', 'discount'],
  ProductDiscount: '*',
  TierPrice: '*',
  Money: '*',
  CurrencyEnum: '*',
  ProductReviews: '*',
  ProductReview: '*',
  ProductReviewRating: '*',
  ProductReviewRatingsMetadata: '*',
  ProductReviewRatingMetadata: '*',
  ProductReviewRatingValueMetadata: '*',
  CreateProductReviewInput: '*',
  ProductReviewRatingInput: '*',
  CreateProductReviewOutput: '*',

  Products: ['items', 'page_info', 'total_count', 'aggregations', 'sort_fields'],
  SearchResultPageInfo: '*',
  Aggregation: '*',
  AggregationOptionInterface: '*',
  AggregationOption: '*',
  AggregationsFilterInput: '*',
  AggregationsCategoryFilterInput: '*',
  SortFields: '*',
  SortField: '*',
  SortEnum: '*',
  ProductAttributeFilterInput: '*',
  ProductAttributeSortInput: '*',
  FilterEqualTypeInput: '*',
  FilterMatchTypeInput: '*',
  FilterMatchTypeEnum: '*',
  FilterRangeTypeInput: '*',

  CmsBlocks: '*',
  CmsBlock: '*',

  createEmptyCartInput: '*',
  Cart: ['id', 'email', 'items', 'prices', 'total_quantity', 'is_virtual', 'applied_coupons', 'shipping_addresses', 'billing_address',
    'available_payment_methods', 'selected_payment_method'],
  AppliedCoupon: '*',
  Discount: '*',
  CartDiscountType: '*',
  CartItemInterface: CART_ITEM_FIELDS,
  SimpleCartItem: CART_ITEM_FIELDS,
  ConfigurableCartItem: [...CART_ITEM_FIELDS, 'configurable_options', 'configured_variant'],
  SelectedConfigurableOption: '*',
  CartItemPrices: ['price', 'price_including_tax', 'row_total', 'row_total_including_tax', 'discounts', 'total_item_discount'],
  CartPrices: ['grand_total', 'subtotal_including_tax', 'subtotal_excluding_tax', 'subtotal_with_discount_excluding_tax', 'applied_taxes', 'discounts'],
  CartTaxItem: '*',
  CartItemInput: ['sku', 'quantity', 'parent_sku', 'selected_options', 'entered_options'],
  EnteredOptionInput: '*',
  AddProductsToCartOutput: '*',
  CartUserInputError: '*',
  CartUserInputErrorType: '*',
  UpdateCartItemsInput: '*',
  CartItemUpdateInput: ['cart_item_id', 'cart_item_uid', 'quantity'],
  UpdateCartItemsOutput: '*',
  RemoveItemFromCartInput: '*',
  RemoveItemFromCartOutput: '*',
  SetGuestEmailOnCartInput: '*',
  SetGuestEmailOnCartOutput: '*',
  ApplyCouponToCartInput: '*',
  ApplyCouponToCartOutput: '*',
  RemoveCouponFromCartInput: '*',
  RemoveCouponFromCartOutput: '*',
  AddVirtualProductsToCartInput: '*',
  VirtualProductCartItemInput: '*',
  CustomizableOptionInput: '*',
  AddVirtualProductsToCartOutput: '*',

  // Checkout (storefront.md §3 checkout data, §7 calls; customer.md §7 payment and order).
  CartAddressInterface: CART_ADDRESS_FIELDS,
  ShippingCartAddress: [...CART_ADDRESS_FIELDS, 'pickup_location_code', 'available_shipping_methods', 'selected_shipping_method', 'customer_notes'],
  BillingCartAddress: CART_ADDRESS_FIELDS,
  CartAddressRegion: '*',
  CartAddressCountry: '*',
  AvailableShippingMethod: ['carrier_code', 'carrier_title', 'method_code', 'method_title', 'error_message', 'amount', 'price_excl_tax', 'price_incl_tax', 'available'],
  SelectedShippingMethod: ['carrier_code', 'method_code', 'carrier_title', 'method_title', 'amount', 'price_excl_tax', 'price_incl_tax'],
  AvailablePaymentMethod: '*',
  SelectedPaymentMethod: '*',
  SetShippingAddressesOnCartInput: '*',
  ShippingAddressInput: '*',
  CartAddressInput: '*',
  SetShippingAddressesOnCartOutput: '*',
  SetBillingAddressOnCartInput: '*',
  BillingAddressInput: '*',
  SetBillingAddressOnCartOutput: '*',
  SetShippingMethodsOnCartInput: '*',
  ShippingMethodInput: '*',
  SetShippingMethodsOnCartOutput: '*',
  SetPaymentMethodOnCartInput: '*',
  PaymentMethodInput: ['code', 'purchase_order_number'],
  SetPaymentMethodOnCartOutput: '*',
  PlaceOrderInput: '*',
  // `order` is deprecated in 2.4.7 but still there, and Vue Storefront 2 and PWA Studio place orders with it.
  PlaceOrderOutput: ['order', 'orderV2', 'errors'],
  Order: ['order_number', 'order_id'],
  PlaceOrderError: '*',
  PlaceOrderErrorCodes: '*',

  // In-store pickup (Magento MSI): the four shops of storefront.md §3 (pea, rain, muugisaal, vaike).
  PickupLocations: '*',
  PickupLocation: '*',
  AreaInput: '*',
  PickupLocationFilterInput: '*',
  FilterTypeInput: '*',
  PickupLocationSortInput: '*',
  ProductInfoInput: '*',

  // The placed order (thank-you page; the order history of the accounts issue reads the same type).
  OrderTokenInput: '*',
  CustomerOrder: ['id', 'number', 'order_date', 'status', 'email', 'token', 'items', 'total', 'shipping_address', 'billing_address', 'carrier',
    'shipping_method', 'payment_methods', 'applied_coupons', 'credit_memos'],
  // Refunds (issue 10, `refund`): the order's credit memos as my-account's order page shows them.
  CreditMemo: ['id', 'number', 'items', 'total'],
  CreditMemoItemInterface: CREDIT_MEMO_ITEM_FIELDS,
  CreditMemoItem: CREDIT_MEMO_ITEM_FIELDS,
  CreditMemoTotal: ['subtotal', 'discounts', 'total_tax', 'taxes', 'grand_total', 'base_grand_total', 'total_shipping', 'adjustment'],
  OrderItemInterface: ORDER_ITEM_FIELDS,
  OrderItem: ORDER_ITEM_FIELDS,
  OrderTotal: ['subtotal', 'discounts', 'total_tax', 'taxes', 'grand_total', 'total_shipping'],
  TaxItem: '*',
  OrderAddress: ['firstname', 'lastname', 'street', 'city', 'postcode', 'region', 'country_code', 'company', 'telephone', 'vat_id'],
  CountryCodeEnum: '*',
  OrderPaymentMethod: ['name', 'type'],

  // Accounts (issue 8). The customer, its address book, orders and wish list; the country list.
  Customer: ['firstname', 'lastname', 'email', 'date_of_birth', 'gender', 'taxvat', 'is_subscribed', 'confirmation_status', 'addresses', 'orders',
    'wishlists', 'wishlist_v2'],
  ConfirmationStatusEnum: '*',
  CustomerOutput: '*',
  CustomerCreateInput: ['firstname', 'lastname', 'email', 'date_of_birth', 'gender', 'taxvat', 'password', 'is_subscribed'],
  CustomerUpdateInput: ['firstname', 'lastname', 'date_of_birth', 'gender', 'taxvat', 'is_subscribed'],
  RevokeCustomerTokenOutput: '*',
  ConfirmEmailInput: '*',
  IsEmailAvailableOutput: '*',
  CustomerAddress: ['id', ...CUSTOMER_ADDRESS_FIELDS],
  CustomerAddressRegion: '*',
  CustomerAddressInput: CUSTOMER_ADDRESS_FIELDS,
  CustomerAddressRegionInput: '*',
  CustomerOrders: '*',
  CustomerOrdersFilterInput: '*',
  FilterStringTypeInput: '*',
  CustomerOrderSortInput: '*',
  CustomerOrderSortableField: '*',
  ScopeTypeEnum: '*',
  Country: ['id', 'two_letter_abbreviation', 'full_name_locale', 'full_name_english', 'available_regions'],
  Region: '*',
  SubscribeEmailToNewsletterOutput: '*',
  SubscriptionStatusesEnum: '*',

  Wishlist: ['id', 'items_v2', 'items_count', 'updated_at'],
  WishlistItems: '*',
  WishlistItemInterface: WISHLIST_ITEM_FIELDS,
  SimpleWishlistItem: WISHLIST_ITEM_FIELDS,
  VirtualWishlistItem: WISHLIST_ITEM_FIELDS,
  ConfigurableWishlistItem: [...WISHLIST_ITEM_FIELDS, 'configurable_options', 'configured_variant'],
  WishlistItemInput: '*',
  AddProductsToWishlistOutput: '*',
  RemoveProductsFromWishlistOutput: '*',
  WishListUserInputError: '*',
  WishListUserInputErrorType: '*',
  AddWishlistItemsToCartOutput: '*',
  WishlistCartUserInputError: '*',
  WishlistCartUserInputErrorType: '*',
};

const MEMBER_LISTS = { fields: 'fields', values: 'values' };

function pick(def, keep) {
  const out = { ...def };
  if (keep !== '*') {
    for (const list of Object.values(MEMBER_LISTS)) {
      if (!def[list]) continue;
      const members = new Map(def[list].map((m) => [m.name.value, m]));
      const missing = keep.filter((name) => !members.has(name));
      if (missing.length) throw new Error(`${def.name.value} has no ${missing.join(', ')} in Magento`);
      out[list] = keep.map((name) => members.get(name)); // PICK order, so related fields stay together
    }
  }
  if (def.interfaces) out.interfaces = def.interfaces.filter((i) => i.name.value in PICK);
  // Long Magento descriptions read better as block strings; the text itself is unchanged.
  return visitDescriptions(out);
}

function visitDescriptions(node) {
  if (Array.isArray(node)) return node.map(visitDescriptions);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] = k === 'description' && v ? { ...v, block: v.value.length > 80 } : visitDescriptions(v);
  }
  return out;
}

const real = loadMagentoDocument();
const byName = new Map(real.definitions.filter((d) => d.name).map((d) => [d.name.value, d]));
const unknown = Object.keys(PICK).filter((n) => !byName.has(n));
if (unknown.length) throw new Error(`Not in Magento 2.4.7: ${unknown.join(', ')}`);

const definitions = Object.entries(PICK).map(([name, keep]) => pick(byName.get(name), keep));
const subset = { kind: Kind.DOCUMENT, definitions };
const errors = validateSchema(buildASTSchema(subset));
if (errors.length) throw new Error(`Subset is not a valid schema:\n${errors.map((e) => e.message).join('\n')}`);

const header = `# Generated by pick-magento-subset.mjs from the real Magento Open Source 2.4.7 schema
# (/work/shared/magento-schema). Do not edit: add the field to PICK in that script and rerun it.
# The store's own additions live in extensions.graphqls.

`;
writeFileSync(join(HERE, 'magento.graphqls'), header + print(subset) + '\n');
console.log(`magento.graphqls: ${definitions.length} types`);
