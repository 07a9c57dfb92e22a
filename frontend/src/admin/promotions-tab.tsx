import { useQueryClient } from '@tanstack/react-query';
import { formatCedis } from '@shop/rules';
import { Button, Card, Checkbox, Empty, Form, Input, InputNumber, Select, Skeleton, Tag } from 'antd';
import { getListPromotionsQueryKey, useCreatePromotion, useListPromotions, useSetPromotionPaused } from '../api/generated/endpoints/admin/admin';
import type { CreatePromotionDto, CreatePromotionDtoCategory, CreatePromotionDtoKind, PromotionDto } from '../api/generated/model';
import { fieldErrors } from '../lib/api-error';
import { categoryLabel, STOREFRONT_CATEGORIES } from '../lib/categories';
import { useAdminErrorToast, useAdminSuccessToast, useSignInAgainOn } from './admin-errors';
import { amountRule } from './amount-rule';
import { LoadError } from './load-error';
import { countRule } from './count-rule';

const KIND_LABELS: Record<CreatePromotionDtoKind, string> = { percentage: 'Percentage off', fixed: 'Amount off (₵)', 'free-delivery': 'Free delivery' };

/** 'Ghana time' is UTC all year: a datetime-local value read as UTC is the instant staff meant. */
function ghanaInstant(local: string): string {
  // '2026-12-05T09:00' (or with seconds) -> '2026-12-05T09:00:00Z'.
  return `${local.slice(0, 16)}:00Z`;
}

function ghanaTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Accra' });
}

/** What the promotion takes off and on what: '10% off · 2 or more in Traditional Wear · from ₵150.00'. */
export function promotionTerms(promotion: PromotionDto): string {
  const offer = promotion.kind === 'percentage' ? `${promotion.percentOff}% off` : promotion.kind === 'fixed' ? `${formatCedis(promotion.amountOff ?? '0')} off` : 'Free delivery';
  const scope = promotion.category ? `${promotion.minQuantity && promotion.minQuantity > 1 ? `${promotion.minQuantity} or more in` : 'on'} ${categoryLabel(promotion.category)}` : promotion.minQuantity && promotion.minQuantity > 1 ? `${promotion.minQuantity} or more items` : null;
  const minimum = promotion.minSubtotal ? `subtotal from ${formatCedis(promotion.minSubtotal)}` : null;
  const dates = [promotion.startsAt ? `from ${ghanaTime(promotion.startsAt)}` : null, promotion.endsAt ? `until ${ghanaTime(promotion.endsAt)}` : null].filter(Boolean).join(' ');
  const limits = [promotion.maxUses ? `${promotion.maxUses} uses in all` : null, promotion.maxUsesPerCustomer ? `${promotion.maxUsesPerCustomer} per customer` : null].filter(Boolean).join(', ');
  return [offer, scope, minimum, dates || null, limits || null, promotion.stackable ? 'adds to a code' : null].filter(Boolean).join(' · ');
}

/** Promotions: codes and automatic offers, their uses and the revenue of their paid orders; pause, resume, create (ADR 061). */
export function PromotionsTab() {
  const promotions = useListPromotions();
  useSignInAgainOn(promotions.error);
  const list = promotions.data?.data ?? [];
  return (
    <div className="admin-promotions">
      <Card title="Promotions">
        {promotions.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : promotions.isError ? (
          <LoadError text="The promotions could not be loaded." onRetry={() => void promotions.refetch()} />
        ) : list.length === 0 ? (
          <Empty description="No promotions yet" />
        ) : (
          <ul className="admin-promotions__list">
            {list.map((promotion) => (
              <li key={promotion.id} className="admin-promotions__item">
                <div>
                  <strong>{promotion.code ?? promotion.name}</strong> {promotion.code ? <span className="admin-subtle">{promotion.name}</span> : <Tag>Automatic</Tag>}{' '}
                  {promotion.paused ? <Tag color="orange">Paused</Tag> : null}
                  <div className="admin-subtle">{promotionTerms(promotion)}</div>
                  <div>
                    {promotion.uses} {promotion.uses === 1 ? 'use' : 'uses'} · revenue {formatCedis(promotion.revenue)} · given {formatCedis(promotion.discountGiven)}
                  </div>
                </div>
                <PauseButton promotion={promotion} />
              </li>
            ))}
          </ul>
        )}
        <NewPromotionForm />
      </Card>
    </div>
  );
}

function PauseButton({ promotion }: { promotion: PromotionDto }) {
  const setPaused = useSetPromotionPaused();
  const queryClient = useQueryClient();
  const toastError = useAdminErrorToast();
  const toastSuccess = useAdminSuccessToast();
  const label = promotion.code ?? promotion.name;
  const save = (paused: boolean) =>
    setPaused.mutate(
      { id: promotion.id, data: { paused } },
      {
        onSuccess: async () => {
          toastSuccess(paused ? `${label} is paused: no new order gets it` : `${label} is on again`);
          await queryClient.invalidateQueries({ queryKey: getListPromotionsQueryKey() });
        },
        onError: (error) => toastError(error, 'Error changing the promotion'),
      },
    );
  return (
    <Button size="small" loading={setPaused.isPending} onClick={() => save(!promotion.paused)} aria-label={`${promotion.paused ? 'Resume' : 'Pause'} ${label}`}>
      {promotion.paused ? 'Resume' : 'Pause'}
    </Button>
  );
}

