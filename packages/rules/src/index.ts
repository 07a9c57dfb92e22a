export * from './money';
export * from './pricing';
export * from './fields';
export * from './stock';
export * from './catalog-page-assets';
export * from './payments';
export * from './messages';
export * from './order-closed';
