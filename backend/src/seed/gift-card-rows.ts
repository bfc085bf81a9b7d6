// The two gift cards, products 0 and 1 of the catalogue: the paper card (shipped) and the
// e-gift card (sent by e-mail), each with an open amount.
import { GIFT_CARD_URL_KEY } from './catalogue-model';
import type { CategoryRows } from './category-rows';
import { nextPosition, type ProductCursor, type ProductRows } from './product-cursor';
import { IN_STOCK_TIMES } from './product-stock';
import { date } from './row-values';
import { urlKey } from './url-key';
import { GIFT_CARD_MAX_EUR, GIFT_CARD_MIN_EUR } from '../../../domain/gift-card-amount';
import { productImageFile } from '../media/product-image';

/** How many of the catalogue's first products are gift cards. */
export const GIFT_CARDS = 2;

/** Appends gift card `index` (0: paper, 1: e-gift card) to `out`. */
export function addGiftCard(index: number, categories: CategoryRows, cursor: ProductCursor, out: ProductRows): void {
  const id = cursor.nextProductId++;
  const category = categories.byUrlKey.get(GIFT_CARD_URL_KEY)!;
  const store = categories.byId.get(category.parent_id!)!;
  const name = index === 0 ? 'Kinkekaart' : 'E-kinkekaart';
  const sku = index === 0 ? 'GIFTCARD' : 'EGIFTCARD';
  const key = urlKey(name);
  const amounts = [25, 50, 100];
  out.products.push({
    id,
    sku,
    type_id: 'giftcard',
    parent_id: null,
    visibility: 4,
    name,
    url_key: key,
    description: `<p>${name} sobib igaks puhuks. Summa alates 10 €, kehtib 12 kuud.</p>`,
    short_description: '<p>Kingi valikuvabadust.</p>',
    price: 10,
    special_price: null,
    min_regular: 10,
    min_final: 10,
    // An open amount (10–5000 €, the storefront's bounds in domain/gift-card-amount.ts): the
    // price range runs to the largest amount. The paper card has a weight (PHYSICAL, shipped);
    // the e-gift card none (VIRTUAL, sent by e-mail): customer.md §3 'Paper gift card', 'E-gift card'.
    max_regular: GIFT_CARD_MAX_EUR,
    max_final: GIFT_CARD_MAX_EUR,
    weight: index === 0 ? 0.1 : 0,
    color_id: null,
    material_id: null,
    size_id: null,
    image: productImageFile(sku, 1, 'giftcard', 'b5583a'),
    stock_status: 1,
    salable_qty: 0,
    only_x_left_in_stock: null,
    tarneaeg: index === 0 ? IN_STOCK_TIMES[0]! : 'Saadetakse e-postiga',
    new_from_date: null,
    new_to_date: null,
    rating_summary: 0,
    review_count: 0,
    created_at: date(0),
    giftcard_amounts: amounts.join(','),
    open_amount_min: GIFT_CARD_MIN_EUR,
    open_amount_max: GIFT_CARD_MAX_EUR,
  });
  out.product_media.push({ id: cursor.nextMediaId++, product_id: id, file: productImageFile(sku, 1, 'giftcard', 'b5583a'), label: name, position: 1, disabled: 0 });
  for (const c of [store, category]) {
    out.category_products.push({ category_id: c.id, product_id: id, position: nextPosition(cursor, c.id), is_direct: c === category ? 1 : 0, min_final: 10 });
  }
  out.url_rewrites.push({ request_path: `${key}.html`, entity_type: 'product', entity_id: id, target_path: `catalog/product/view/id/${id}`, redirect_type: 0, category_id: null });
  out.products_fts.push({ rowid: id, name, sku, categories: category.name, description: 'kinkekaart kingitus' });
}
