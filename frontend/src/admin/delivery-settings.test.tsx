import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCRA_ZONE, DELIVERY_SETTINGS, PICKUP_POINT } from '../test/delivery-options';
import { apiError, fakeApi, ok, reply } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { DeliverySettings } from './delivery-settings';

const SETTINGS = '/api/admin/delivery';
const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

/** Sets a field's text at once: typing letter by letter into antd inputs takes seconds in jsdom. */
function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

async function dialog(name: string) {
  return within(await screen.findByRole('dialog', { name }));
}

describe('the Delivery settings', () => {
  beforeEach(() => {
    fakeApi.on('GET', SETTINGS, ok(DELIVERY_SETTINGS));
  });

  it('lists each zone with its regions, flags and what each delivery type costs and takes, and the pickup points', async () => {
    renderWithProviders(<DeliverySettings />);
    const zones = within(await screen.findByRole('region', { name: 'Zones' }));
    expect(zones.getByText('Greater Accra', { selector: 'div' })).toBeInTheDocument();
    expect(zones.getByText('Standard: ₵30.00, free from ₵200.00 · 1-3 days')).toBeInTheDocument();
    expect(zones.getByText('Same-day: ₵80.00 · same day, ordered by 12:00')).toBeInTheDocument();
    expect(zones.getByText('Every region no zone names')).toBeInTheDocument();
    expect(zones.getAllByText('Next-day: not offered')).toHaveLength(1);
    expect(zones.getAllByText('Pay on delivery')).toHaveLength(2);
    const points = within(screen.getByRole('region', { name: 'Pickup points' }));
    expect(points.getByText('Osu showroom')).toBeInTheDocument();
    expect(points.getByText(/GA-183-8164 · Mon–Sat 9:00–18:00 · 024 123 4567/)).toBeInTheDocument();
    expect(screen.getByText(/Next days off: Farmers' Day \(2026-12-04\)/)).toBeInTheDocument();
  });

  it('adds a zone with its regions and prices as the API takes them, and shows the regions of other zones as taken', async () => {
    fakeApi.on('POST', '/api/admin/delivery/zones', (request) => reply(201, { ...ACCRA_ZONE, ...(request.body as object), id: 'new-zone' }));
    renderWithProviders(<DeliverySettings />);
    await user.click(await screen.findByRole('button', { name: /Add a zone/ }));
    const form = await dialog('Add a delivery zone');
    fill(form.getByRole('textbox', { name: 'Zone name' }), 'Ashanti');
    await user.click(form.getByRole('combobox', { name: 'Regions' }));
    expect(await screen.findByTitle('Greater Accra (in Greater Accra)')).toHaveClass('ant-select-item-option-disabled');
    await user.click(await screen.findByTitle('Ashanti'));
    await user.click(form.getByRole('switch', { name: 'Pay on delivery' }));
    const prices = form.getAllByRole('textbox', { name: 'Price (₵)' });
    fill(prices[0], '35.00');
    await user.click(form.getAllByRole('checkbox', { name: 'Offered' })[2]); // same-day on
    await user.click(screen.getByRole('button', { name: 'Save zone' }));

    await waitFor(() => expect(fakeApi.sent('POST', '/api/admin/delivery/zones')).toHaveLength(1));
    expect(fakeApi.last('POST', '/api/admin/delivery/zones').body).toEqual({
      name: 'Ashanti',
      regions: ['Ashanti'],
      isDefault: false,
      payOnDelivery: true,
      options: {
        standard: { offered: true, price: '35.00', freeAbove: '200.00', minDays: 3, maxDays: 5, cutoff: null },
        'next-day': { offered: true, price: '50.00', freeAbove: null, minDays: 1, maxDays: 1, cutoff: null },
        'same-day': { offered: true, price: '80.00', freeAbove: null, minDays: 0, maxDays: 0, cutoff: '12:00' },
      },
    });
    expect(await screen.findByText('Delivery zone added')).toBeInTheDocument();
  });

  it("puts the server's 409 and 400 messages beside the fields they name", async () => {
    fakeApi.on(
      'PUT',
      '/api/admin/delivery/zones/:id',
      apiError(400, { message: 'Invalid input', fields: { 'options.standard.maxDays': ['maxDays must not be less than minDays'], name: ['name must be longer'] } }),
    );
    renderWithProviders(<DeliverySettings />);
    await user.click(await screen.findByRole('button', { name: 'Edit Greater Accra' }));
    const form = await dialog('Edit Greater Accra');
    expect(form.getByRole('textbox', { name: 'Zone name' })).toHaveValue('Greater Accra');
    expect(form.getByRole('textbox', { name: 'Order by (Ghana time)' })).toHaveValue('12:00');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(await form.findByText('maxDays must not be less than minDays')).toBeInTheDocument();
    expect(form.getByText('name must be longer')).toBeInTheDocument();
  });

  it('refuses a cut-off that is no time before sending anything', async () => {
    renderWithProviders(<DeliverySettings />);
    await user.click(await screen.findByRole('button', { name: 'Edit Greater Accra' }));
    const form = await dialog('Edit Greater Accra');
    fill(form.getByRole('textbox', { name: 'Order by (Ghana time)' }), '25:00');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(await form.findByText('A time like 12:00')).toBeInTheDocument();
    expect(fakeApi.sent('PUT', '/api/admin/delivery/zones/:id')).toHaveLength(0);
  });

  it('refuses days that end before they start, in the form, before sending anything', async () => {
    renderWithProviders(<DeliverySettings />);
    await user.click(await screen.findByRole('button', { name: 'Edit Greater Accra' }));
    const form = await dialog('Edit Greater Accra');
    fill(form.getAllByRole('spinbutton', { name: 'Days, from' })[0], '5');
    fill(form.getAllByRole('spinbutton', { name: 'to' })[0], '2');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(await form.findByText('At least 5, the “from” days')).toBeInTheDocument();
    expect(fakeApi.sent('PUT', '/api/admin/delivery/zones/:id')).toHaveLength(0);
  });

  it('adds a pickup point, its digital address as typed for the server to normalise', async () => {
    fakeApi.on('POST', '/api/admin/delivery/pickup-points', (request) => reply(201, { ...PICKUP_POINT, ...(request.body as object), id: 'new-point' }));
    renderWithProviders(<DeliverySettings />);
    await user.click(await screen.findByRole('button', { name: /Add a pickup point/ }));
    const form = await dialog('Add a pickup point');
    fill(form.getByRole('textbox', { name: 'Name' }), 'Kumasi Adum shop');
    fill(form.getByRole('textbox', { name: 'Address' }), 'Prempeh II Street, Adum, Kumasi');
    fill(form.getByRole('textbox', { name: 'Digital address' }), 'ak 039 5028');
    fill(form.getByRole('textbox', { name: 'Opening hours' }), 'Mon–Sat 8:00–17:00');
    fill(form.getByRole('textbox', { name: 'Phone' }), '032 202 2222');
    await user.click(screen.getByRole('button', { name: 'Save pickup point' }));
    await waitFor(() => expect(fakeApi.sent('POST', '/api/admin/delivery/pickup-points')).toHaveLength(1));
    expect(fakeApi.last('POST', '/api/admin/delivery/pickup-points').body).toEqual({
      name: 'Kumasi Adum shop',
      address: 'Prempeh II Street, Adum, Kumasi',
      digitalAddress: 'ak 039 5028',
      openingHours: 'Mon–Sat 8:00–17:00',
      phone: '032 202 2222',
      isActive: true,
    });
  });

  it('saves the days off staff set', async () => {
    fakeApi.on('PUT', '/api/admin/delivery/holidays', (request) => ok((request.body as { holidays: unknown[] }).holidays));
    renderWithProviders(<DeliverySettings />);
    await user.click(await screen.findByRole('button', { name: /Add a day off/ }));
    fill(screen.getByLabelText('Day'), '2027-03-10');
    fill(screen.getByRole('textbox', { name: 'Holiday' }), 'Eid al-Fitr');
    await user.click(screen.getByRole('button', { name: 'Save Days Off' }));
    await waitFor(() => expect(fakeApi.sent('PUT', '/api/admin/delivery/holidays')).toHaveLength(1));
    expect(fakeApi.last('PUT', '/api/admin/delivery/holidays').body).toEqual({ holidays: [{ day: '2027-03-10', name: 'Eid al-Fitr' }] });
  });
});
