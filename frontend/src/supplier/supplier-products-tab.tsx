import { DeleteOutlined, EditOutlined, PlusOutlined, ShoppingOutlined } from '@ant-design/icons';
import { formatCedis, sellingPriceFromCost } from '@shop/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { getListOwnSupplierProductsQueryKey, useDeleteSupplierProduct, useListOwnSupplierProducts } from '../api/generated/endpoints/suppliers/suppliers';
import type { SupplierProductDto, SupplierProfileDto } from '../api/generated/model';
import { useSupplierI18n } from './i18n/supplier-i18n';
import { supplierErrorText } from './supplier-errors';
import { SupplierProductForm } from './supplier-product-form';
import { CardArticle } from '../components/staff/card-article';
import { RetryAlert } from '../components/staff/retry-alert';

type Dialog = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; product: SupplierProductDto };

function ProductCard({ product, canEdit, onEdit }: { product: SupplierProductDto; canEdit: boolean; onEdit: () => void }) {
  const { t } = useSupplierI18n();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const remove = useDeleteSupplierProduct();

  const deleteProduct = () =>
    remove.mutate(
      { id: product.id },
      {
        onSuccess: () => {
          notification.success({ message: t('products.deleted') });
          void queryClient.invalidateQueries({ queryKey: getListOwnSupplierProductsQueryKey() });
        },
        onError: (error) =>
          notification.error({ message: t('products.error'), description: supplierErrorText(error, t, 'products.error') }),
      },
    );

  return (
    <CardArticle
      className="supplier-product"
      title={product.supplierProductName}
      headerClassName="supplier-toolbar"
      titleClassName="supplier-product__name"
      aside={
        product.productId ? (
          <>
            <Tag color="green">{t('products.inStore')}</Tag>
            {product.pendingCostPrice ? <Tag color="gold">{t('products.awaitingReview')}</Tag> : null}
          </>
        ) : null
      }
    >
      {product.supplierDescription ? <p className="supplier-product__description">{product.supplierDescription}</p> : null}
      <dl className="supplier-product__facts">
        <div>
          <dt>{t('products.costPrice')}</dt>
          <dd>{formatCedis(product.costPrice)}</dd>
        </div>
        <div>
          <dt>{t('products.sellingPrice')}</dt>
          <dd className="supplier-product__selling">{formatCedis(product.sellingPrice)}</dd>
        </div>
        <div>
          <dt>{t('products.stock')}</dt>
          <dd>{product.availableStock}</dd>
        </div>
        <div>
          <dt>{t('products.minQty')}</dt>
          <dd>{product.minimumQuantity}</dd>
        </div>
        <div>
          <dt>{t('products.sku')}</dt>
          <dd>{product.supplierSku || '—'}</dd>
        </div>
        <div>
          <dt>{t('productForm.leadTime')}</dt>
          <dd>{product.leadTime}</dd>
        </div>
      </dl>
      {product.pendingCostPrice && product.pendingSellingPrice ? (
        // A cost more than 20% from the one on sale waits for the shop's staff (DECISIONS 'Suppliers').
        <p className="supplier-product__pending">
          {t('products.pendingCost', { cost: formatCedis(product.pendingCostPrice), selling: formatCedis(product.pendingSellingPrice) })}
        </p>
      ) : null}
      {canEdit ? (
        <div className="supplier-product__actions">
          <Button icon={<EditOutlined />} onClick={onEdit} aria-label={`${t('products.edit')} ${product.supplierProductName}`}>
            {t('products.edit')}
          </Button>
          <Popconfirm
            title={t('products.deleteConfirm')}
            description={t('products.deleteConfirmText', { name: product.supplierProductName })}
            okText={t('products.deleteYes')}
            okButtonProps={{ danger: true }}
            cancelText={t('products.deleteNo')}
            onConfirm={deleteProduct}
          >
            <Button danger icon={<DeleteOutlined />} loading={remove.isPending} aria-label={`${t('products.delete')} ${product.supplierProductName}`}>
              {t('products.delete')}
            </Button>
          </Popconfirm>
        </div>
      ) : null}
    </CardArticle>
  );
}

/** SPEC §2 Products tab: card grid, Add/Edit dialog, the markup note, and the empty state. */
export function SupplierProductsTab({ profile }: { profile: SupplierProfileDto }) {
  const { t } = useSupplierI18n();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'closed' });
  const query = useListOwnSupplierProducts();
  const products = query.data?.data ?? [];
  // The server refuses changes from an unapproved account anyway; here the buttons are not offered.
  const canEdit = profile.isApproved && profile.isActive;
  const percent = String(Number(profile.markupPercentage));

  return (
    <section aria-labelledby="products-title">
      {profile.faceVerificationStatus === 'rejected' ? (
        // Not "being reviewed": the review ended, and only the shop's support can reopen it.
        <Alert
          className="supplier-notice"
          type="warning"
          showIcon
          message={t('dashboard.faceRejected.title')}
          description={
            <>
              {t('dashboard.faceRejected.text')} <a href="/support">{t('dashboard.faceRejected.contact')}</a>
            </>
          }
        />
      ) : !canEdit ? (
        <Alert className="supplier-notice" type="info" showIcon message={t('dashboard.notApproved.title')} description={t('dashboard.notApproved.text')} />
      ) : null}
      <div className="supplier-toolbar">
        <h2 id="products-title" className="supplier-section-title">
          {t('products.title')}
        </h2>
        {canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'create' })}>
            {t('products.add')}
          </Button>
        ) : null}
      </div>
      <p className="supplier-markup-note">{t('products.markupNote', { percent, example: sellingPriceFromCost('100', profile.markupPercentage) })}</p>

      {query.isPending ? (
        <Skeleton active />
      ) : query.isError ? (
        <RetryAlert message={t('products.loadFailed')} onRetry={query.refetch} retryLabel={t('dashboard.retry')} />
      ) : products.length === 0 ? (
        <Empty image={<ShoppingOutlined className="supplier-empty-icon" aria-hidden="true" />} description={<strong>{t('products.empty')}</strong>}>
          {canEdit ? (
            <>
              <p className="supplier-markup-note">{t('products.emptyText')}</p>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'create' })}>
                {t('products.add')}
              </Button>
            </>
          ) : null}
        </Empty>
      ) : (
        <div className="supplier-products">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} canEdit={canEdit} onEdit={() => setDialog({ mode: 'edit', product })} />
          ))}
        </div>
      )}

      {dialog.mode !== 'closed' ? (
        <SupplierProductForm
          key={dialog.mode === 'edit' ? dialog.product.id : 'new'}
          product={dialog.mode === 'edit' ? dialog.product : undefined}
          markupPercentage={profile.markupPercentage}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      ) : null}
    </section>
  );
}
