import { ApiOutlined, DeleteOutlined, EditOutlined, PlusOutlined, RedoOutlined, SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Collapse, Form, Input, List, Modal, Popconfirm, Skeleton, Switch, Tag } from 'antd';
import { useState } from 'react';
import {
  getListWebhookDeliveriesQueryKey,
  getListWebhooksQueryKey,
  useCreateWebhook,
  useDeleteWebhook,
  useListWebhookDeliveries,
  useListWebhooks,
  useResendWebhookDelivery,
  useRotateWebhookSecret,
  useUpdateWebhook,
} from '../api/generated/endpoints/admin/admin';
import { CreateWebhookDtoEventTypesItem } from '../api/generated/model';
import type { WebhookDeliveryDto, WebhookSubscriptionDto, WebhookSubscriptionWithSecretDto } from '../api/generated/model';
import { RetryAlert } from '../components/staff/retry-alert';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { formFieldErrors, useAdminErrorToast, useAdminSuccessToast, useSignInAgainOn } from './admin-errors';
import { SecretOnce } from './secret-once';

type EventType = CreateWebhookDtoEventTypesItem;

/** What each event means to the person choosing, in the order the list offers them. */
export const EVENT_LABELS: Record<EventType, string> = {
  'order.placed': 'Order placed',
  'order.status_changed': 'Order status changed',
  'payment.received': 'Payment received',
  'payment.refunded': 'Payment refunded',
  'stock.low': 'Stock low',
  'product.published': 'Product published',
  'supplier.registered': 'Supplier registered',
  'supplier.face_verified': 'Supplier face checked',
  'supplier.approved': 'Supplier approved',
  'review.submitted': 'Review submitted',
  'support.request_received': 'Support request received',
};
const EVENT_TYPES = Object.values(CreateWebhookDtoEventTypesItem);

