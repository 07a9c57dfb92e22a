import {
  DEFAULT_MARKUP_PERCENT,
  formatCedis,
  hasMoreThanTwoDecimals,
  MAX_PRODUCT_PHOTOS,
  MAX_STOCK_UNITS,
  MAX_SUPPLIER_COST,
  minimumQuantityAboveStock,
  roundedToPesewas,
  sellingPriceFromCost,
  SUPPLIER_PRODUCT_NAME_MIN_LENGTH,
} from '@shop/rules';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Modal } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { getListOwnSupplierProductsQueryKey, uploadSupplierPhoto, useCreateSupplierProduct, useUpdateSupplierProduct } from '../api/generated/endpoints/suppliers/suppliers';
import { PhotoPicker, PhotoPickerLabels } from '../components/photo-picker';
import type { SaveSupplierProductDto, SupplierProductDto } from '../api/generated/model';
import type { MessageKey } from './i18n/messages';
import { useSupplierI18n } from './i18n/supplier-i18n';
import { fieldErrorKeys, supplierErrorText } from './supplier-errors';
import { focusFirstInvalid } from '../lib/focus-first-invalid';
import { SupplierField } from './supplier-field';
import { cellsFromVariants, gridTotal, variantsFromCells } from '../components/stock-grid';
import { SUPPLIER_COLORS, SUPPLIER_SIZES, SupplierVariants, type VariantValues } from './supplier-variants';
import { costPriceForApi, parseCostPrice, parseWholeNumber, sellingPricePreview } from './supplier-money';

const FIELDS = ['supplierProductName', 'supplierDescription', 'costPrice', 'availableStock', 'minimumQuantity', 'leadTime', 'supplierSku'] as const;
type FieldName = (typeof FIELDS)[number];
export type ProductValues = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, MessageKey>>;

/** SPEC §9 defaults: minimum quantity 1, stock 0, lead time 7 (left empty). */
function initialValues(product?: SupplierProductDto): ProductValues {
  if (!product) return { supplierProductName: '', supplierDescription: '', costPrice: '', availableStock: '0', minimumQuantity: '1', leadTime: '', supplierSku: '' };
  return {
    supplierProductName: product.supplierProductName,
    supplierDescription: product.supplierDescription ?? '',
    // The cost the supplier last asked for, even while staff review it.
    costPrice: product.pendingCostPrice ?? product.costPrice,
    availableStock: String(product.availableStock),
    minimumQuantity: String(product.minimumQuantity),
    leadTime: String(product.leadTime),
    supplierSku: product.supplierSku ?? '',
  };
}

/** The sizes and colours a saved product is offered in, in the catalog's order, and the units of each. */
function initialVariants(product?: SupplierProductDto): VariantValues {
  const variants = product?.variants ?? [];
  const named = (options: readonly string[], side: 'size' | 'color') => options.filter((option) => variants.some((variant) => variant[side] === option));
  return { sizes: named(SUPPLIER_SIZES, 'size'), colors: named(SUPPLIER_COLORS, 'color'), cells: cellsFromVariants(variants) };
}

/**
 * SPEC §5 "Supplier product"; returns the body to send, or what is wrong. With sizes or colours
 * ticked the stock is the grid's (issue 16): every size x colour goes out, `availableStock` their sum.
 */
