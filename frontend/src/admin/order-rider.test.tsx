import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ignoreScrollbarMeasuring, order } from '../test/fixtures';
import { apiError, fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { OrderRider } from './order-rider';
import { RidersTab } from './riders-tab';

ignoreScrollbarMeasuring();
const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

const YAW = { id: 'r-yaw', email: 'yaw@example.com', firstName: 'Yaw', lastName: 'Boateng', active: true };
const ABENA = { id: 'r-abena', email: 'abena@example.com', firstName: 'Abena', lastName: 'Owusu', active: true };
const ORDER = order({ id: 'o-1', orderStatus: 'shipped' });

async function chooseRider(name: string) {
  fireEvent.mouseDown(await screen.findByLabelText('Rider', { selector: 'input' }));
  await user.click(await screen.findByTitle(name));
}

describe("the order drawer's rider control", () => {
  beforeEach(() => fakeApi.on('GET', '/api/admin/riders', ok([ABENA, YAW])));

  it('puts the order on the chosen rider’s round for the chosen day', async () => {
    fakeApi.on('GET', '/api/admin/orders/:id/rider', ok({ assignment: null }), ok({ assignment: { orderId: 'o-1', riderId: YAW.id, day: '2026-12-02', position: 3 } }));
    fakeApi.on('PUT', '/api/admin/orders/:id/rider', ok({ assignment: { orderId: 'o-1', riderId: YAW.id, day: '2026-12-02', position: 3 } }));
    renderWithProviders(<OrderRider order={ORDER} />);
    expect(await screen.findByText('Not on a rider’s round yet.')).toBeInTheDocument();
    await chooseRider('Yaw Boateng');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-02' } });
    await user.click(screen.getByRole('button', { name: 'Put on round' }));
    expect(await screen.findByText("On Yaw Boateng's round for Wed, 2 Dec 2026")).toBeInTheDocument();
    expect(fakeApi.last('PUT', '/api/admin/orders/o-1/rider').body).toEqual({ riderId: YAW.id, day: '2026-12-02' });
    expect(await screen.findByText('With Yaw Boateng, stop 3 on Wed, 2 Dec 2026')).toBeInTheDocument();
  });

  it('takes the order off its round', async () => {
    fakeApi.on('GET', '/api/admin/orders/:id/rider', ok({ assignment: { orderId: 'o-1', riderId: ABENA.id, day: '2026-12-01', position: 1 } }), ok({ assignment: null }));
    fakeApi.on('PUT', '/api/admin/orders/:id/rider', ok({ assignment: null }));
    renderWithProviders(<OrderRider order={ORDER} />);
    expect(await screen.findByText('With Abena Owusu, stop 1 on Tue, 1 Dec 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take off round' }));
    expect(await screen.findByText('Taken off the round')).toBeInTheDocument();
    expect(fakeApi.last('PUT', '/api/admin/orders/o-1/rider').body).toMatchObject({ riderId: null });
  });

  it("toasts the server's reason when the order cannot go out", async () => {
    fakeApi.on('GET', '/api/admin/orders/:id/rider', ok({ assignment: null }));
    fakeApi.on('PUT', '/api/admin/orders/:id/rider', apiError(409, { message: 'This order was cancelled.' }));
    renderWithProviders(<OrderRider order={ORDER} />);
    await chooseRider('Abena Owusu');
    await user.click(screen.getByRole('button', { name: 'Put on round' }));
    expect(await screen.findByText('Error assigning rider')).toBeInTheDocument();
    expect(screen.getByText('This order was cancelled.')).toBeInTheDocument();
  });

  it('offers a switched-off rider but does not let them be chosen', async () => {
    fakeApi.on('GET', '/api/admin/riders', ok([{ ...ABENA, active: false }, YAW]));
    fakeApi.on('GET', '/api/admin/orders/:id/rider', ok({ assignment: null }));
    renderWithProviders(<OrderRider order={ORDER} />);
    fireEvent.mouseDown(await screen.findByLabelText('Rider', { selector: 'input' }));
    expect(await screen.findByTitle('Abena Owusu (switched off)')).toHaveClass('ant-select-item-option-disabled');
    expect(screen.getByTitle('Yaw Boateng')).not.toHaveClass('ant-select-item-option-disabled');
  });

  it('points to the Riders tab while there are no riders', async () => {
    fakeApi.on('GET', '/api/admin/riders', ok([]));
    fakeApi.on('GET', '/api/admin/orders/:id/rider', ok({ assignment: null }));
    renderWithProviders(<OrderRider order={ORDER} />);
    expect(await screen.findByText('No riders yet: add one in the Riders tab.')).toBeInTheDocument();
  });
});

