import { fromPesewas, isMoneyAmount, MAX_PRODUCT_PHOTOS, MAX_STOCK_UNITS, PHOTO_PATH, stockTotalMistake, toPesewas } from '@shop/rules';
import { amountRule } from './amount-rule';
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Switch, type FormItemProps, type SelectProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { uploadAdminPhoto, useCreateProduct, useUpdateProduct } from '../api/generated/endpoints/admin/admin';
import type { ProductDto, ProductFieldsDto } from '../api/generated/model';
import { errorBody } from '../lib/api-error';
import { PhotoPicker, PhotoPickerLabels } from '../components/photo-picker';
import { cellKey, cellsFromVariants, gridTotal, StockGrid, variantsFromCells, type StockCells, type StockGridLabels } from '../components/stock-grid';
import { useAdminErrorToast, useAdminSuccessToast } from './admin-errors';
import { ADMIN_CATEGORIES, ADMIN_COLORS, ADMIN_SIZES } from './admin-labels';
import { useRefreshAfterChange } from './admin-queries';
import { countRule } from './count-rule';


/**
 * Form.Item hands a required field's Select `aria-required`, and antd repeats it on the Select's
 * role-less wrapper div: an axe violation (aria-allowed-attr). The rule and the label's mark stay.
 */
function SelectWithoutWrapperAria({ 'aria-required': _required, ...props }: SelectProps & { 'aria-required'?: boolean | 'true' | 'false' }) {
  return <Select {...props} />;
}

export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  originalPrice: string;
  category: ProductFieldsDto['category'] | undefined;
  subcategory: string;
  stock: number | null;
  /** The stock grid (issue 16): units per size x colour, used when the product has sizes or colours. */
  variants: Record<string, number | null>;
  images: string[];
  sizes: NonNullable<ProductFieldsDto['sizes']>;
  colors: NonNullable<ProductFieldsDto['colors']>;
  tags: string[];
  isActive: boolean;
  isFeatured: boolean;
}

const FIELD_NAMES: readonly (keyof ProductFormValues)[] = [
  'name',
  'description',
  'price',
  'originalPrice',
  'category',
  'subcategory',
  'stock',
  'variants',
  'images',
  'sizes',
  'colors',
  'tags',
  'isActive',
  'isFeatured',
];

/** SPEC §9: a new product starts with stock 0, active, not featured. */
const NEW_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  originalPrice: '',
  category: undefined,
  subcategory: '',
  stock: 0,
  variants: {},
  images: [],
  sizes: [],
  colors: [],
  tags: [],
  isActive: true,
  isFeatured: false,
};

function fromProduct(product: ProductDto): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    price: product.price,
    originalPrice: product.originalPrice ?? '',
    category: product.category as ProductFieldsDto['category'],
    subcategory: product.subcategory ?? '',
    stock: product.stock,
    variants: cellsFromVariants(product.variants),
    images: product.images,
    sizes: product.sizes as ProductFormValues['sizes'],
    colors: product.colors as ProductFormValues['colors'],
    tags: product.tags,
    isActive: product.isActive,
    isFeatured: product.isFeatured,
  };
}

/** Amounts go out as the server writes them: "95.5" -> "95.50". */
function amount(text: string): string {
  return fromPesewas(toPesewas(text));
}

/** Whether the stock is kept per size x colour (the grid) rather than as one number. */
function hasGrid(sizes: readonly string[] = [], colors: readonly string[] = []): boolean {
  return sizes.length > 0 || colors.length > 0;
}

/**
 * Every size x colour goes out with its units (the single stock as the one variant of a product
 * without either), keeping the SKUs `previous` had; `stock` is their sum.
 */
