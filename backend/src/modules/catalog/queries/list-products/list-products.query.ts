import { ProductCategory, ProductSort } from '../../domain/catalog-constants';

export class ListProductsQuery {
  constructor(
    readonly filters: {
      category?: ProductCategory;
      search?: string;
      featured?: boolean;
      sort: ProductSort;
      limit: number;
      offset: number;
      includeInactive: boolean;
    },
  ) {}
}
