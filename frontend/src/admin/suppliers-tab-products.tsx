import { CheckOutlined, CloseOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { formatCedis } from '@shop/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getGetDashboardStatsQueryKey, getListSupplierProductsForAdminQueryKey, useListSupplierProductsForAdmin, usePublishSupplierProduct, useReviewSupplierCost } from '../api/generated/endpoints/admin/admin';
import { getListProductsQueryKey } from '../api/generated/endpoints/catalog/catalog';
import { PublishSupplierProductDtoCategory, type AdminSupplierDto, type ReviewSupplierCostDtoDecision, type SupplierProductDto } from '../api/generated/model';
import { useAdminErrorToast, useAdminSuccessToast, useSignInAgainOn } from './admin-errors';
import { ProductImage } from '../components/product-image';
import { adminCategoryLabel } from './admin-labels';
import { LIVE_LIST } from './admin-queries';
import { AdminTag } from './admin-badges';
import './suppliers-tab-products.css';

type Category = PublishSupplierProductDtoCategory;
const CATEGORY_OPTIONS = Object.values(PublishSupplierProductDtoCategory).map((value) => ({ value, label: adminCategoryLabel(value) }));

/**
 * A published product's new cost that moved more than 20%: the catalog keeps the old price until
 * staff approve it (issue 39), so they see both costs and both shop prices.
 */
function CostReview({ supplierId, product, pendingCostPrice, pendingSellingPrice }: { supplierId: string; product: SupplierProductDto; pendingCostPrice: string; pendingSellingPrice: string }) {
  const review = useReviewSupplierCost();
  const queryClient = useQueryClient();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();

  const decide = (decision: ReviewSupplierCostDtoDecision) =>
    review.mutate(
      { id: product.id, data: { decision } },
      {
        onSuccess: () => {
          showSuccess(decision === 'approve' ? 'New price is on sale' : 'Price change rejected: the old price stays');
          void Promise.all([
            queryClient.invalidateQueries({ queryKey: getListSupplierProductsForAdminQueryKey(supplierId) }),
            queryClient.invalidateQueries({ queryKey: getListProductsQueryKey() }),
          ]);
        },
        onError: (error) => showError(error, 'Error reviewing the price change'),
      },
    );

  return (
    <div className="admin-supplier-product__cost-review" role="group" aria-label={`Price change for ${product.supplierProductName}`}>
      <p>
        <span className="admin-strong">Price change awaiting review</span>
        <br />
        Cost {formatCedis(product.costPrice)} → <strong>{formatCedis(pendingCostPrice)}</strong> · Shop price {formatCedis(product.sellingPrice)} →{' '}
        <strong>{formatCedis(pendingSellingPrice)}</strong>
      </p>
      <Button type="primary" icon={<CheckOutlined />} onClick={() => decide('approve')} loading={review.isPending && review.variables?.data.decision === 'approve'} disabled={review.isPending}>
        Approve
      </Button>
      <Button danger icon={<CloseOutlined />} onClick={() => decide('reject')} loading={review.isPending && review.variables?.data.decision === 'reject'} disabled={review.isPending}>
        Reject
      </Button>
    </div>
  );
}

function SupplierProductRow({ supplierId, product }: { supplierId: string; product: SupplierProductDto }) {
  const [category, setCategory] = useState<Category | undefined>(undefined);
  const publish = usePublishSupplierProduct();
  const queryClient = useQueryClient();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();

  const publishProduct = () => {
    if (!category) return;
    publish.mutate(
      { id: product.id, data: { category } },
      {
        onSuccess: () => {
          showSuccess('Product published to the store!');
          void Promise.all([
            queryClient.invalidateQueries({ queryKey: getListSupplierProductsForAdminQueryKey(supplierId) }),
            // The storefront's lists and the admin's Products tab show it from now on.
            queryClient.invalidateQueries({ queryKey: getListProductsQueryKey() }),
            queryClient.invalidateQueries({ queryKey: getGetDashboardStatsQueryKey() }),
          ]);
        },
        onError: (error) => showError(error, 'Error publishing product'),
      },
    );
  };

  const [photo, ...morePhotos] = product.supplierImages;
  return (
    <li className="admin-supplier-product">
      {/* The main photo first, as the catalog product will show it (issue 40: staff look before they publish). */}
      <ProductImage path={photo} alt={product.supplierProductName} sizes="72px" className="admin-thumb admin-supplier-product__photo" />
      <div className="admin-supplier-product__main">
        <span className="admin-supplier-product__name">
          <span className="admin-strong">{product.supplierProductName}</span>
          <ShopState product={product} />
        </span>
        <span className="admin-subtle">
          Cost {formatCedis(product.costPrice)} → selling <strong>{formatCedis(product.sellingPrice)}</strong> · Stock {product.availableStock} · Min{' '}
          {product.minimumQuantity}
          {product.supplierSku ? <> · SKU <span className="admin-mono">{product.supplierSku}</span></> : null}
        </span>
        {morePhotos.length > 0 ? (
          <ul className="admin-supplier-product__photos" aria-label={`More photos of ${product.supplierProductName}`}>
            {morePhotos.map((path) => (
              <li key={path}>
                <ProductImage path={path} alt="" sizes="40px" className="admin-thumb admin-thumb--small" />
              </li>
            ))}
          </ul>
        ) : null}
        {product.pendingCostPrice && product.pendingSellingPrice ? (
          <CostReview supplierId={supplierId} product={product} pendingCostPrice={product.pendingCostPrice} pendingSellingPrice={product.pendingSellingPrice} />
        ) : null}
      </div>
      {product.productId ? (
        // A withdrawn product's page is gone from the shop: no link to a page not found.
        product.isActive ? (
          <div className="admin-supplier-product__actions">
            <Link to={`/products/${product.productId}`} target="_blank" rel="noopener noreferrer">
              View in the shop
            </Link>
          </div>
        ) : null
      ) : (
        <div className="admin-supplier-product__actions">
          <Select<Category>
            className="admin-supplier-product__category"
            placeholder="Category"
            value={category}
            onChange={setCategory}
            options={CATEGORY_OPTIONS}
            virtual={false}
            aria-label={`Category for ${product.supplierProductName}`}
          />
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={publishProduct} disabled={!category} loading={publish.isPending}>
            Publish to store
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Where the product stands for shoppers: published and offered by the supplier is live; a
 * published product the supplier withdrew no longer sells (the catalog product was deactivated
 * with it); an unpublished one is not in the shop yet.
 */
function ShopState({ product }: { product: SupplierProductDto }) {
  if (!product.productId) return <AdminTag color="default">Not in the shop yet</AdminTag>;
  return product.isActive ? <AdminTag color="green">Live in the shop</AdminTag> : <AdminTag color="default">Withdrawn by the supplier</AdminTag>;
}

/** An approved supplier's products; publishing one puts it in the catalog (DECISIONS 'Suppliers'). */
export function SupplierProducts({ supplier }: { supplier: AdminSupplierDto }) {
  const query = useListSupplierProductsForAdmin(supplier.id, { query: LIVE_LIST });
  useSignInAgainOn(query.error);
  const products = query.data?.data ?? [];

  return (
    <section className="admin-supplier-products" aria-label={`Products of ${supplier.businessName}`}>
      <h4 className="admin-supplier-products__title">Supplier products{products.length > 0 ? ` (${products.length})` : ''}</h4>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : query.isError ? (
        <p className="admin-subtle">The products could not be loaded.</p>
      ) : products.length === 0 ? (
        <p className="admin-subtle">No products listed yet.</p>
      ) : (
        <ul className="admin-supplier-products__list">
          {products.map((product) => (
            <SupplierProductRow key={product.id} supplierId={supplier.id} product={product} />
          ))}
        </ul>
      )}
    </section>
  );
}
