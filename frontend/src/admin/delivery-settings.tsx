import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CUTOFF_TIME, DIGITAL_ADDRESS, MONEY_AMOUNT, normaliseDigitalAddress, PHONE_NUMBER } from '@shop/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, List, Modal, Popconfirm, Row, Select, Skeleton, Switch, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import {
  getGetDeliverySettingsQueryKey,
  useCreateDeliveryZone,
  useCreatePickupPoint,
  useDeleteDeliveryZone,
  useDeletePickupPoint,
  useGetDeliverySettings,
  useSetDeliveryHolidays,
  useUpdateDeliveryZone,
  useUpdatePickupPoint,
} from '../api/generated/endpoints/admin/admin';
import type { DeliveryHolidayDto, DeliverySettingsDto, DeliveryTermsDto, DeliveryZoneDto, PickupPointDto, SaveDeliveryZoneDto, SavePickupPointDto } from '../api/generated/model';
import { ShippingAddressInputDtoRegion } from '../api/generated/model';
import { RetryAlert } from '../components/staff/retry-alert';
import { formFieldErrors, useAdminErrorToast, useAdminSuccessToast, useSignInAgainOn } from './admin-errors';
import { countRule } from './count-rule';

const REGIONS = Object.values(ShippingAddressInputDtoRegion);
const TYPES = [
  { key: 'standard', label: 'Standard' },
  { key: 'next-day', label: 'Next-day' },
  { key: 'same-day', label: 'Same-day' },
] as const;
type TypeKey = (typeof TYPES)[number]['key'];

const amountRule = (required: boolean): Rule[] => [...(required ? [{ required: true, whitespace: true, message: 'Enter a price' }] : []), { pattern: MONEY_AMOUNT, message: 'An amount like 30.00' }];

/** One delivery type of a zone as the form holds it: an empty free-above is "never free", an empty cut-off "any time". */
interface TermsValues {
  offered: boolean;
  price: string;
  freeAbove: string;
  minDays: number;
  maxDays: number;
  cutoff: string;
}
type ZoneValues = Omit<SaveDeliveryZoneDto, 'options'> & { options: Record<TypeKey, TermsValues> };

const SPEC_TERMS: Record<TypeKey, TermsValues> = {
  standard: { offered: true, price: '30.00', freeAbove: '200.00', minDays: 3, maxDays: 5, cutoff: '' },
  'next-day': { offered: true, price: '50.00', freeAbove: '', minDays: 1, maxDays: 1, cutoff: '' },
  'same-day': { offered: false, price: '80.00', freeAbove: '', minDays: 0, maxDays: 0, cutoff: '12:00' },
};

function zoneValues(zone: DeliveryZoneDto | null): ZoneValues {
  if (!zone) return { name: '', regions: [], isDefault: false, payOnDelivery: false, options: SPEC_TERMS };
  const terms = (t: DeliveryTermsDto): TermsValues => ({ offered: t.offered, price: t.price, freeAbove: t.freeAbove ?? '', minDays: t.minDays, maxDays: t.maxDays, cutoff: t.cutoff ?? '' });
  return { name: zone.name, regions: zone.regions, isDefault: zone.isDefault, payOnDelivery: zone.payOnDelivery, options: { standard: terms(zone.options.standard), 'next-day': terms(zone.options['next-day']), 'same-day': terms(zone.options['same-day']) } };
}

function zoneBody(values: ZoneValues): SaveDeliveryZoneDto {
  const terms = (type: TypeKey) => {
    const t = values.options[type];
    // Same-day has no day fields on the form: it is always the day of ordering.
    if (type === 'same-day') return { offered: t.offered, price: t.price.trim(), freeAbove: t.freeAbove?.trim() || null, minDays: 0, maxDays: 0, cutoff: t.cutoff?.trim() || null };
    return { offered: t.offered, price: t.price.trim(), freeAbove: t.freeAbove?.trim() || null, minDays: t.minDays, maxDays: t.maxDays, cutoff: null };
  };
  return { name: values.name.trim(), regions: values.regions ?? [], isDefault: values.isDefault, payOnDelivery: values.payOnDelivery, options: { standard: terms('standard'), 'next-day': terms('next-day'), 'same-day': terms('same-day') } };
}