function toRequest(values: ProductFormValues, previous: ProductDto['variants'] = []): ProductFieldsDto {
  const variants = hasGrid(values.sizes, values.colors)
    ? variantsFromCells(values.sizes, values.colors, values.variants ?? {}, previous)
    : variantsFromCells([], [], { [cellKey(null, null)]: values.stock ?? 0 }, previous);
  const description = values.description.trim();
  const subcategory = values.subcategory.trim();
  const originalPrice = values.originalPrice.trim();
  return {
    name: values.name.trim(),
    description: description || null,
    price: amount(values.price),
    originalPrice: originalPrice ? amount(originalPrice) : null,
    category: values.category as ProductFieldsDto['category'],
    subcategory: subcategory || null,
    stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
    variants,
    images: values.images,
    sizes: values.sizes,
    colors: values.colors,
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
    isActive: values.isActive,
    isFeatured: values.isFeatured,
  };
}

/** The sizes and colours a shopper picks from: one list of ticks each. */
const OPTION_LISTS = [
  { name: 'sizes', label: 'Sizes', options: ADMIN_SIZES },
  { name: 'colors', label: 'Colors', options: ADMIN_COLORS },
] as const;

/** Whether the shop shows the product at all, and on its home pages. */
const FLAGS = [
  { name: 'isActive', label: 'Active', extra: 'Shown in the shop' },
  { name: 'isFeatured', label: 'Featured', extra: 'On the home pages' },
] as const;


/** A price field, typed as cedis with at most 2 decimals, a quarter of the row on wide screens. */
function AmountField({ placeholder, ...item }: FormItemProps & { placeholder: string }) {
  return (
    <Col xs={24} sm={12} md={6}>
      <Form.Item {...item}>
        <Input type="number" inputMode="decimal" min="0" step="0.01" prefix="₵" placeholder={placeholder} />
      </Form.Item>
    </Col>
  );
}

interface CheckboxListProps<T extends string> {
  options: readonly T[];
  id?: string;
  value?: T[];
  onChange?: (value: T[]) => void;
}

/**
 * Ticks drawn straight from the form's value. antd's Checkbox.Group copies a controlled value into
 * its own state one task later: until then the box reads unticked and a second quick click is lost.
 */
function CheckboxList<T extends string>({ options, id, value = [], onChange }: CheckboxListProps<T>) {
  const toggle = (option: T, checked: boolean) => onChange?.(options.filter((candidate) => (candidate === option ? checked : value.includes(candidate))));
  return (
    <div id={id} className="ant-checkbox-group">
      {options.map((option) => (
        <Checkbox key={option} checked={value.includes(option)} onChange={(event) => toggle(option, event.target.checked)}>
          {option}
        </Checkbox>
      ))}
    </div>
  );
}

interface ProductFormProps {
  /** The product being edited; none for 'Add New Product'. */
  product?: ProductDto;
  /** Called after a successful save and on Cancel: the form closes (and so resets). */
  onClose: () => void;
}

const STOCK_GRID_LABELS: StockGridLabels = {
  caption: 'Units in stock per size and colour',
  corner: 'Size',
  total: 'Total',
  units: 'Units',
  allSizes: 'All',
  cell: (variant) => `Stock of ${variant}`,
  refused: (typed) => `Stock is counted in whole units from 0 to ${MAX_STOCK_UNITS.toLocaleString('en-GH')}, so “${typed}” was not taken.`,
};

const PHOTO_LABELS: PhotoPickerLabels = {
  add: 'Add photos',
  hint: `From the camera or the gallery, several at once (JPEG, PNG, WebP or AVIF, up to 15 MB, at most ${MAX_PRODUCT_PHOTOS}). The first is the main photo.`,
  list: 'Product photos',
  main: 'Main',
  moveEarlier: (position) => `Move photo ${position} earlier`,
  moveLater: (position) => `Move photo ${position} later`,
  remove: (position) => `Remove photo ${position}`,
  uploading: (name) => `Uploading ${name}`,
  tooBig: (name) => `${name} is over 15 MB`,
  tooMany: (max) => `At most ${max} photos`,
  dismiss: 'Dismiss',
};

