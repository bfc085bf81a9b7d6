import { useStore } from '@nanostores/react';
import { type StoreStockProps, storeStockPropsSchema, StoreStockView } from '../../ui/islands/store-stock-view';
import { $selectedVariant, shownSku } from '../stores/selected-variant';

export const propsSchema = storeStockPropsSchema;

export default function StoreStock(props: StoreStockProps) {
  const selected = useStore($selectedVariant, { ssr: 'initial' });
  return <StoreStockView {...props} sku={shownSku(selected, props.productSku)} />;
}