/** '₵30.00, free from ₵200.00 · 3-5 days', or 'not offered'. */
function termsSummary(terms: DeliveryTermsDto, type: TypeKey): string {
  if (!terms.offered) return 'not offered';
  const price = terms.price === '0.00' ? 'free' : `₵${terms.price}`;
  const free = terms.freeAbove ? `, free from ₵${terms.freeAbove}` : '';
  const days = type === 'same-day' ? `same day${terms.cutoff ? `, ordered by ${terms.cutoff}` : ''}` : terms.minDays === terms.maxDays ? `${terms.minDays} day${terms.minDays === 1 ? '' : 's'}` : `${terms.minDays}-${terms.maxDays} days`;
  return `${price}${free} · ${days}`;
}

function useSaved() {
  const queryClient = useQueryClient();
  const showSuccess = useAdminSuccessToast();
  return (message: string) => {
    void queryClient.invalidateQueries({ queryKey: getGetDeliverySettingsQueryKey() });
    showSuccess(message);
  };
}

function ZoneDialog({ zone, settings, onClose }: { zone: DeliveryZoneDto | null; settings: DeliverySettingsDto; onClose: () => void }) {
  const [form] = Form.useForm<ZoneValues>();
  const create = useCreateDeliveryZone();
  const update = useUpdateDeliveryZone();
  const showError = useAdminErrorToast();
  const saved = useSaved();
  const pending = create.isPending || update.isPending;
  // A region belongs to one zone: those of the other zones are shown but cannot be picked.
  const taken = new Map(settings.zones.filter((other) => other.id !== zone?.id).flatMap((other) => other.regions.map((region) => [region, other.name] as const)));

  const save = (values: ZoneValues) => {
    const data = zoneBody(values);
    const handlers = {
      onSuccess: () => {
        saved(zone ? 'Delivery zone saved' : 'Delivery zone added');
        onClose();
      },
      onError: (error: unknown) => {
        showError(error, 'Error saving delivery zone');
        form.setFields(formFieldErrors(error, ['name', 'regions', 'isDefault', 'options']) as Parameters<typeof form.setFields>[0]);
      },
    };
    if (zone) update.mutate({ id: zone.id, data }, handlers);
    else create.mutate({ data }, handlers);
  };

  return (
    <Modal open title={zone ? `Edit ${zone.name}` : 'Add a delivery zone'} onCancel={onClose} okText="Save zone" okButtonProps={{ loading: pending }} onOk={() => form.submit()} width={760} destroyOnHidden>
      <Form<ZoneValues> form={form} layout="vertical" initialValues={zoneValues(zone)} onFinish={save} disabled={pending} requiredMark>
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item name="name" label="Zone name" rules={[{ required: true, whitespace: true, message: 'Name the zone' }, { min: 2, max: 80, message: 'Between 2 and 80 characters' }]}>
              <Input maxLength={80} placeholder="Greater Accra" />
            </Form.Item>
          </Col>
          <Col xs={12} md={7}>
            <Form.Item name="isDefault" label="Rest of Ghana" valuePropName="checked" extra="Also serves every region no zone names.">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={7}>
            <Form.Item name="payOnDelivery" label="Pay on delivery" valuePropName="checked" extra="Shoppers here may pay the rider.">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="regions" label="Regions" extra="A region belongs to one zone at most.">
          <Select
            mode="multiple"
            allowClear
            placeholder="Choose regions"
            options={REGIONS.map((region) => ({ value: region, label: taken.has(region) ? `${region} (in ${taken.get(region)})` : region, disabled: taken.has(region) }))}
          />
        </Form.Item>
        {TYPES.map(({ key, label }) => (
          <fieldset key={key} className="admin-delivery__terms">
            <legend>{label}</legend>
            <Row gutter={12} align="bottom">
              <Col xs={24} sm={4}>
                <Form.Item name={['options', key, 'offered']} valuePropName="checked">
                  <Checkbox>Offered</Checkbox>
                </Form.Item>
              </Col>
              <Col xs={12} sm={5}>
                <Form.Item name={['options', key, 'price']} label="Price (₵)" rules={amountRule(true)}>
                  <Input inputMode="decimal" maxLength={12} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={5}>
                <Form.Item name={['options', key, 'freeAbove']} label="Free from (₵)" rules={amountRule(false)}>
                  <Input inputMode="decimal" maxLength={12} placeholder="never" />
                </Form.Item>
              </Col>
              {key === 'same-day' ? (
                <Col xs={24} sm={10}>
                  <Form.Item name={['options', key, 'cutoff']} label="Order by (Ghana time)" rules={[{ pattern: CUTOFF_TIME, message: 'A time like 12:00' }]}>
                    <Input maxLength={5} placeholder="12:00" />
                  </Form.Item>
                </Col>
              ) : (
                <>
                  <Col xs={12} sm={5}>
                    <Form.Item name={['options', key, 'minDays']} label="Days, from" rules={[{ required: true, message: 'Days' }, countRule(1, 30, 'Days')]}>
                      <InputNumber precision={0} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={5}>
                    <Form.Item
                      name={['options', key, 'maxDays']}
                      label="to"
                      dependencies={[['options', key, 'minDays']]}
                      rules={[
                        { required: true, message: 'Days' },
                        countRule(1, 30, 'Days'),
                        ({ getFieldValue }) => ({
                          validator: (_rule, value: number | null) => {
                            const from = getFieldValue(['options', key, 'minDays']) as number | null;
                            return value == null || from == null || value >= from ? Promise.resolve() : Promise.reject(new Error(`At least ${from}, the “from” days`));
                          },
                        }),
                      ]}
                    >
                      <InputNumber precision={0} />
                    </Form.Item>
                  </Col>
                </>
              )}
            </Row>
          </fieldset>
        ))}
        <p className="admin-settings__intro">Days are business days after the day of ordering: Monday to Saturday, public holidays excepted.</p>
      </Form>
    </Modal>
  );
}

