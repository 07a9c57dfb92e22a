import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { CUSTOMER, deliveryStop, RIDER } from '../test/fixtures';
import { apiError, fakeApi, networkFailure, ok, SIGNED_OUT } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import RiderPage from './rider.page';

const user = userEvent.setup({ delay: null });

function round(stops = [deliveryStop(), deliveryStop({ orderId: 'o-stop-2', orderNumber: 'GH-2', position: 2, customerName: 'Kofi Ansah', phone: '024 123 4567', amountToCollect: '0.00', paymentMethod: 'momo', paymentStatus: 'paid', units: 1, address: { address: '12 Bank Road', city: 'Tamale', region: 'Northern', country: 'Ghana', digitalAddress: null, landmark: null, lat: 9.4, lng: -0.84 } })], toCollect = '187.50') {
  return { rider: { id: RIDER.id, email: RIDER.email, firstName: 'Yaw', lastName: 'Boateng' }, day: '2026-12-01', stops, toCollect };
}

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

describe('the rider page', () => {
  it('shows each stop in order with its address, landmark, map link, call button and what to collect', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(RIDER));
    fakeApi.on('GET', '/api/rider/round', ok(round()));
    renderWithProviders(<RiderPage />, { route: '/rider' });

    expect(await screen.findByText('2 stops · ₵187.50 to collect')).toBeInTheDocument();
    expect(screen.getByText('Tue, 1 Dec 2026')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem').filter((item) => item.classList.contains('rider-stop'));
    expect(within(first).getByRole('heading', { name: 'Esi Mensah' })).toBeInTheDocument();
    expect(within(first).getByText('opposite Star Oil, Kasoa toll booth')).toBeInTheDocument();
    expect(within(first).getByText('CX-123-4567')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=CX-123-4567');
    expect(within(first).getByText('Collect ₵187.50')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Call Esi (+233 20 555 0199)' })).toHaveAttribute('href', 'tel:+233205550199');
    expect(within(second).getByText('Paid: nothing to collect')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Open the delivery pin in Maps' })).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Call Kofi (024 123 4567)' })).toHaveAttribute('href', 'tel:0241234567');
  });

  it('records cash taken at the door after asking, and reads the round again', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(RIDER));
    fakeApi.on('GET', '/api/rider/round', ok(round([deliveryStop()])), ok(round([deliveryStop({ paymentStatus: 'paid', orderStatus: 'delivered', amountToCollect: '0.00' })], '0.00')));
    fakeApi.on('POST', '/api/rider/orders/:id/collect', ok(deliveryStop({ paymentStatus: 'paid', orderStatus: 'delivered', amountToCollect: '0.00' })));
    renderWithProviders(<RiderPage />, { route: '/rider' });
    await user.click(await screen.findByRole('button', { name: 'Cash ₵187.50' }));
    expect(fakeApi.sent('POST', '/api/rider/orders/:id/collect')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Collected' }));
    expect(await screen.findByText('Collected ₵187.50')).toBeInTheDocument();
    expect(fakeApi.last('POST', '/api/rider/orders/o-stop-1/collect').body).toEqual({ via: 'cash', amount: '187.50' });
    expect(await screen.findByText('Paid: nothing to collect')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cash/ })).toBeNull();
  });

  it('notes why nobody took the parcel, and shows it on the stop when the rider comes back', async () => {
    const noted = deliveryStop({ lastVisit: { event: 'not-home', at: '2026-12-01T11:05:00.000Z', note: 'Gate locked, no answer' } });
    fakeApi.on('GET', '/api/auth/user', ok(RIDER));
    fakeApi.on('GET', '/api/rider/round', ok(round([deliveryStop()])), ok(round([noted])));
    fakeApi.on('POST', '/api/rider/orders/:id/not-home', ok(noted));
    renderWithProviders(<RiderPage />, { route: '/rider' });
    await user.click(await screen.findByRole('button', { name: 'Not home' }));
    await user.type(await screen.findByLabelText('Note for the shop (optional)'), '  Gate locked, no answer ');
    await user.click(screen.getAllByRole('button', { name: 'Not home' }).at(-1)!);
    expect(await screen.findByText('Noted: nobody home')).toBeInTheDocument();
    expect(fakeApi.last('POST', '/api/rider/orders/o-stop-1/not-home').body).toEqual({ note: 'Gate locked, no answer' });
    expect(await screen.findByText('Nobody home at 11:05: Gate locked, no answer')).toBeInTheDocument();
  });

  it('moves to the next day and asks the server for it', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(RIDER));
    fakeApi.on('GET', '/api/rider/round', (request) => ok({ ...round([]), day: request.query.day ?? '2026-12-01' }));
    renderWithProviders(<RiderPage />, { route: '/rider' });
    expect(await screen.findByText('No deliveries on this day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('Wed, 2 Dec 2026')).toBeInTheDocument();
    expect(fakeApi.last('GET', '/api/rider/round').query).toEqual({ day: '2026-12-02' });
  });

  it('says when the round could not be loaded, and tries again', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(RIDER));
    fakeApi.on('GET', '/api/rider/round', networkFailure());
    renderWithProviders(<RiderPage />, { route: '/rider' });
    expect(await screen.findByText('Your deliveries could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    fakeApi.on('GET', '/api/rider/round', ok(round()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 stops · ₵187.50 to collect')).toBeInTheDocument();
  });

  it('shows anyone signed in who is not a rider the 404 page, without asking for a round', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    fakeApi.on('GET', '/api/rider/round', apiError(403, { message: 'Riders only' }));
    renderWithProviders(<RiderPage />, { route: '/rider' });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(fakeApi.sent('GET', '/api/rider/round')).toHaveLength(0);
  });

  it('sends a visitor to sign in, coming back to /rider', async () => {
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    renderWithProviders(
      <>
        <RiderPage />
        <Where />
      </>,
      { route: '/rider' },
    );
    expect(await screen.findByText('/login?next=%2Frider')).toBeInTheDocument();
  });
});
