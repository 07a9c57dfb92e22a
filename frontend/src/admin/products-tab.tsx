import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { formatCedis, LOW_STOCK_AT_MOST } from '@shop/rules';
import { Button, Empty, Popconfirm, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useDeleteProduct } from '../api/generated/endpoints/admin/admin';
import { useListProducts } from '../api/generated/endpoints/catalog/catalog';
import type { ProductDto } from '../api/generated/model';
import { ProductImage } from '../components/product-image';
import { totalCount } from '../lib/total-count';
import { ActiveTag } from './admin-badges';
import { useAdminErrorToast, useAdminSuccessToast, useSignInAgainOn } from './admin-errors';
import { adminCategoryLabel, shortId } from './admin-labels';
import { useRefreshAfterChange } from './admin-queries';
import { ProductForm } from './product-form';
import { CardTable, cardCell } from './card-table';

/** The server's largest page; admins also get inactive products (DECISIONS 'Catalog'). */
const PAGE_SIZE = 100;

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; product: ProductDto };

function TotalStock({ stock }: { stock: number }) {
  const units = `${stock} ${stock === 1 ? 'unit' : 'units'}`;
  if (stock === 0) return <Tag color="red">Out of stock</Tag>;
  if (stock <= LOW_STOCK_AT_MOST)
    return (
      <Tag color="orange" className="admin-low-stock">
        {units} · Low
      </Tag>
    );
  return <span>{units}</span>;
}

const LOW_VARIANTS_SHOWN = 4;

/**
 * The total, then the emptiest sizes x colours at 5 units or fewer ('M/Blue: 2'), so a size running out is
 * seen while the total still looks healthy (issue 16). A product with one variant has only the total.
 */
function StockCell({ product }: { product: ProductDto }) {
  const low = product.variants.length > 1 ? [...product.variants].filter((variant) => variant.stock <= LOW_STOCK_AT_MOST).sort((a, b) => a.stock - b.stock) : [];
  // The emptiest few keep a row short; the edit form's grid shows them all.
  const shown = low.slice(0, LOW_VARIANTS_SHOWN);
  return (
    <div className="admin-stock">
      <TotalStock stock={product.stock} />
      {low.length > 0 && product.stock > 0 ? (
        <ul className="admin-stock__low" aria-label={`Low stock sizes and colours of ${product.name}`}>
          {shown.map((variant) => (
            <li key={variant.id}>
              {[variant.size, variant.color].filter(Boolean).join('/')}: {variant.stock}
            </li>
          ))}
          {low.length > shown.length ? <li>+{low.length - shown.length} more</li> : null}
        </ul>
      ) : null}
    </div>
  );
}

/** SPEC §2 Products: Add New Product toggle and form, a table, edit and (confirmed) delete. */
export function ProductsTab() {
  const [page, setPage] = useState(1);
  const [formState, setFormState] = useState<FormState>({ mode: 'closed' });
  const query = useListProducts({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const remove = useDeleteProduct();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  const refresh = useRefreshAfterChange();
  useSignInAgainOn(query.error);

  const products = query.data?.data ?? [];
  const total = totalCount(query.data);
  const closeForm = () => setFormState({ mode: 'closed' });
  const formOpen = formState.mode !== 'closed';

  const deleteProduct = (product: ProductDto) =>
    remove
      .mutateAsync({ id: product.id })
      .then(() => {
        showSuccess('Product deleted successfully!');
        if (formState.mode === 'edit' && formState.product.id === product.id) closeForm();
        void refresh('products');
      })
      .catch((error: unknown) => showError(error, 'Error deleting product'));

  const columns: TableColumnsType<ProductDto> = [
    {
      title: 'Image',
      key: 'image',
      width: 76,
      ...cardCell('image'),
      render: (_, product) => <ProductImage path={product.images[0]} alt={product.name} sizes="56px" className="admin-thumb" />,
    },
    {
      title: 'Name',
      dataIndex: 'name',
      ...cardCell('name'),
      render: (name: string, product) => (
        <div className="admin-product-name">
          <span className="admin-product-name__text">{name}</span>
          {product.isFeatured ? <Tag color="gold">Featured</Tag> : null}
        </div>
      ),
    },
    {
      title: 'ID',
      dataIndex: 'id',
      width: 110,
      ...cardCell('id'),
      render: (id: string) => (
        <Tooltip title={id}>
          <code className="admin-mono">{shortId(id)}</code>
        </Tooltip>
      ),
    },
    { title: 'Category', dataIndex: 'category', width: 170, ...cardCell('category'), render: (category: string) => adminCategoryLabel(category) },
    {
      title: 'Price',
      dataIndex: 'price',
      width: 130,
      align: 'right',
      ...cardCell('price'),
      render: (price: string, product) => (
        <div className="admin-price">
          <span>{formatCedis(price)}</span>
          {product.originalPrice ? <s className="admin-price__was">{formatCedis(product.originalPrice)}</s> : null}
        </div>
      ),
    },
    { title: 'Stock', dataIndex: 'stock', width: 160, ...cardCell('stock'), render: (_: number, product) => <StockCell product={product} /> },
    { title: 'Status', dataIndex: 'isActive', width: 100, ...cardCell('status'), render: (active: boolean) => <ActiveTag active={active} /> },
    {
      title: 'Actions',
      key: 'actions',
      // Both buttons side by side (issue 18: they stacked at 1280 px in a 200 px column).
      width: 240,
      ...cardCell('actions'),
      render: (_, product) => (
        <div className="admin-row-actions">
          <Button icon={<EditOutlined />} onClick={() => setFormState({ mode: 'edit', product })} aria-label={`Edit ${product.name}`}>
            Edit
          </Button>
          <Popconfirm
            title="Delete this product?"
            description={`'${product.name}' will be removed from the shop. Past orders keep their copy.`}
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Keep"
            onConfirm={() => deleteProduct(product)}
          >
            <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${product.name}`}>
              Delete
            </Button>
          </Popconfirm>
        </div>
      ),
    },
  ];

  const empty = !query.isPending && !query.isError && total === 0;

  return (
    <div className="admin-products">
      <div className="admin-toolbar">
        <h2 className="admin-section-title">Products{total > 0 ? <span className="admin-count">{total}</span> : null}</h2>
        <Button
          type={formOpen ? 'default' : 'primary'}
          icon={formOpen ? undefined : <PlusOutlined />}
          aria-expanded={formOpen}
          onClick={() => setFormState(formOpen ? { mode: 'closed' } : { mode: 'create' })}
        >
          {formOpen ? 'Close Form' : 'Add New Product'}
        </Button>
      </div>

      {formState.mode !== 'closed' ? (
        <ProductForm key={formState.mode === 'edit' ? formState.product.id : 'new'} product={formState.mode === 'edit' ? formState.product : undefined} onClose={closeForm} />
      ) : null}

      {empty ? (
        <Empty description="No products yet" className="admin-empty">
          {formOpen ? null : (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormState({ mode: 'create' })}>
              Add Your First Product
            </Button>
          )}
        </Empty>
      ) : (
        <CardTable<ProductDto>
          className="admin-products-table"
          scrollWidth={1040}
          columns={columns}
          dataSource={products}
          query={query}
          texts={{ failed: 'The products could not be loaded.', empty: 'No products yet' }}
          paging={{ current: page, pageSize: PAGE_SIZE, total, onChange: setPage }}
          rowClassName={(product) => (formState.mode === 'edit' && formState.product.id === product.id ? 'admin-row--editing' : '')}
        />
      )}
    </div>
  );
}
