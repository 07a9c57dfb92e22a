import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CUSTOMER } from '../test/fixtures';
import { apiError, fakeApi, ok, reply, SIGNED_OUT } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import PhoneLoginPage from './phone-login.page';

const BY_PHONE = { ...CUSTOMER, email: null, phone: '+233241234567', firstName: null, lastName: null, newAccount: true };

function renderPage(route = '/login/phone') {
  return renderWithProviders(
    <Routes>
      <Route path="/login/phone" element={<PhoneLoginPage />} />
      <Route path="/" element={<p>Signed-in home</p>} />
      <Route path="/checkout" element={<p>Checkout page</p>} />
    </Routes>,
    { route },
  );
}

describe('signing in with a code by SMS', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    fakeApi.on('POST', '/api/auth/otp', reply(202, { sentTo: '+233 24 ••• 4567', expiresInMinutes: 10 }));
  });

  it('sends the code by WhatsApp when chosen, saying where it went', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Phone number'), '024 123 4567');
    const by = screen.getByRole('group', { name: 'Send the code by' });
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    expect(by).toHaveTextContent('If WhatsApp cannot reach the number, we text the code instead.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('We sent a 6-digit code to +233 24 ••• 4567 on WhatsApp. It works for 10 minutes.')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/auth/otp').map((request) => request.body)).toEqual([{ phone: '024 123 4567', via: 'whatsapp' }]);
    expect(screen.queryByRole('group', { name: 'Send the code by' })).not.toBeInTheDocument();
  });

  it('texts a code to the number, then signs in with it and goes where the visitor was heading', async () => {
    fakeApi.on('POST', '/api/auth/otp/verify', ok(BY_PHONE));
    renderPage('/login/phone?next=%2Fcheckout');
    await userEvent.type(screen.getByLabelText('Phone number'), '024 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('We sent a 6-digit code to +233 24 ••• 4567. It works for 10 minutes.')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/auth/otp').map((request) => request.body)).toEqual([{ phone: '024 123 4567' }]);
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.getByLabelText('Code')).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(screen.getByLabelText('Code'), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/auth/otp/verify').map((request) => request.body)).toEqual([{ phone: '024 123 4567', code: '482913' }]);
  });

  it("asks for a number and six digits before sending, and says the server's word on a wrong code", async () => {
    fakeApi.on('POST', '/api/auth/otp/verify', apiError(401, { message: 'That code is not right, or it has expired: check the SMS or ask for a new code' }));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByText('Please enter your phone number, e.g. 024 123 4567')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/auth/otp')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Phone number'), '024 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await userEvent.type(await screen.findByLabelText('Code'), '48291');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter the 6 digits of the SMS')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right, or it has expired');
  });

  it('sends a new code, or goes back for another number', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Phone number'), '024 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(fakeApi.sent('POST', '/api/auth/otp')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).not.toHaveAttribute('readonly');
  });

  it("puts the server's refusal of the number beside it, and its limit above the form", async () => {
    fakeApi.on('POST', '/api/auth/otp', apiError(400, { message: 'Invalid input', fields: { phone: ['phone must be a phone number we can text, e.g. 024 123 4567'] } }));
    renderPage();
    await userEvent.type(screen.getByLabelText('Phone number'), '0123 456 789');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('phone must be a phone number we can text, e.g. 024 123 4567')).toBeInTheDocument();
    fakeApi.on('POST', '/api/auth/otp', apiError(429, { message: 'Too many requests, please try again in 600 seconds' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again in 600 seconds');
  });
});
