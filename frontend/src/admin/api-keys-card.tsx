import { KeyOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, List, Modal, Popconfirm, Radio, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { getListApiKeysQueryKey, useCreateApiKey, useListApiKeys, useRevokeApiKey } from '../api/generated/endpoints/admin/admin';
import type { ApiKeyDto, ApiKeyWithSecretDto, CreateApiKeyDtoScopesItem } from '../api/generated/model';
import { RetryAlert } from '../components/staff/retry-alert';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { errorMessage } from '../lib/api-error';
import { formFieldErrors, isAuthFailure, useAdminErrorToast, useAdminSuccessToast, useSignInAgainOn, useUnauthorizedRedirect } from './admin-errors';
import { SecretOnce } from './secret-once';

type Scope = CreateApiKeyDtoScopesItem;
type Area = Scope extends `${infer AreaName}:${string}` ? AreaName : never;
type Access = 'none' | 'read' | 'write';

/**
 * The API's scopes, written out: the generated enum's value would be shared with the storefront's
 * first load through the model index. The two checks below fail the build when the API changes them.
 */
const SCOPES_OFFERED = [
  'catalog:read', 'catalog:write', 'orders:read', 'orders:write', 'suppliers:read', 'suppliers:write', 'riders:read', 'riders:write', 'delivery:read', 'delivery:write',
  'messages:read', 'messages:write', 'support:read', 'support:write', 'settings:read', 'settings:write', 'reports:read', 'webhooks:read', 'webhooks:write', 'promotions:read', 'promotions:write',
] as const satisfies readonly Scope[];
const everyScopeOffered: Exclude<Scope, (typeof SCOPES_OFFERED)[number]> extends never ? true : never = true;
void everyScopeOffered;
const SCOPES = new Set<string>(SCOPES_OFFERED);

/** What each area covers, for the person choosing, in the order the form offers them. */
export const AREA_LABELS: Record<Area, string> = {
  catalog: 'Products and photos',
  orders: 'Orders and payments',
  suppliers: 'Suppliers and their products',
  riders: 'Riders and their rounds',
  delivery: 'Delivery zones and pickup points',
  messages: 'Messages sent',
  support: 'Support requests',
  settings: 'Store settings and pages',
  reports: 'Dashboard figures',
  webhooks: 'Webhooks',
  promotions: 'Promotions and promo codes',
};
const AREAS = Object.keys(AREA_LABELS) as Area[];

/** Why an area offers no "Read and write": shown beside it, so a greyed-out choice is never left unexplained. */
const READ_ONLY_REASONS: Partial<Record<Area, string>> = {
  reports: 'Read only: the figures come from orders, so there is nothing to change.',
};
const READ_ONLY_REASON = 'Read only: a key cannot change this area.';
const readOnly = (area: Area) => !SCOPES.has(`${area}:write`);

const EXPIRY_OPTIONS = [
  { value: 0, label: 'Never (until revoked)' },
  { value: 30, label: 'In 30 days' },
  { value: 90, label: 'In 90 days' },
  { value: 365, label: 'In a year' },
];

interface KeyFormValues {
  name: string;
  access: Record<string, Access>;
  expiresInDays: number;
}

/** Read grants `<area>:read`; read and write grants both. */
export function scopesOf(access: Record<string, Access>): Scope[] {
  return AREAS.flatMap((area) => {
    const chosen = access[area] ?? 'none';
    const scopes = chosen === 'write' ? [`${area}:read`, `${area}:write`] : chosen === 'read' ? [`${area}:read`] : [];
    return scopes.filter((scope) => SCOPES.has(scope)) as Scope[];
  });
}

/** "Orders and payments: read and write" per area a key holds. */
function accessSummary(scopes: string[]): string[] {
  return AREAS.flatMap((area) => {
    const read = scopes.includes(`${area}:read`);
    const write = scopes.includes(`${area}:write`);
    if (!read && !write) return [];
    return [`${AREA_LABELS[area]}: ${read && write ? 'read and write' : write ? 'write' : 'read'}`];
  });
}

/** The form's fields by the API's names, as the admin sees them named. */
const FIELD_PLACES: Record<string, string> = { name: 'Name', scopes: 'What it may do', expiresInDays: 'Expires' };


/** "See the note under “Name” and “What it may do”.": where the notes of the refused fields are. */
function whereToLook(fields: string[]): string {
  const places = [...new Set(fields.map((field) => `“${FIELD_PLACES[field === 'access' ? 'scopes' : field] ?? field}”`))];
  return `See the note under ${places.join(' and ')}.`;
}
const NO_SCOPE_MESSAGE = 'Choose at least one area the key may read or change: a key without any can do nothing';

/**
 * One field for every area, so the form can refuse a key that may do nothing. Its refusal (the
 * form's own or the server's) stands under the heading, where the areas start, not after the last
 * of eleven rows; the Form.Item around it is `noStyle`, so antd puts none of its own below.
 */
function AreaAccess({ value = {}, onChange, id, ...aria }: { value?: Record<string, Access>; onChange?: (access: Record<string, Access>) => void; id?: string; 'aria-describedby'?: string; 'aria-invalid'?: 'true' }) {
  const { errors } = Form.Item.useStatus();
  return (
    <fieldset id={id} className={`admin-api-keys__areas${errors.length > 0 ? ' admin-api-keys__areas--invalid' : ''}`} {...aria}>
      <legend>What it may do</legend>
      {/* The id antd's aria-describedby names (`<field id>_help`). */}
      <div id={id && `${id}_help`} className="admin-api-keys__error">
        {errors.map((error, index) => (
          <p key={index}>{error}</p>
        ))}
      </div>
      {AREAS.map((area) => (
        <div key={area} role="radiogroup" aria-labelledby={`api-key-area-${area}`} aria-describedby={readOnly(area) ? `api-key-area-${area}-note` : undefined} className="admin-api-keys__area">
          <span id={`api-key-area-${area}`}>{AREA_LABELS[area]}</span>
          <Radio.Group
            optionType="button"
            size="small"
            value={value[area] ?? 'none'}
            onChange={(event) => onChange?.({ ...value, [area]: event.target.value as Access })}
            options={[
              { value: 'none', label: 'None' },
              { value: 'read', label: 'Read' },
              { value: 'write', label: 'Read and write', disabled: readOnly(area) },
            ]}
          />
          {readOnly(area) ? (
            <span id={`api-key-area-${area}-note`} className="admin-api-keys__note">
              {READ_ONLY_REASONS[area] ?? READ_ONLY_REASON}
            </span>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

type KeyFormInstance = ReturnType<typeof Form.useForm<KeyFormValues>>[0];

function KeyForm({ pending, error, onSubmit }: { pending: boolean; error: string | null; onSubmit: (values: KeyFormValues, form: KeyFormInstance) => void }) {
  const [form] = Form.useForm<KeyFormValues>();
  // The form's own checks refused it: said beside the button too, since the notes may be a screen above it on a phone.
  const [checksFailed, setChecksFailed] = useState<string | null>(null);
  const failure = error ?? checksFailed;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ name: '', access: Object.fromEntries(AREAS.map((area) => [area, 'none'])), expiresInDays: 0 }}
      onFinish={(values) => {
        setChecksFailed(null);
        onSubmit(values, form);
      }}
      onValuesChange={() => setChecksFailed(null)}
      onFinishFailed={({ errorFields }) => setChecksFailed(whereToLook(errorFields.map(({ name }) => String(name[0]))))}
      requiredMark={false}
      scrollToFirstError
    >
      <Form.Item name="name" label="Name" extra="What will use it, e.g. Accounting sync, Courier." rules={[{ required: true, whitespace: true, message: 'Please name the key' }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="access" noStyle rules={[{ validator: (_, access: Record<string, Access>) => (scopesOf(access).length > 0 ? Promise.resolve() : Promise.reject(new Error(NO_SCOPE_MESSAGE))) }]}>
        <AreaAccess />
      </Form.Item>
      <Form.Item name="expiresInDays" label="Expires">
        <Select options={EXPIRY_OPTIONS} />
      </Form.Item>
      {/* What stopped the key, beside the button the admin just pressed. */}
      {failure ? <Alert className="admin-api-keys__failure" type="error" showIcon message="The key could not be created" description={failure} /> : null}
      <div className="admin-form-actions">
        <Button type="primary" htmlType="submit" loading={pending}>
          Create Key
        </Button>
      </div>
    </Form>
  );
}

function keyState(apiKey: ApiKeyDto, now: number): { label: string; color: string } {
  if (apiKey.revokedAt) return { label: 'Revoked', color: 'red' };
  if (apiKey.expiresAt && new Date(apiKey.expiresAt).getTime() <= now) return { label: 'Expired', color: 'orange' };
  return { label: 'Active', color: 'green' };
}

function ApiKeyItem({ apiKey }: { apiKey: ApiKeyDto }) {
  const queryClient = useQueryClient();
  const revoke = useRevokeApiKey();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  const state = keyState(apiKey, Date.now());
  const revokeKey = () =>
    revoke.mutate(
      { id: apiKey.id },
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: getListApiKeysQueryKey() });
          showSuccess(`${apiKey.name} revoked`);
        },
        onError: (error) => showError(error, 'The key could not be revoked'),
      },
    );
  const summary = accessSummary(apiKey.scopes);
  return (
    <List.Item>
      <div className="admin-webhooks__endpoint">
        <div className="admin-webhooks__head">
          <div className="admin-webhooks__title">
            <strong>{apiKey.name}</strong>
            <span className="admin-webhooks__meta">
              <code>{apiKey.prefix}…</code> · made {formatGhanaDateTime(apiKey.createdAt)}
            </span>
          </div>
          <Tag color={state.color}>{state.label}</Tag>
        </div>
        {/* A key made before a scope was required may hold none. */}
        <div className="admin-webhooks__types">{summary.length > 0 ? summary.map((line) => <Tag key={line}>{line}</Tag>) : <Tag>No access: it can only say who it is</Tag>}</div>
        <span className="admin-webhooks__meta">
          {apiKey.lastUsedAt ? `Last used ${formatGhanaDateTime(apiKey.lastUsedAt)}` : 'Never used'}
          {apiKey.revokedAt ? ` · revoked ${formatGhanaDateTime(apiKey.revokedAt)}` : apiKey.expiresAt ? ` · expires ${formatGhanaDateTime(apiKey.expiresAt)}` : ' · never expires'}
        </span>
        {apiKey.revokedAt ? null : (
          <div className="admin-webhooks__actions">
            <Popconfirm title={`Revoke ${apiKey.name}?`} description="It stops working at once; this cannot be undone." okText="Revoke" okButtonProps={{ danger: true }} onConfirm={revokeKey}>
              <Button danger icon={<StopOutlined />} loading={revoke.isPending}>
                Revoke
              </Button>
            </Popconfirm>
          </div>
        )}
      </div>
    </List.Item>
  );
}

/** Settings tab: keys that let other systems use the console's API, each within its areas (ADR 057, docs/integrations.md). */
export function ApiKeysCard() {
  const queryClient = useQueryClient();
  const keys = useListApiKeys();
  const create = useCreateApiKey();
  const signInAgain = useUnauthorizedRedirect();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<ApiKeyWithSecretDto | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  useSignInAgainOn(keys.error);

  const add = (values: KeyFormValues, form: KeyFormInstance) => {
    setCreateError(null);
    create.mutate(
      { data: { name: values.name.trim(), scopes: scopesOf(values.access), expiresInDays: values.expiresInDays || null } },
      {
        onSuccess: async (response) => {
          await queryClient.invalidateQueries({ queryKey: getListApiKeysQueryKey() });
          setAdding(false);
          setCreated(response.data);
        },
        onError: (error) => {
          if (isAuthFailure(error)) return signInAgain();
          const fields = formFieldErrors(error, Object.keys(FIELD_PLACES));
          // The scopes are chosen as areas: their refusal stands by the areas.
          form.setFields(fields.map(({ name, errors }) => ({ name: name[0] === 'scopes' ? ['access'] : name, errors })) as Parameters<typeof form.setFields>[0]);
          setCreateError(fields.length > 0 ? whereToLook(fields.map(({ name }) => String(name[0]))) : errorMessage(error));
        },
      },
    );
  };
  const startAdding = () => {
    setCreateError(null);
    setAdding(true);
  };

  return (
    <Card className="admin-card" title="API keys">
      <p className="admin-settings__intro">
        Let another system (an accounting tool, a courier, a marketplace feed) read or change parts of the shop through its API, without a password. Each key
        reaches only the areas you choose; revoke it when it is no longer used.
      </p>
      {keys.isPending ? (
        <Skeleton active />
      ) : !keys.data ? (
        <RetryAlert message="The API keys could not be loaded." onRetry={keys.refetch} />
      ) : (
        <List<ApiKeyDto>
          className="admin-webhooks"
          bordered
          dataSource={keys.data.data}
          locale={{ emptyText: <span><KeyOutlined /> No API keys yet</span> }}
          renderItem={(apiKey) => <ApiKeyItem key={apiKey.id} apiKey={apiKey} />}
        />
      )}
      <div className="admin-form-actions">
        <Button type="primary" icon={<PlusOutlined />} onClick={startAdding}>
          Create API Key
        </Button>
      </div>
      <Modal open={adding} title="Create API key" onCancel={() => setAdding(false)} footer={null} destroyOnHidden>
        <KeyForm pending={create.isPending} error={createError} onSubmit={add} />
      </Modal>
      <SecretOnce
        title="API key"
        secret={created?.secret ?? null}
        use="Send it as Authorization: Bearer <key>. If it is lost, revoke it and create another."
        copyLabel="Copy the key"
        owner={created?.name ?? ''}
        onClose={() => setCreated(null)}
      />
    </Card>
  );
}