export function readProductForm(
  values: ProductValues,
  variants: VariantValues = { sizes: [], colors: [], cells: {} },
  previous: SupplierProductDto['variants'] = [],
): { errors: Errors; body: SaveSupplierProductDto | null } {
  const perVariant = variants.sizes.length > 0 || variants.colors.length > 0;
  const errors: Errors = {};
  const name = values.supplierProductName.trim();
  if (!name) errors.supplierProductName = 'productForm.nameRequired';
  // Counted as the server counts: by character, an emoji or a rare CJK character being one.
  else if ([...name].length < SUPPLIER_PRODUCT_NAME_MIN_LENGTH) errors.supplierProductName = 'productForm.nameTooShort';
  const cost = parseCostPrice(values.costPrice);
  if (!values.costPrice.trim()) errors.costPrice = 'productForm.costRequired';
  else if (hasMoreThanTwoDecimals(values.costPrice)) errors.costPrice = 'productForm.costDecimals';
  else if ((roundedToPesewas(values.costPrice) ?? 0) > MAX_SUPPLIER_COST) errors.costPrice = 'productForm.costTooHigh';
  else if (cost === null) errors.costPrice = 'productForm.costInvalid';
  const stock = perVariant ? gridTotal(variants.sizes, variants.colors, variants.cells) : parseWholeNumber(values.availableStock);
  if (perVariant) {
    if (stock !== null && stock > MAX_STOCK_UNITS) errors.availableStock = 'productForm.wholeNumber';
  } else if (!values.availableStock.trim()) errors.availableStock = 'productForm.stockRequired';
  else if (stock === null || stock > MAX_STOCK_UNITS) errors.availableStock = 'productForm.wholeNumber';
  const minimum = parseWholeNumber(values.minimumQuantity);
  if (!values.minimumQuantity.trim()) errors.minimumQuantity = 'productForm.minQtyRequired';
  else if (minimum === null || minimum > 100_000) errors.minimumQuantity = 'productForm.wholeNumber';
  else if (minimum < 1) errors.minimumQuantity = 'productForm.minQtyTooSmall';
  else if (stock !== null && minimumQuantityAboveStock(minimum, stock)) errors.minimumQuantity = 'productForm.minQtyAboveStock';
  const leadTime = values.leadTime.trim() ? parseWholeNumber(values.leadTime) : 7;
  if (leadTime === null || leadTime > 365) errors.leadTime = 'productForm.leadTimeInvalid';
  if (Object.keys(errors).length > 0 || cost === null || stock === null || minimum === null || leadTime === null) return { errors, body: null };
  return {
    errors,
    body: {
      supplierProductName: values.supplierProductName.trim(),
      supplierDescription: values.supplierDescription.trim() || null,
      costPrice: costPriceForApi(cost),
      availableStock: stock,
      ...(perVariant ? { variants: variantsFromCells(variants.sizes, variants.colors, variants.cells, previous) } : {}),
      minimumQuantity: minimum,
      leadTime,
      supplierSku: values.supplierSku.trim() || null,
    },
  };
}

interface SupplierProductFormProps {
  product?: SupplierProductDto;
  markupPercentage?: string;
  onClose: () => void;
}

