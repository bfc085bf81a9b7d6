import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { findVariant } from '../../domain/product-variants';
import { optionInputName, type ProductPurchaseProps, productPurchasePropsSchema, ProductPurchaseView } from '../../ui/islands/product-purchase-view';
import { setSelectedVariant } from '../stores/selected-variant';

export const propsSchema = productPurchasePropsSchema;

export default function ProductPurchase({ product }: ProductPurchaseProps) {
  const [selection, setSelection] = useState<Record<string, number>>({});
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

  // Publish the variant so the gallery follows it.
  useEffect(() => {
    setSelectedVariant(variant ? { productSku: product.sku, sku: variant.sku } : null);
  }, [product.sku, variant]);

  const onOptionChange = (code: string, valueIndex: number) => setSelection((previous) => ({ ...previous, [code]: valueIndex }));

  return <ProductPurchaseView product={product} selection={selection} variant={variant} optionsRef={options} onOptionChange={onOptionChange} />;
}