/** SPEC §5 admin product form: name required, prices step 0.01, the admin lists of §9. */
export function ProductForm({ product, onClose }: ProductFormProps) {
  const [form] = Form.useForm<ProductFormValues>();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  const refresh = useRefreshAfterChange();
  const cardRef = useRef<HTMLDivElement>(null);
  // Saving while a photo is still uploading would leave it out: the button waits for it.
  const [uploading, setUploading] = useState(false);
  const editing = product !== undefined;
  const sizes = Form.useWatch('sizes', form) ?? [];
  const colors = Form.useWatch('colors', form) ?? [];
  const cells = Form.useWatch('variants', form) ?? {};
  const grid = hasGrid(sizes, colors);
  const busy = create.isPending || update.isPending;

  useEffect(() => {
    cardRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    form.getFieldInstance('name')?.focus?.();
  }, [form]);

  const onFailure = (error: unknown, title: string) => {
    showError(error, title);
    const fields = errorBody(error)?.fields ?? {};
    const known = Object.entries(fields)
      .map(([path, messages]) => ({ name: path.split('.')[0] as keyof ProductFormValues, errors: messages }))
      .filter((field) => FIELD_NAMES.includes(field.name));
    if (known.length > 0) {
      form.setFields(known);
      form.scrollToField(known[0].name);
    }
  };

  const save = (values: ProductFormValues) => {
    const data = toRequest(values, product?.variants);
    const done = (message: string) => {
      showSuccess(message);
      void refresh('products');
      onClose();
    };
    if (product) {
      update.mutate({ id: product.id, data }, { onSuccess: () => done('Product updated successfully!'), onError: (error) => onFailure(error, 'Error updating product') });
    } else {
      create.mutate({ data }, { onSuccess: () => done('Product created successfully!'), onError: (error) => onFailure(error, 'Error creating product') });
    }
  };

  return (
    <div ref={cardRef} className="admin-form-anchor">
      <Card className="admin-card admin-product-form" title={editing ? `Edit Product: ${product.name}` : 'Add New Product'}>
        <Form<ProductFormValues>
          form={form}
          layout="vertical"
          initialValues={product ? fromProduct(product) : NEW_PRODUCT}
          onFinish={save}
          disabled={busy}
          scrollToFirstError
          requiredMark
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="name"
                label="Product Name"
                rules={[
                  { required: true, whitespace: true, message: 'Please enter the product name' },
                  { max: 255, message: 'The name can have at most 255 characters' },
                ]}
              >
                <Input maxLength={255} placeholder="e.g. Royal Kente Stole" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="category" label="Category" rules={[{ required: true, message: 'Please choose a category' }]}>
                <SelectWithoutWrapperAria placeholder="Choose a category" options={ADMIN_CATEGORIES} virtual={false} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="description" label="Description" rules={[{ max: 5000, message: 'The description can have at most 5000 characters' }]}>
                <Input.TextArea rows={3} maxLength={5000} placeholder="Fabric, fit, how it is made..." />
              </Form.Item>
            </Col>
            <AmountField
              name="price"
              label="Price (₵)"
              placeholder="95.50"
              rules={[
                { required: true, whitespace: true, message: 'Please enter the price' },
                amountRule('95.50', (pesewas) => (pesewas === 0 ? 'The price must be more than ₵0.00' : null)),
              ]}
            />
            <AmountField
              name="originalPrice"
              label="Original Price (₵)"
              placeholder="Optional"
              tooltip="Only for a product on sale: the price before the discount."
              dependencies={['price']}
              rules={[
                ({ getFieldValue }) =>
                  amountRule('120.00', (pesewas) => {
                    const price: string | undefined = getFieldValue('price');
                    return price && isMoneyAmount(price) && pesewas <= toPesewas(price.trim()) ? 'The original price must be higher than the price' : null;
                  }),
              ]}
            />
            <Col xs={24} sm={12} md={6}>
              {grid ? (
                // Kept per size and colour: the grid under the sizes and colours is what is edited.
                <Form.Item label="Stock (units)" required extra="The sum of the stock grid below">
                  <output className="admin-stock-total" aria-live="polite">
                    {gridTotal(sizes, colors, cells)} units
                  </output>
                </Form.Item>
              ) : (
                <Form.Item
                  name="stock"
                  label="Stock (units)"
                  rules={[
                    { required: true, message: 'Please enter the stock' },
                    countRule(0, MAX_STOCK_UNITS, 'Stock'),
                  ]}
                >
                  <InputNumber precision={0} step={1} style={{ width: '100%' }} />
                </Form.Item>
              )}
            </Col>
            <Col xs={24} sm={12} md={6}>
              <Form.Item name="subcategory" label="Subcategory" rules={[{ max: 100, message: 'At most 100 characters' }]}>
                <Input maxLength={100} placeholder="e.g. Stoles" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item
                name="images"
                label="Photos"
                rules={[
                  {
                    validator: (_, value: string[] | undefined) => {
                      const paths = value ?? [];
                      if (paths.length > MAX_PRODUCT_PHOTOS) return Promise.reject(new Error(`At most ${MAX_PRODUCT_PHOTOS} photos`));
                      const wrong = paths.find((path) => !PHOTO_PATH.test(path));
                      return wrong ? Promise.reject(new Error(`'${wrong}' is not a photo on this shop`)) : Promise.resolve();
                    },
                  },
                ]}
              >
                <PhotoPicker upload={uploadAdminPhoto} labels={PHOTO_LABELS} onBusyChange={setUploading} />
              </Form.Item>
            </Col>
            {OPTION_LISTS.map(({ name, label, options }) => (
              <Col key={name} xs={24} md={12}>
                <Form.Item name={name} label={label}>
                  <CheckboxList options={options} />
                </Form.Item>
              </Col>
            ))}
            {grid ? (
              <Col xs={24}>
                <Form.Item
                  name="variants"
                  label="Stock per size and colour"
                  extra="Whole units; an empty cell counts as 0. Sizes or colours at 5 units or fewer show as low stock."
                  dependencies={['sizes', 'colors']}
                  rules={[
                    {
                      validator: (_rule, value: StockCells | undefined) => {
                        const mistake = stockTotalMistake(gridTotal(sizes, colors, value ?? {}));
                        return mistake ? Promise.reject(new Error(mistake)) : Promise.resolve();
                      },
                    },
                  ]}
                >
                  <StockGrid sizes={sizes} colors={colors} labels={STOCK_GRID_LABELS} disabled={busy} />
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={24}>
              <Form.Item
                name="tags"
                label="Tags"
                extra="Words shoppers may search for. Press Enter or comma after each."
                rules={[
                  {
                    validator: (_, value: string[] | undefined) =>
                      (value ?? []).length > 20
                        ? Promise.reject(new Error('At most 20 tags'))
                        : (value ?? []).some((tag) => tag.length > 40)
                          ? Promise.reject(new Error('A tag can have at most 40 characters'))
                          : Promise.resolve(),
                  },
                ]}
              >
                <Select mode="tags" open={false} tokenSeparators={[',']} placeholder="kente, wedding, handwoven" suffixIcon={null} />
              </Form.Item>
            </Col>
            {FLAGS.map(({ name, label, extra }) => (
              <Col key={name} xs={12} md={6}>
                <Form.Item name={name} label={label} valuePropName="checked" extra={extra}>
                  <Switch />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <div className="admin-form-actions">
            <Button type="primary" htmlType="submit" loading={busy} disabled={uploading}>
              {uploading ? 'Uploading photos…' : editing ? 'Update Product' : 'Create Product'}
            </Button>
            <Button onClick={onClose}>
              Cancel
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