interface PromotionFormValues {
  code?: string;
  name: string;
  kind: CreatePromotionDtoKind;
  percentOff?: number;
  amountOff?: string;
  minSubtotal?: string;
  category?: CreatePromotionDtoCategory;
  minQuantity?: number;
  startsAt?: string;
  endsAt?: string;
  maxUses?: number;
  maxUsesPerCustomer?: number;
  stackable?: boolean;
}

function NewPromotionForm() {
  const [form] = Form.useForm<PromotionFormValues>();
  const kind = Form.useWatch('kind', form);
  const create = useCreatePromotion();
  const queryClient = useQueryClient();
  const toastError = useAdminErrorToast();
  const toastSuccess = useAdminSuccessToast();

  const submit = (values: PromotionFormValues) => {
    const trimmed = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);
    const data: CreatePromotionDto = {
      name: values.name.trim(),
      kind: values.kind,
      ...(trimmed(values.code) ? { code: trimmed(values.code) } : {}),
      ...(values.kind === 'percentage' && values.percentOff != null ? { percentOff: values.percentOff } : {}),
      ...(values.kind === 'fixed' && trimmed(values.amountOff) ? { amountOff: trimmed(values.amountOff) } : {}),
      ...(trimmed(values.minSubtotal) ? { minSubtotal: trimmed(values.minSubtotal) } : {}),
      ...(values.category ? { category: values.category } : {}),
      ...(values.minQuantity != null ? { minQuantity: values.minQuantity } : {}),
      ...(values.startsAt ? { startsAt: ghanaInstant(values.startsAt) } : {}),
      ...(values.endsAt ? { endsAt: ghanaInstant(values.endsAt) } : {}),
      ...(values.maxUses != null ? { maxUses: values.maxUses } : {}),
      ...(values.maxUsesPerCustomer != null ? { maxUsesPerCustomer: values.maxUsesPerCustomer } : {}),
      ...(values.stackable ? { stackable: true } : {}),
    };
    create.mutate(
      { data },
      {
        onSuccess: async (response) => {
          toastSuccess(`${response.data.code ?? response.data.name} is live`);
          form.resetFields();
          await queryClient.invalidateQueries({ queryKey: getListPromotionsQueryKey() });
        },
        onError: (error) => {
          const named = Object.entries(fieldErrors(error)).map(([name, message]) => ({ name: name as keyof PromotionFormValues, errors: [message] }));
          if (named.length > 0) form.setFields(named);
          else toastError(error, 'Error creating the promotion');
        },
      },
    );
  };

  return (
    <Form form={form} layout="vertical" className="admin-promotions__form" onFinish={submit} requiredMark={false} initialValues={{ kind: 'percentage' }}>
      <h3 className="admin-order__heading">New promotion</h3>
      <div className="admin-promotions__grid">
        <Form.Item name="code" label="Code" extra="Leave empty for an automatic promotion">
          <Input placeholder="AKWAABA10" maxLength={32} autoCapitalize="characters" />
        </Form.Item>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required' }]}>
          <Input placeholder="Akwaaba 10% off" maxLength={80} />
        </Form.Item>
        <Form.Item name="kind" label="Discount">
          <Select options={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        {kind === 'percentage' ? (
          <Form.Item name="percentOff" label="Percent off" rules={[{ required: true, message: 'Percent off is required' }, countRule(1, 100, 'Percent off')]}>
            <InputNumber precision={0} />
          </Form.Item>
        ) : null}
        {kind === 'fixed' ? (
          <Form.Item name="amountOff" label="Amount off (₵)" rules={[{ required: true, message: 'Amount off is required' }, amountRule('20.00', (pesewas) => (pesewas === 0 ? 'The amount off must be more than ₵0.00' : null))]}>
            <Input inputMode="decimal" placeholder="20.00" />
          </Form.Item>
        ) : null}
        <Form.Item name="minSubtotal" label="Minimum subtotal (₵)" rules={[amountRule('150.00')]}>
          <Input inputMode="decimal" placeholder="150.00" />
        </Form.Item>
        <Form.Item name="category" label="Only for a category">
          <Select allowClear placeholder="Any category" options={STOREFRONT_CATEGORIES.map(({ value, label }) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="minQuantity" label="At least this many items" rules={[countRule(1, 999, 'The number of items')]}>
          <InputNumber precision={0} />
        </Form.Item>
        <Form.Item name="startsAt" label="Starts (Ghana time)">
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="endsAt" label="Ends (Ghana time)">
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="maxUses" label="Uses in all" rules={[countRule(1, 1_000_000, 'Uses in all')]}>
          <InputNumber precision={0} className="admin-promotions__count" />
        </Form.Item>
        <Form.Item name="maxUsesPerCustomer" label="Uses per customer" extra="By e-mail and by phone" rules={[countRule(1, 1000, 'Uses per customer')]}>
          <InputNumber precision={0} className="admin-promotions__count" />
        </Form.Item>
        <Form.Item name="stackable" valuePropName="checked">
          <Checkbox>An automatic promotion that adds to a code</Checkbox>
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Create promotion
      </Button>
    </Form>
  );
}
