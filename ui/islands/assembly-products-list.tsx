import type { AssemblyProductItem } from './assembly-products-item';
import { Price } from './price';

/**
 * The loaded assembly services with their prices (storefront.md §3), as the items of the list
 * the 'Assembly services' button controls. Loaded with the services on the first press
 * (client/assembly-products.ts), not with the page: before that the list is empty.
 */
export function AssemblyProductsList({ items }: { items: readonly AssemblyProductItem[] }) {
  return items.map((item) => {
    const { final_price: final, regular_price: regular } = item.price_range.minimum_price;
    return (
      <li key={item.uid} className="assembly-products__item">
        <span className="assembly-products__name">{item.name}</span>
        <Price final={final.value ?? 0} regular={regular.value ?? 0} currency={final.currency ?? 'EUR'} />
      </li>
    );
  });
}