const DELIVERY_STATUS: Record<WebhookDeliveryDto['status'], { label: string; color: string }> = {
  pending: { label: 'Waiting to retry', color: 'orange' },
  // Never tried: an earlier event for this endpoint goes first.
  sending: { label: 'Sending', color: 'blue' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Gave up', color: 'red' },
};
const QUEUED = { label: 'Queued', color: 'default' };

function deliveryStatus(delivery: WebhookDeliveryDto) {
  return delivery.status === 'pending' && delivery.attempts === 0 ? QUEUED : DELIVERY_STATUS[delivery.status];
}

interface EndpointFormValues {
  url: string;
  description?: string;
  eventTypes: EventType[];
}
const FORM_FIELDS = ['url', 'description', 'eventTypes'] as const;

function EndpointForm({ initial, submitLabel, pending, onSubmit }: { initial?: EndpointFormValues; submitLabel: string; pending: boolean; onSubmit: (values: EndpointFormValues, form: ReturnType<typeof Form.useForm<EndpointFormValues>>[0]) => void }) {
  const [form] = Form.useForm<EndpointFormValues>();
  return (
    <Form form={form} layout="vertical" initialValues={initial ?? { url: '', description: '', eventTypes: [] }} onFinish={(values) => onSubmit(values, form)} requiredMark={false}>
      <Form.Item name="url" label="Endpoint URL" extra="Where the shop POSTs each event: an https:// address on the internet." rules={[{ required: true, whitespace: true, message: 'Please enter the endpoint URL' }]}>
        <Input inputMode="url" placeholder="https://books.example.com/webhooks/kente" maxLength={2000} />
      </Form.Item>
      <Form.Item name="description" label="Description" extra="For staff, e.g. Accounting, Courier, WhatsApp bot.">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="eventTypes" label="Events" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one event' }]}>
        <Checkbox.Group className="admin-webhooks__events" options={EVENT_TYPES.map((type) => ({ value: type, label: EVENT_LABELS[type] }))} />
      </Form.Item>
      <div className="admin-form-actions">
        <Button type="primary" htmlType="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

function DeliveryAttempts({ delivery }: { delivery: WebhookDeliveryDto }) {
  if (delivery.attemptLog.length === 0) return <p className="admin-settings__intro">Not tried yet.</p>;
  return (
    <ol className="admin-webhooks__attempts">
      {delivery.attemptLog.map((attempt) => (
        <li key={attempt.attemptedAt}>
          <span>
            <time dateTime={attempt.attemptedAt}>{formatGhanaDateTime(attempt.attemptedAt)}</time>
            {` · ${attempt.statusCode ?? 'no answer'} · ${attempt.durationMs} ms`}
          </span>
          {attempt.error ? <span className="admin-webhooks__error">{attempt.error}</span> : null}
          {attempt.excerpt ? <code className="admin-webhooks__excerpt">{attempt.excerpt}</code> : null}
        </li>
      ))}
    </ol>
  );
}

function Deliveries({ subscription }: { subscription: WebhookSubscriptionDto }) {
  const queryClient = useQueryClient();
  const deliveries = useListWebhookDeliveries(subscription.id);
  const resend = useResendWebhookDelivery();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  useSignInAgainOn(deliveries.error);
  if (deliveries.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!deliveries.data) return <RetryAlert message="The deliveries could not be loaded." onRetry={deliveries.refetch} />;
  const again = (delivery: WebhookDeliveryDto) =>
    resend.mutate(
      { id: subscription.id, deliveryId: delivery.id },
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: getListWebhookDeliveriesQueryKey(subscription.id) });
          showSuccess(`${EVENT_LABELS[delivery.type]} queued to send again`);
        },
        onError: (error) => showError(error, 'The event could not be sent again'),
      },
    );
  return (
    <List<WebhookDeliveryDto>
      className="admin-webhooks__deliveries"
      size="small"
      dataSource={deliveries.data.data}
      locale={{ emptyText: 'No events sent to this endpoint yet' }}
      header={
        <Button size="small" icon={<SyncOutlined />} onClick={() => deliveries.refetch()} loading={deliveries.isFetching}>
          Refresh
        </Button>
      }
      renderItem={(delivery) => (
        <List.Item
          actions={
            delivery.status === 'delivered' || delivery.status === 'failed'
              ? [
                  <Button key="resend" size="small" icon={<RedoOutlined />} disabled={!subscription.active} onClick={() => again(delivery)} aria-label={`Resend ${EVENT_LABELS[delivery.type]} ${delivery.eventId}`}>
                    Resend
                  </Button>,
                ]
              : []
          }
        >
          <div className="admin-webhooks__delivery">
            <div>
              <strong>{EVENT_LABELS[delivery.type]}</strong> <Tag color={deliveryStatus(delivery).color}>{deliveryStatus(delivery).label}</Tag>
            </div>
            <span className="admin-webhooks__meta">
              <time dateTime={delivery.createdAt}>{formatGhanaDateTime(delivery.createdAt)}</time>
              {delivery.attempts === 0 ? ' · after the earlier events' : ` · ${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`}
              {delivery.nextAttemptAt && delivery.status === 'pending' && delivery.attempts > 0 ? ` · next ${formatGhanaDateTime(delivery.nextAttemptAt)}` : ''}
            </span>
            <span className="admin-webhooks__meta">{delivery.eventId}</span>
            {delivery.attempts > 0 ? <Collapse size="small" ghost items={[{ key: 'attempts', label: 'Attempts', children: <DeliveryAttempts delivery={delivery} /> }]} /> : null}
          </div>
        </List.Item>
      )}
    />
  );
}

