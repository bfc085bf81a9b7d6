export * from './fragments';
export * from './store-config';
export * from './main-menu';
export * from './route';
export * from './category-products';
export * from './cms-blocks';
