import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { findVariant } from '../../domain/product-variants';
import { productStock } from '../../domain/stock';
import { t } from '../../ui/i18n/t';
import {
  optionInputName,
  type ProductPurchaseProps,
  productPurchasePropsSchema,
  ProductPurchaseView,
} from '../../ui/islands/product-purchase-view';
import { requestHydration } from '../../ui/island/island-markers';
import { lazyModule } from '../chunk-reload';
import { setSelectedVariant } from '../stores/selected-variant';
import { useHydrated } from '../hydrated';

export const propsSchema = productPurchasePropsSchema;

/** The add-to-cart rules, the cart store and its API calls load on the first add, not with the page (JS budget). */
const cartAdd = lazyModule(() => import('../stores/cart-add'));

export default function ProductPurchase({ product }: ProductPurchaseProps) {
  const [selection, setSelection] = useState<Record<string, number>>({});
  // The first render matches the server's (button disabled); from here on it can act.
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** One add at a time: a double click adds once. */
  const adding = useRef(false);
  const options = useRef<HTMLDivElement>(null);
  const variant = findVariant(product.variants, product.options, selection);

  // Options picked before hydration are still checked: adopt them.
  useLayoutEffect(() => {
    const root = options.current;
    if (!root) return;
    const picked: Record<string, number> = {};
    for (const option of product.options) {
      const input = root.querySelector<HTMLInputElement>(`input[name="${optionInputName(product.sku, option.code)}"]:checked`);
      if (input) picked[option.code] = Number(input.value);
    }
    if (Object.keys(picked).length > 0) setSelection(picked);
  }, [product]);

  // Publish the variant so the gallery follows it (hydrated now, if it was waiting for a press).
  useEffect(() => {
    setSelectedVariant(variant ? { productSku: product.sku, sku: variant.sku } : null);
    if (variant) requestHydration('product-gallery');
  }, [product.sku, variant]);

  // Hydrated means the shopper has started using it (strategy `interaction`): the add's code
  // starts loading now, not on the press (a press held during hydration is replayed at once).
  useEffect(() => {
    cartAdd().catch(() => {}); // a failure reloads or is retried by the press
  }, []);

  const onOptionChange = (code: string, valueIndex: number) => setSelection((previous) => ({ ...previous, [code]: valueIndex }));

  // The rules (storefront.md §5) and the add run in the lazily loaded module; one add at a time.
  const onSubmit = (form: HTMLFormElement) => {
    if (adding.current) return;
    adding.current = true;
    setBusy(true);
    setError(null);
    cartAdd()
      .then((module) => module.submitPurchaseForm(form, product, variant, productStock(variant ?? product)))
      .then(
        (result) => setError(result.ok ? null : result.message),
        () => setError(t('Something went wrong')),
      )
      .finally(() => {
        adding.current = false;
        setBusy(false);
      });
  };

  return (
    <ProductPurchaseView
      product={product}
      selection={selection}
      variant={variant}
      optionsRef={options}
      onOptionChange={onOptionChange}
      addToCart={{ ready, busy, error, onSubmit }}
    />
  );
}
