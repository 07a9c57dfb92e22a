export * from './money';
export * from './pricing';
export * from './catalog-page-assets';