function Endpoint({ subscription, onSecret }: { subscription: WebhookSubscriptionDto; onSecret: (subscription: WebhookSubscriptionWithSecretDto) => void }) {
  const queryClient = useQueryClient();
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  const [editing, setEditing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListWebhooksQueryKey() });

  const save: Parameters<typeof EndpointForm>[0]['onSubmit'] = (values, form) =>
    update.mutate(
      { id: subscription.id, data: { url: values.url.trim(), description: values.description?.trim() || null, eventTypes: values.eventTypes } },
      {
        onSuccess: async () => {
          await refresh();
          setEditing(false);
          showSuccess('Endpoint saved');
        },
        onError: (error) => {
          const fields = formFieldErrors(error, FORM_FIELDS);
          if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
          else showError(error, 'The endpoint could not be saved');
        },
      },
    );
  const switchOn = (active: boolean) =>
    update.mutate(
      { id: subscription.id, data: { active } },
      { onSuccess: async () => { await refresh(); showSuccess(active ? 'Endpoint turned on' : 'Endpoint turned off'); }, onError: (error) => showError(error, 'The endpoint could not be changed') },
    );
  const rotateSecret = () =>
    rotate.mutate({ id: subscription.id }, { onSuccess: async (response) => { await refresh(); onSecret(response.data); }, onError: (error) => showError(error, 'The secret could not be rotated') });
  const deleteEndpoint = () =>
    remove.mutate({ id: subscription.id }, { onSuccess: async () => { await refresh(); showSuccess('Endpoint deleted'); }, onError: (error) => showError(error, 'The endpoint could not be deleted') });

  return (
    <List.Item>
      <div className="admin-webhooks__endpoint">
        <div className="admin-webhooks__head">
          <div className="admin-webhooks__title">
            <strong className="admin-webhooks__url">{subscription.url}</strong>
            {subscription.description ? <span className="admin-webhooks__meta">{subscription.description}</span> : null}
          </div>
          <label className="admin-webhooks__switch">
            <Switch checked={subscription.active} onChange={switchOn} loading={update.isPending} aria-label={`Send events to ${subscription.url}`} />
            <span>{subscription.active ? 'On' : 'Off'}</span>
          </label>
        </div>
        {subscription.disabledReason ? <Alert type="error" showIcon message="The shop turned this endpoint off" description={subscription.disabledReason} /> : null}
        <div className="admin-webhooks__types">
          {subscription.eventTypes.map((type) => (
            <Tag key={type}>{EVENT_LABELS[type]}</Tag>
          ))}
        </div>
        <span className="admin-webhooks__meta">Secret ending …{subscription.secretHint}</span>
        <div className="admin-webhooks__actions">
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Popconfirm title="Rotate the signing secret?" description="The old secret stops working at once." okText="Rotate" onConfirm={rotateSecret}>
            <Button icon={<SyncOutlined />} loading={rotate.isPending}>
              Rotate Secret
            </Button>
          </Popconfirm>
          <Popconfirm title="Delete this endpoint?" description="Its delivery log goes with it." okText="Delete" okButtonProps={{ danger: true }} onConfirm={deleteEndpoint}>
            <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
              Delete
            </Button>
          </Popconfirm>
        </div>
        <Collapse className="admin-webhooks__log" size="small" items={[{ key: 'deliveries', label: 'Recent deliveries', children: <Deliveries subscription={subscription} /> }]} destroyInactivePanel />
        <Modal open={editing} title="Edit endpoint" onCancel={() => setEditing(false)} footer={null} destroyOnHidden>
          <EndpointForm
            initial={{ url: subscription.url, description: subscription.description ?? '', eventTypes: subscription.eventTypes }}
            submitLabel="Save Endpoint"
            pending={update.isPending}
            onSubmit={save}
          />
        </Modal>
      </div>
    </List.Item>
  );
}

/** Settings tab: endpoints of other systems told of the shop's events, signed (ADR 055, docs/webhooks.md). */
export function WebhooksCard() {
  const queryClient = useQueryClient();
  const webhooks = useListWebhooks();
  const create = useCreateWebhook();
  const showError = useAdminErrorToast();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<WebhookSubscriptionWithSecretDto | null>(null);
  useSignInAgainOn(webhooks.error);

  const add: Parameters<typeof EndpointForm>[0]['onSubmit'] = (values, form) =>
    create.mutate(
      { data: { url: values.url.trim(), description: values.description?.trim() || null, eventTypes: values.eventTypes } },
      {
        onSuccess: async (response) => {
          await queryClient.invalidateQueries({ queryKey: getListWebhooksQueryKey() });
          setAdding(false);
          setSecret(response.data);
        },
        onError: (error) => {
          const fields = formFieldErrors(error, FORM_FIELDS);
          if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
          else showError(error, 'The endpoint could not be added');
        },
      },
    );

  return (
    <Card className="admin-card" title="Webhooks">
      <p className="admin-settings__intro">
        Tell other systems (an accounting tool, a courier, a WhatsApp bot) when something happens in the shop. Each event is POSTed as JSON and signed with
        the endpoint's secret (Standard Webhooks); a failing endpoint is retried for three days, its events in order.
      </p>
      {webhooks.isPending ? (
        <Skeleton active />
      ) : !webhooks.data ? (
        <RetryAlert message="The webhooks could not be loaded." onRetry={webhooks.refetch} />
      ) : (
        <List<WebhookSubscriptionDto>
          className="admin-webhooks"
          bordered
          dataSource={webhooks.data.data}
          locale={{ emptyText: <span><ApiOutlined /> No endpoints yet</span> }}
          renderItem={(subscription) => <Endpoint key={subscription.id} subscription={subscription} onSecret={setSecret} />}
        />
      )}
      <div className="admin-form-actions">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add Endpoint
        </Button>
      </div>
      <Modal open={adding} title="Add endpoint" onCancel={() => setAdding(false)} footer={null} destroyOnHidden>
        <EndpointForm submitLabel="Add Endpoint" pending={create.isPending} onSubmit={add} />
      </Modal>
      <SecretOnce
        title="Signing secret"
        secret={secret?.secret ?? null}
        use="The endpoint checks each request's Webhook-Signature with it. If it is lost, rotate it to get a new one."
        copyLabel="Copy the secret"
        owner={secret?.url ?? ''}
        onClose={() => setSecret(null)}
      />
    </Card>
  );
}