describe('the riders tab', () => {
  it("adds a rider, naming the server's field errors on the form", async () => {
    fakeApi.on('GET', '/api/admin/riders', ok([]), ok([YAW]));
    fakeApi.on('GET', '/api/admin/riders/:id/round', ok({ rider: YAW, day: '2026-12-01', stops: [], toCollect: '0.00' }));
    fakeApi.on('POST', '/api/admin/riders', apiError(409, { message: 'An account with this e-mail already exists' }), ok(YAW));
    renderWithProviders(<RidersTab />);
    expect(await screen.findByText('No riders yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Yaw');
    await user.type(screen.getByLabelText('Last name'), 'Boateng');
    await user.type(screen.getByLabelText('E-mail (their sign-in)'), 'yaw@example.com');
    await user.type(screen.getByLabelText('Password to give them'), 'okada-rider-7');
    await user.click(screen.getByRole('button', { name: 'Add rider' }));
    expect(await screen.findByText('Error adding rider')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rider' }));
    expect(await screen.findByText('Yaw Boateng can now sign in at /login and sees their round at /rider')).toBeInTheDocument();
    expect(fakeApi.last('POST', '/api/admin/riders').body).toEqual({ firstName: 'Yaw', lastName: 'Boateng', email: 'yaw@example.com', password: 'okada-rider-7' });
    expect(await screen.findByText('No deliveries on this round. Put orders on it from an order\'s details.')).toBeInTheDocument();
  });

  it('switches a rider off after asking, and back on', async () => {
    fakeApi.on('GET', '/api/admin/riders', ok([YAW]), ok([{ ...YAW, active: false }]), ok([YAW]));
    fakeApi.on('GET', '/api/admin/riders/:id/round', ok({ rider: YAW, day: '2026-12-01', stops: [], toCollect: '0.00' }));
    fakeApi.on('PATCH', '/api/admin/riders/:id', ok({ ...YAW, active: false }), ok(YAW));
    renderWithProviders(<RidersTab />);
    await user.click(await screen.findByRole('button', { name: 'Switch Yaw Boateng off' }));
    expect(fakeApi.sent('PATCH', '/api/admin/riders/:id')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('Yaw Boateng is switched off and signed out')).toBeInTheDocument();
    expect(fakeApi.last('PATCH', '/api/admin/riders/r-yaw').body).toEqual({ active: false });
    expect(await screen.findByText('Switched off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch Yaw Boateng on' }));
    expect(await screen.findByText('Yaw Boateng can sign in again')).toBeInTheDocument();
    expect(fakeApi.last('PATCH', '/api/admin/riders/r-yaw').body).toEqual({ active: true });
  });

  it("shows a rider's round for the day with what is left to collect", async () => {
    fakeApi.on('GET', '/api/admin/riders', ok([YAW]));
    fakeApi.on(
      'GET',
      '/api/admin/riders/:id/round',
      ok({
        rider: YAW,
        day: '2026-12-01',
        toCollect: '187.50',
        stops: [
          { orderId: 'a', orderNumber: 'GH-A', position: 1, day: '2026-12-01', customerName: 'Esi Mensah', phone: '020', address: { address: 'x', city: 'Kasoa', region: 'Central', country: 'Ghana', digitalAddress: null, landmark: null, lat: null, lng: null }, units: 1, total: '187.50', amountToCollect: '187.50', paymentMethod: 'cod', paymentStatus: 'pending', orderStatus: 'out-for-delivery', deliveryType: 'standard', estimatedDeliveryDate: null },
        ],
      }),
    );
    renderWithProviders(<RidersTab />);
    expect(await screen.findByText('1 stop · to collect ₵187.50')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /GH-A/ });
    expect(within(row).getByText('Kasoa, Central')).toBeInTheDocument();
    expect(within(row).getByText('Out for Delivery')).toBeInTheDocument();
    expect(fakeApi.last('GET', '/api/admin/riders/r-yaw/round').query).toEqual({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });
});
