import { Initial1795306753172 } from './1795306753172-initial';
import { CatalogListingAndSearchIndexes1795313264475 } from './1795313264475-catalog-listing-and-search-indexes';

/** In order; a test fails when the entities need a change that no migration makes. */
export const allMigrations = [Initial1795306753172, CatalogListingAndSearchIndexes1795313264475];
