import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { isEmailAddress, PHONE_NUMBER } from '@shop/rules';
import { Button, Card, Col, Form, Input, Row, Skeleton } from 'antd';
import type { Rule } from 'antd/es/form';
import { getGetShopSettingsQueryKey, useGetShopSettings } from '../api/generated/endpoints/settings/settings';
import { useUpdateShopSettings } from '../api/generated/endpoints/admin/admin';
import type { ShopSettingsDto, UpdateShopSettingsDto } from '../api/generated/model';
import { useSignInAgainOn } from './admin-errors';
import { ApiKeysCard } from './api-keys-card';
import { BackupsCard } from './backups-card';
import { DeliverySettings } from './delivery-settings';
import { PolicyPagesEditor } from './policy-pages-editor';
import { SearchCard } from './search-card';
import { RetryAlert } from '../components/staff/retry-alert';
import { useSettingsSave } from './settings-save';
import { WebhooksCard } from './webhooks-card';

type SettingsFormValues = UpdateShopSettingsDto;

const FIELD_NAMES = ['phone', 'whatsapp', 'email', 'address', 'businessHours', 'socialLinks'] as const;
/** The server's limits (UpdateShopSettingsDto), checked here first. */
const MAX_SOCIAL_LINKS = 8;

const phoneRules = (label: string): Rule[] => [
  { required: true, whitespace: true, message: `Please enter the ${label}` },
  { pattern: PHONE_NUMBER, message: 'Enter a phone number like +233 24 123 4567' },
];

const httpsRule: Rule = {
  validator: (_, value: string | undefined) => {
    if (!value) return Promise.resolve();
    try {
      const url = new URL(value.trim());
      return url.protocol === 'https:' && url.hostname.includes('.') ? Promise.resolve() : Promise.reject(new Error('Use an https:// address'));
    } catch {
      return Promise.reject(new Error('Enter a full address, like https://www.instagram.com/yourshop'));
    }
  },
};

function fromSettings(settings: ShopSettingsDto): SettingsFormValues {
  const { phone, whatsapp, email, address, businessHours, socialLinks } = settings;
  return { phone, whatsapp, email, address, businessHours, socialLinks: socialLinks.map(({ name, url }) => ({ name, url })) };
}

/** A few lines shown to shoppers as written, one line per line (the address, the hours). */
function LinesField({ name, label, extra, max, maxRows }: { name: 'address' | 'businessHours'; label: string; extra: string; max: number; maxRows: number }) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[
        { required: true, whitespace: true, message: `Please enter the ${label.toLowerCase()}` },
        { min: 3, max, message: `Between 3 and ${max} characters` },
      ]}
    >
      <Input.TextArea autoSize={{ minRows: 4, maxRows }} maxLength={max} />
    </Form.Item>
  );
}

/** Store settings: how shoppers reach the shop (header, footer, support and about pages, e-mails). */
function StoreDetailsForm({ settings }: { settings: ShopSettingsDto }) {
  const [form] = Form.useForm<SettingsFormValues>();
  const update = useUpdateShopSettings();
  const { saved, failed } = useSettingsSave(form, FIELD_NAMES, 'Error saving store settings');

  const save = (values: SettingsFormValues) => {
    const data: UpdateShopSettingsDto = { ...values, socialLinks: (values.socialLinks ?? []).map(({ name, url }) => ({ name: name.trim(), url: url.trim() })) };
    update.mutate(
      { data },
      {
        onSuccess: (response) => {
          form.setFieldsValue(fromSettings(response.data));
          saved(getGetShopSettingsQueryKey(), response, 'Store settings saved');
        },
        onError: failed,
      },
    );
  };

  return (
    <Card className="admin-card" title="Store details">
      <p className="admin-settings__intro">Shoppers see these in the footer, on the Support and About pages, and in every e-mail the shop sends.</p>
      <Form<SettingsFormValues> form={form} layout="vertical" initialValues={fromSettings(settings)} onFinish={save} disabled={update.isPending} scrollToFirstError requiredMark>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="phone" label="Shop phone" rules={phoneRules('shop phone')}>
              <Input type="tel" autoComplete="off" maxLength={20} placeholder="+233 24 123 4567" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="whatsapp"
              label="WhatsApp number"
              rules={[{ pattern: PHONE_NUMBER, message: 'Enter a phone number like +233 24 123 4567, or leave it empty' }]}
              extra="The live chat and “Order on WhatsApp” open a chat with it. Leave it empty to answer shoppers in the shop's own chat (Support tab)."
            >
              <Input type="tel" autoComplete="off" maxLength={20} placeholder="+233 24 123 4567" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="email"
              label="E-mail"
              rules={[
                { required: true, whitespace: true, message: 'Please enter the e-mail address' },
                { validator: (_, value: string | undefined) => (!value || isEmailAddress(value.trim()) ? Promise.resolve() : Promise.reject(new Error('Enter an e-mail address like support@yourshop.com'))) },
              ]}
            >
              <Input type="email" autoComplete="off" maxLength={255} placeholder="support@yourshop.com" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <LinesField name="address" label="Store address" extra="One line per line of the address." max={300} maxRows={8} />
          </Col>
          <Col xs={24} md={12}>
            <LinesField name="businessHours" label="Business hours" extra="One line per day range, like “Monday to Friday: 9:00 – 18:00” (Ghana time)." max={500} maxRows={10} />
          </Col>
        </Row>
        <Form.List name="socialLinks">
          {(links, { add, remove }) => (
            <fieldset className="admin-settings__links">
              <legend>Social links</legend>
              {links.map((link) => (
                <div key={link.key} className="admin-settings__link">
                  <Form.Item className="admin-settings__link-name" name={[link.name, 'name']} rules={[{ required: true, whitespace: true, message: 'Name it' }, { max: 40, message: 'At most 40 characters' }]}>
                    <Input aria-label="Network" maxLength={40} placeholder="Instagram" />
                  </Form.Item>
                  <Form.Item className="admin-settings__link-url" name={[link.name, 'url']} rules={[{ required: true, whitespace: true, message: 'Enter the address' }, { max: 300, message: 'At most 300 characters' }, httpsRule]}>
                    <Input aria-label="Address" type="url" maxLength={300} placeholder="https://www.instagram.com/yourshop" />
                  </Form.Item>
                  <Button className="admin-settings__link-remove" aria-label="Remove this link" icon={<DeleteOutlined />} onClick={() => remove(link.name)} />
                </div>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ name: '', url: '' })} disabled={links.length >= MAX_SOCIAL_LINKS}>
                Add a link
              </Button>
            </fieldset>
          )}
        </Form.List>
        <div className="admin-form-actions">
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save Store Details
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** The admin Settings tab: the shop's contact details, delivery, its policy pages, search, its backups, webhooks and API keys. */
export function SettingsTab() {
  const settings = useGetShopSettings();
  useSignInAgainOn(settings.error);
  return (
    <div className="admin-settings">
      {settings.isPending ? (
        <Card className="admin-card" title="Store details">
          <Skeleton active />
        </Card>
      ) : settings.data ? (
        <StoreDetailsForm settings={settings.data.data} />
      ) : (
        <RetryAlert message="The store settings could not be loaded." onRetry={settings.refetch} />
      )}
      <DeliverySettings />
      <PolicyPagesEditor />
      <SearchCard />
      <BackupsCard />
      <WebhooksCard />
      <ApiKeysCard />
    </div>
  );
}