type PickupValues = Omit<SavePickupPointDto, 'digitalAddress'> & { digitalAddress: string };

function PickupPointDialog({ point, onClose }: { point: PickupPointDto | null; onClose: () => void }) {
  const [form] = Form.useForm<PickupValues>();
  const create = useCreatePickupPoint();
  const update = useUpdatePickupPoint();
  const showError = useAdminErrorToast();
  const saved = useSaved();
  const pending = create.isPending || update.isPending;
  const initial: PickupValues = point ? { ...point, digitalAddress: point.digitalAddress ?? '' } : { name: '', address: '', digitalAddress: '', openingHours: '', phone: '', isActive: true };

  const save = (values: PickupValues) => {
    const data: SavePickupPointDto = { ...values, name: values.name.trim(), address: values.address.trim(), openingHours: values.openingHours.trim(), phone: values.phone.trim(), digitalAddress: values.digitalAddress.trim() || null };
    const handlers = {
      onSuccess: () => {
        saved(point ? 'Pickup point saved' : 'Pickup point added');
        onClose();
      },
      onError: (error: unknown) => {
        showError(error, 'Error saving pickup point');
        form.setFields(formFieldErrors(error, ['name', 'address', 'digitalAddress', 'openingHours', 'phone', 'isActive']) as Parameters<typeof form.setFields>[0]);
      },
    };
    if (point) update.mutate({ id: point.id, data }, handlers);
    else create.mutate({ data }, handlers);
  };

  return (
    <Modal open title={point ? `Edit ${point.name}` : 'Add a pickup point'} onCancel={onClose} okText="Save pickup point" okButtonProps={{ loading: pending }} onOk={() => form.submit()} destroyOnHidden>
      <Form<PickupValues> form={form} layout="vertical" initialValues={initial} onFinish={save} disabled={pending} requiredMark>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name the pickup point' }, { min: 2, max: 80, message: 'Between 2 and 80 characters' }]}>
          <Input maxLength={80} placeholder="Osu showroom" />
        </Form.Item>
        <Form.Item name="address" label="Address" rules={[{ required: true, whitespace: true, message: 'Enter the address' }, { min: 3, max: 300, message: 'Between 3 and 300 characters' }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={300} />
        </Form.Item>
        <Form.Item
          name="digitalAddress"
          label="Digital address"
          rules={[{ validator: (_, value: string | undefined) => (!value?.trim() || DIGITAL_ADDRESS.test(normaliseDigitalAddress(value) ?? '') ? Promise.resolve() : Promise.reject(new Error('A GhanaPostGPS code like GA-183-8164'))) }]}
        >
          <Input maxLength={20} placeholder="GA-183-8164" />
        </Form.Item>
        <Form.Item name="openingHours" label="Opening hours" rules={[{ required: true, whitespace: true, message: 'Enter the opening hours' }, { min: 3, max: 200, message: 'Between 3 and 200 characters' }]}>
          <Input maxLength={200} placeholder="Monday to Saturday 9:00 – 18:00" />
        </Form.Item>
        <Form.Item name="phone" label="Phone" rules={[{ required: true, whitespace: true, message: 'Enter the phone number' }, { pattern: PHONE_NUMBER, message: 'Enter a phone number like +233 24 123 4567' }]}>
          <Input type="tel" maxLength={20} placeholder="+233 24 123 4567" />
        </Form.Item>
        <Form.Item name="isActive" label="Open for collections" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The days off staff set (the Eids, holidays declared at short notice), saved as one list. */
function HolidaysEditor({ holidays, upcoming }: { holidays: DeliveryHolidayDto[]; upcoming: DeliveryHolidayDto[] }) {
  const [form] = Form.useForm<{ holidays: DeliveryHolidayDto[] }>();
  const save = useSetDeliveryHolidays();
  const showError = useAdminErrorToast();
  const saved = useSaved();
  return (
    <section aria-labelledby="delivery-holidays-title">
      <h2 id="delivery-holidays-title" className="admin-delivery__heading">
        Days off set by staff
      </h2>
      <p className="admin-settings__intro">Ghana's fixed public holidays, Good Friday, Easter Monday and Farmers' Day are counted already. Add the Eids once their dates are announced.</p>
      <Form
        form={form}
        initialValues={{ holidays }}
        onFinish={(values) =>
          save.mutate(
            { data: { holidays: (values.holidays ?? []).map(({ day, name }) => ({ day, name: name.trim() })) } },
            {
              onSuccess: () => saved('Days off saved'),
              onError: (error) => {
                showError(error, 'Error saving days off');
                form.setFields(formFieldErrors(error, ['holidays']) as Parameters<typeof form.setFields>[0]);
              },
            },
          )
        }
        disabled={save.isPending}
      >
        <Form.List name="holidays">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row) => (
                <div key={row.key} className="admin-settings__link">
                  <Form.Item name={[row.name, 'day']} rules={[{ required: true, message: 'Pick the day' }]}>
                    <Input type="date" aria-label="Day" />
                  </Form.Item>
                  <Form.Item className="admin-settings__link-url" name={[row.name, 'name']} rules={[{ required: true, whitespace: true, message: 'Name it' }, { max: 60, message: 'At most 60 characters' }]}>
                    <Input aria-label="Holiday" maxLength={60} placeholder="Eid al-Fitr" />
                  </Form.Item>
                  <Button aria-label="Remove this day" icon={<DeleteOutlined />} onClick={() => remove(row.name)} />
                </div>
              ))}
              <div className="admin-form-actions">
                <Button icon={<PlusOutlined />} onClick={() => add({ day: '', name: '' })}>
                  Add a day off
                </Button>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  Save Days Off
                </Button>
              </div>
            </>
          )}
        </Form.List>
      </Form>
      <p className="admin-delivery__upcoming">
        Next days off: {upcoming.slice(0, 4).map((holiday) => `${holiday.name} (${holiday.day})`).join(', ') || 'none in the coming year'}
      </p>
    </section>
  );
}

