
export type {
  MenuCategoryFragment,
  PriceRangeFieldsFragment,
  ProductCardFragment,
  ProductPriceFieldsFragment,
} from '../generated/operations';

