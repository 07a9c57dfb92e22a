import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CUSTOMER } from '../test/fixtures';
import { apiError, fakeApi, ok, reply, SIGNED_OUT } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import AccountPage from './account.page';

const BY_EMAIL = { ...CUSTOMER, phone: null };
const BY_PHONE = { ...CUSTOMER, email: null, phone: '+233241234567', firstName: null, lastName: null };

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/account" element={<AccountPage />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/account' },
  );
}

describe('your account: the way of signing in you lack', () => {
  it('adds a number to an e-mail account once its texted code matches, and shows it as Ghanaians write it', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(BY_EMAIL));
    fakeApi.on('POST', '/api/account/phone', reply(202, { sentTo: '+233 24 ••• 4567', expiresInMinutes: 10 }));
    fakeApi.on('POST', '/api/account/phone/verify', ok({ ...BY_EMAIL, phone: '+233241234567' }));
    renderPage();
    expect(await screen.findByText(BY_EMAIL.email!)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone number'), '024 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('We sent a 6-digit code to +233 24 ••• 4567.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Code'), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Add Number' }));
    expect(await screen.findByText('024 123 4567')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Number added.');
    expect(fakeApi.sent('POST', '/api/account/phone/verify').map((request) => request.body)).toEqual([{ phone: '024 123 4567', code: '482913' }]);
  });

  it("says the server's word when the number signs in to another account, and keeps the form", async () => {
    fakeApi.on('GET', '/api/auth/user', ok(BY_EMAIL));
    fakeApi.on('POST', '/api/account/phone', reply(202, { sentTo: '+233 24 ••• 4567', expiresInMinutes: 10 }));
    fakeApi.on('POST', '/api/account/phone/verify', apiError(409, { message: 'This number already signs in to another account: sign in with it by code, then add your e-mail there', field: 'phone' }));
    renderPage();
    await userEvent.type(await screen.findByLabelText('Phone number'), '024 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await userEvent.type(await screen.findByLabelText('Code'), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Add Number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This number already signs in to another account');
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
  });

  it('gives an account made by phone an e-mail and password, checking them first and putting a taken e-mail beside its field', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(BY_PHONE));
    fakeApi.on('POST', '/api/account/email', apiError(409, { message: 'An account with this e-mail already exists: sign in with it, then add your phone number there', field: 'email' }));
    renderPage();
    expect(await screen.findByText('024 123 4567')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add E-mail' }));
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/account/email')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Email'), 'ama@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'kente-weaver-42');
    await userEvent.click(screen.getByRole('button', { name: 'Add E-mail' }));
    expect(await screen.findByText('An account with this e-mail already exists: sign in with it, then add your phone number there')).toBeInTheDocument();
    fakeApi.on('POST', '/api/account/email', ok({ ...BY_PHONE, email: 'ama@example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add E-mail' }));
    expect(await screen.findByText('ama@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('asks an account made by phone for its name, checks it first, and shows it once saved', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(BY_PHONE));
    fakeApi.on('PUT', '/api/account/name', ok({ ...BY_PHONE, firstName: 'Kwabena', lastName: 'Owusu' }));
    renderPage();
    expect(await screen.findByText('Add your name: we greet you by it and fill it in at checkout.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First name'), '  Kwabena ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(fakeApi.sent('PUT', '/api/account/name')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Last name'), 'Owusu');
    await userEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('Kwabena Owusu')).toBeInTheDocument();
    expect(screen.getByText('Name saved.')).toBeInTheDocument();
    expect(fakeApi.sent('PUT', '/api/account/name').map((request) => request.body)).toEqual([{ firstName: 'Kwabena', lastName: 'Owusu' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Change name' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Kwabena');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Kwabena Owusu')).toBeInTheDocument();
  });

  it('sends a visitor to sign in and back', async () => {
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    renderPage();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
