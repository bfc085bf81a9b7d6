import { IMAGE_SIZES } from '../../domain/image-url';
import { productPath } from '../../domain/links';
import { Image } from '../media/image';
import { formatMoney } from '../../domain/money';
import { t } from '../i18n/t';
import type { ReactNode } from 'react';
import { TRACK_ITEM_ATTRIBUTE, trackItemData } from './tracking-markers';

type NullableMoney = { value: number | null; currency: string | null };

export type ProductCardData = {
  __typename?: string;
  uid: string;
  id: number;
  name: string;
  sku: string;
  url_key?: string | null;
  url_rewrites?: ReadonlyArray<{ url: string } | null> | null;
  stock_status?: string | null;
  small_image?: { url?: string | null; label?: string | null } | null;
  price_range: {
    minimum_price: { regular_price: NullableMoney; final_price: NullableMoney };
  };
};

const money = (m: NullableMoney) =>
  formatMoney({ value: m.value ?? 0, currency: m.currency ?? 'EUR' });

/**
 * Product card (216×268 image through /_ipx): name, final price, regular price struck through
 * when lower. `imageUrl` is the backend image URL (e.g. `small_image.url`). `action`: a control
 * placed over the card (the listings' wish list heart, ui/product/wishlist-heart.tsx; passed in,
 * not imported here, so the cards the browser renders do not carry it).
 */
export function ProductCard({ product, imageUrl, priority = false, action }: { product: ProductCardData; imageUrl: string | null; priority?: boolean; action?: ReactNode }) {
  const { regular_price: regular, final_price: final } = product.price_range.minimum_price;
  const discounted = (final.value ?? 0) < (regular.value ?? 0);
  return (
    <article className="product-card" {...{ [TRACK_ITEM_ATTRIBUTE]: trackItemData(product) }}>
      <a href={productPath(product)} className="product-card__link">
        {/* alt="": the link's name is the product name below; repeating it is noise (axe image-redundant-alt). */}
        <Image url={imageUrl} alt="" width={IMAGE_SIZES.productCard.width} height={IMAGE_SIZES.productCard.height} priority={priority} />
        <h3 className="product-card__name">{product.name}</h3>
      </a>
      <p className="product-card__price">
        <span className={discounted ? 'price price--special' : 'price'}>{money(final)}</span>
        {discounted ? (
          <s className="price price--regular">
            <span className="visually-hidden">{t('Regular price')} </span>
            {money(regular)}
          </s>
        ) : null}
      </p>
      {product.stock_status === 'OUT_OF_STOCK' ? <p className="product-card__stock">{t('Out of stock')}</p> : null}
      {action}
    </article>
  );
}