function DeliveryEditor({ settings }: { settings: DeliverySettingsDto }) {
  const [zoneDialog, setZoneDialog] = useState<{ zone: DeliveryZoneDto | null } | null>(null);
  const [pickupDialog, setPickupDialog] = useState<{ point: PickupPointDto | null } | null>(null);
  const deleteZone = useDeleteDeliveryZone();
  const deletePoint = useDeletePickupPoint();
  const showError = useAdminErrorToast();
  const saved = useSaved();
  return (
    <>
      <section aria-labelledby="delivery-zones-title">
        <h2 id="delivery-zones-title" className="admin-delivery__heading">
          Zones
        </h2>
        <p className="admin-settings__intro">
          {settings.zones.length === 0
            ? 'No zones yet: every region gets standard (₵30.00, free from ₵200.00), next-day (₵50.00) and same-day (₵80.00).'
            : settings.zones.some((zone) => zone.isDefault)
              ? 'Each region gets its zone’s options; regions in no zone get those of the Rest of Ghana zone.'
              : 'Each region gets its zone’s options. Regions in no zone get no delivery to the door: mark a zone as Rest of Ghana to serve them.'}
        </p>
        <List
          dataSource={settings.zones}
          locale={{ emptyText: 'No delivery zones' }}
          renderItem={(zone) => (
            <List.Item
              actions={[
                <Button key="edit" icon={<EditOutlined />} aria-label={`Edit ${zone.name}`} onClick={() => setZoneDialog({ zone })} />,
                <Popconfirm
                  key="delete"
                  title={`Delete ${zone.name}?`}
                  description="Its regions will get the Rest of Ghana options, or none."
                  okText="Delete"
                  onConfirm={() => deleteZone.mutate({ id: zone.id }, { onSuccess: () => saved('Delivery zone deleted'), onError: (error) => showError(error, 'Error deleting delivery zone') })}
                >
                  <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${zone.name}`} />
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                // antd's own title is an h4: under the card's h2 headings each item is an h3.
                description={
                  <>
                    <h3 className="admin-delivery__item-title">
                      {zone.name} {zone.isDefault ? <Tag color="blue">Rest of Ghana</Tag> : null} {zone.payOnDelivery ? <Tag color="green">Pay on delivery</Tag> : null}
                    </h3>
                    <div>{zone.regions.join(', ') || (zone.isDefault ? 'Every region no zone names' : 'No regions')}</div>
                    {TYPES.map(({ key, label }) => (
                      <div key={key}>
                        {label}: {termsSummary(zone.options[key], key)}
                      </div>
                    ))}
                  </>
                }
              />
            </List.Item>
          )}
        />
        <Button icon={<PlusOutlined />} onClick={() => setZoneDialog({ zone: null })}>
          Add a zone
        </Button>
      </section>

      <section aria-labelledby="pickup-points-title">
        <h2 id="pickup-points-title" className="admin-delivery__heading">
          Pickup points
        </h2>
        <List
          dataSource={settings.pickupPoints}
          locale={{ emptyText: 'No pickup points' }}
          renderItem={(point) => (
            <List.Item
              actions={[
                <Button key="edit" icon={<EditOutlined />} aria-label={`Edit ${point.name}`} onClick={() => setPickupDialog({ point })} />,
                <Popconfirm
                  key="delete"
                  title={`Delete ${point.name}?`}
                  description="Orders to collect there keep its address."
                  okText="Delete"
                  onConfirm={() => deletePoint.mutate({ id: point.id }, { onSuccess: () => saved('Pickup point deleted'), onError: (error) => showError(error, 'Error deleting pickup point') })}
                >
                  <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${point.name}`} />
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                description={
                  <>
                    <h3 className="admin-delivery__item-title">
                      {point.name} {point.isActive ? null : <Tag>Closed</Tag>}
                    </h3>
                    {`${point.address}${point.digitalAddress ? ` · ${point.digitalAddress}` : ''} · ${point.openingHours} · ${point.phone}`}
                  </>
                }
              />
            </List.Item>
          )}
        />
        <Button icon={<PlusOutlined />} onClick={() => setPickupDialog({ point: null })}>
          Add a pickup point
        </Button>
      </section>

      <HolidaysEditor key={settings.holidays.map((holiday) => holiday.day).join()} holidays={settings.holidays} upcoming={settings.upcomingHolidays} />

      {zoneDialog ? <ZoneDialog zone={zoneDialog.zone} settings={settings} onClose={() => setZoneDialog(null)} /> : null}
      {pickupDialog ? <PickupPointDialog point={pickupDialog.point} onClose={() => setPickupDialog(null)} /> : null}
    </>
  );
}

/** The Settings tab's Delivery card: zones and their prices, pickup points, and the days off (ADR 053). */
export function DeliverySettings() {
  const settings = useGetDeliverySettings();
  useSignInAgainOn(settings.error);
  return (
    <Card className="admin-card admin-delivery" title="Delivery">
      {settings.isPending ? <Skeleton active /> : settings.data ? <DeliveryEditor settings={settings.data.data} /> : <RetryAlert message="The delivery settings could not be loaded." onRetry={settings.refetch} />}
    </Card>
  );
}