/** The Add/Edit dialog, with the live selling-price preview (the server's own rule). */
export function SupplierProductForm({ product, markupPercentage = DEFAULT_MARKUP_PERCENT, onClose }: SupplierProductFormProps) {
  const { t } = useSupplierI18n();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const create = useCreateSupplierProduct();
  const update = useUpdateSupplierProduct();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProductValues>(() => initialValues(product));
  const [errors, setErrors] = useState<Errors>({});
  const [variants, setVariants] = useState<VariantValues>(() => initialVariants(product));
  const perVariant = variants.sizes.length > 0 || variants.colors.length > 0;
  // The photos (supplierImages), main first: uploaded as they are chosen, saved with the product.
  const [images, setImages] = useState<string[]>(() => product?.supplierImages ?? []);
  const [uploading, setUploading] = useState(false);
  const photoLabels = useMemo<PhotoPickerLabels>(
    () => ({
      add: t('photos.add'),
      hint: t('photos.hint', { max: MAX_PRODUCT_PHOTOS }),
      list: t('photos.list'),
      main: t('photos.main'),
      moveEarlier: (position) => t('photos.moveEarlier', { position }),
      moveLater: (position) => t('photos.moveLater', { position }),
      remove: (position) => t('photos.remove', { position }),
      uploading: (name) => t('photos.uploading', { name }),
      tooBig: (name) => t('photos.tooBig', { name }),
      tooMany: (max) => t('photos.tooMany', { max }),
      dismiss: t('photos.dismiss'),
    }),
    [t],
  );
  const busy = create.isPending || update.isPending;

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A third decimal is refused as it is typed, beside a preview rounded to the pesewa.
    if (name === 'costPrice' && hasMoreThanTwoDecimals(value)) setErrors((current) => ({ ...current, costPrice: 'productForm.costDecimals' }));
    else if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onError = (error: unknown) => {
    const fields = fieldErrorKeys(error);
    const known: Errors = {};
    for (const name of FIELDS) if (fields[name]) known[name] = fields[name];
    if (Object.keys(known).length > 0) {
      setErrors(known);
      focusFirstInvalid(formRef.current, FIELDS, known);
      return;
    }
    // SPEC §8 "Product errors: title 'Error' with the server message"; an unapproved account is said in the supplier's language.
    const description = supplierErrorText(error, t, 'products.error');
    notification.error({ message: t('products.error'), description });
  };

  const submit = () => {
    const { errors: found, body } = readProductForm(values, variants, product?.variants);
    setErrors(found);
    if (!body) {
      focusFirstInvalid(formRef.current, FIELDS, found);
      return;
    }
    const done = (message: MessageKey) => {
      void queryClient.invalidateQueries({ queryKey: getListOwnSupplierProductsQueryKey() });
      notification.success({ message: t(message) });
      onClose();
    };
    const data = { ...body, supplierImages: images };
    if (product) update.mutate({ id: product.id, data }, { onSuccess: () => done('products.updated'), onError });
    else create.mutate({ data }, { onSuccess: () => done('products.created'), onError });
  };

  const input = (name: FieldName, label: MessageKey, options: { required?: boolean; hint?: string; inputMode?: 'decimal' | 'numeric'; maxLength?: number } = {}) => (
    <SupplierField label={t(label)} error={errors[name]} required={options.required} hint={options.hint}>
      {(control) => (
        <Input
          {...control}
          name={name}
          value={values[name]}
          inputMode={options.inputMode}
          maxLength={options.maxLength}
          prefix={name === 'costPrice' ? '₵' : undefined}
          onChange={(event) => change(name, event.target.value)}
        />
      )}
    </SupplierField>
  );

  const preview = sellingPricePreview(values.costPrice, markupPercentage);
  const percent = String(Number(markupPercentage));
  return (
    <Modal
      open
      title={t(product ? 'productForm.editTitle' : 'productForm.addTitle')}
      onCancel={busy ? undefined : onClose}
      maskClosable={!busy}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy}>
          {t('productForm.cancel')}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form="supplier-product-form" loading={busy} disabled={uploading}>
          {busy ? t('productForm.saving') : uploading ? t('photos.wait') : t('productForm.save')}
        </Button>,
      ]}
    >
      <form
        id="supplier-product-form"
        ref={formRef}
        className="supplier-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && !uploading) submit();
        }}
      >
        {input('supplierProductName', 'productForm.name', { required: true, maxLength: 255 })}
        <SupplierField label={t('productForm.description')} error={errors.supplierDescription}>
          {(control) => (
            <Input.TextArea
              {...control}
              name="supplierDescription"
              rows={3}
              maxLength={5000}
              value={values.supplierDescription}
              onChange={(event) => change('supplierDescription', event.target.value)}
            />
          )}
        </SupplierField>
        {input('costPrice', 'productForm.costPrice', { required: true, inputMode: 'decimal', maxLength: 10 })}
        <div className="supplier-price-preview" aria-live="polite">
          <span>{t('productForm.preview')}</span>
          <span className="supplier-price-preview__value" data-testid="selling-price-preview">
            {formatCedis(preview)}
          </span>
          <span className="supplier-price-preview__note">
            {t('products.markupNote', { percent, example: sellingPriceFromCost('100', markupPercentage) })}
          </span>
        </div>
        <div className="field-pair supplier-form__row">
          {perVariant ? (
            <p className="supplier-variants__total" aria-live="polite">
              {t('productForm.stockTotal', { total: gridTotal(variants.sizes, variants.colors, variants.cells) })}
            </p>
          ) : (
            input('availableStock', 'productForm.stock', { required: true, inputMode: 'numeric', maxLength: 7 })
          )}
          {input('minimumQuantity', 'productForm.minQty', { required: true, inputMode: 'numeric', maxLength: 6 })}
        </div>
        <SupplierVariants value={variants} onChange={setVariants} disabled={busy} />
        <div className="supplier-form__photos" role="group" aria-label={t('photos.label')}>
          <span className="supplier-form__photos-label">{t('photos.label')}</span>
          <PhotoPicker value={images} onChange={setImages} upload={uploadSupplierPhoto} labels={photoLabels} onBusyChange={setUploading} />
        </div>
        <div className="field-pair supplier-form__row">
          {input('leadTime', 'productForm.leadTime', { inputMode: 'numeric', maxLength: 3, hint: t('productForm.leadTimeHint') })}
          {input('supplierSku', 'productForm.sku', { maxLength: 100 })}
        </div>
      </form>
    </Modal>
  );
}
