import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type AddToCartRejection, findVariant, parseQuantity } from '../../domain/add-to-cart';
import { optionInputName, type ProductPurchaseProps, productPurchasePropsSchema, ProductPurchaseView } from '../../ui/islands/product-purchase-view';
import { requestAddToCart } from '../stores/cart-intents';
import { setSelectedVariant } from '../stores/selected-variant';

export const propsSchema = productPurchasePropsSchema;

export default function ProductPurchase({ product }: ProductPurchaseProps) {
  const [selection, setSelection] = useState<Record<string, number>>({});
  const [rejection, setRejection] = useState<AddToCartRejection | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const variant = findVariant(product.variants, product.options, selection);

  // Options picked before hydration are still checked in the form: adopt them.
  useLayoutEffect(() => {
    if (!form.current || product.options.length === 0) return;
    const data = new FormData(form.current);
    const picked: Record<string, number> = {};
    for (const option of product.options) {
      const value = data.get(optionInputName(product.sku, option.code));
      if (typeof value === 'string' && value !== '') picked[option.code] = Number(value);
    }
    if (Object.keys(picked).length > 0) setSelection(picked);
  }, [product]);

  // Publish the variant so the gallery and the store-stock table follow it.
  useEffect(() => {
    setSelectedVariant(variant ? { productSku: product.sku, sku: variant.sku } : null);
  }, [product.sku, variant]);

  const onOptionChange = (code: string, valueIndex: number) => {
    setSelection((previous) => ({ ...previous, [code]: valueIndex }));
    setRejection(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const quantityInput = event.currentTarget.querySelector<HTMLInputElement>('input[type=number]');
    // Until the cart issue lands this only records the intent (client/stores/cart-intents.ts).
    const result = requestAddToCart({ product, variant, quantity: parseQuantity(quantityInput?.value ?? '') });
    setRejection(result.ok ? null : result);
    if (result.ok || result.reason === 'out-of-stock') return;
    // Move focus to what needs fixing: the first option not chosen yet, or the quantity.
    const missing = product.options.find((option) => selection[option.code] === undefined);
    const target =
      result.reason === 'select-options' && missing
        ? event.currentTarget.querySelector<HTMLInputElement>(`input[name="${optionInputName(product.sku, missing.code)}"]:not(:disabled)`)
        : quantityInput;
    target?.focus();
  };

  return (
    <ProductPurchaseView
      product={product}
      selection={selection}
      variant={variant}
      rejection={rejection}
      formRef={form}
      onOptionChange={onOptionChange}
      onSubmit={onSubmit}
    />
  );
}
