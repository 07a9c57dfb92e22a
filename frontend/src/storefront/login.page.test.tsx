import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ADMIN, CUSTOMER } from '../test/fixtures';
import { apiError, fakeApi, ok, SIGNED_OUT } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import LoginPage from './login.page';

function renderLogin(route = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<p>Signed-in home</p>} />
      <Route path="/admin" element={<p>Admin console</p>} />
      <Route path="/checkout" element={<p>Checkout page</p>} />
    </Routes>,
    { route },
  );
}

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the login page', () => {
  // A visitor, so a sign-in's answer flows through the current-user query.
  beforeEach(() => fakeApi.on('GET', '/api/auth/user', SIGNED_OUT));

  it('asks for the e-mail and password before sending anything', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fakeApi.sent('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('checks the e-mail looks like one', async () => {
    renderLogin();
    await fillAndSubmit('ama.example.com', 'secret-passphrase');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/auth/login')).toHaveLength(0);
  });

  it("says 'Invalid email or password' on a 401", async () => {
    fakeApi.on('POST', '/api/auth/login', apiError(401, { message: 'Invalid email or password' }));
    renderLogin();
    await fillAndSubmit('ama@example.com', 'wrong-passphrase');
    expect(fakeApi.sent('POST', '/api/auth/login').map((request) => request.body)).toEqual([{ email: 'ama@example.com', password: 'wrong-passphrase' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('says so when the shop has switched the account off', async () => {
    fakeApi.on('POST', '/api/auth/login', apiError(401, { message: 'This account has been switched off by the shop' }));
    renderLogin();
    await fillAndSubmit('yaw.rider@example.com', 'okada-rider-7');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been switched off by the shop');
  });

  it("shows the server's per-field messages from a 400", async () => {
    fakeApi.on('POST', '/api/auth/login', apiError(400, { message: 'Invalid input', fields: { email: ['email must be an email'] } }));
    renderLogin();
    await fillAndSubmit('ama@example.com', 'secret-passphrase');
    expect(await screen.findByText('email must be an email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('explains a 429 in words', async () => {
    fakeApi.on('POST', '/api/auth/login', apiError(429, { message: 'Too many attempts. Please try again later.' }));
    renderLogin();
    await fillAndSubmit('ama@example.com', 'secret-passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });

  it('takes an admin to the console after signing in', async () => {
    fakeApi.on('POST', '/api/auth/login', ok(ADMIN));
    renderLogin();
    await fillAndSubmit('owner@example.com', 'owner-passphrase');
    expect(await screen.findByText('Admin console')).toBeInTheDocument();
  });

  it('takes a customer back to ?next=', async () => {
    fakeApi.on('POST', '/api/auth/login', ok(CUSTOMER));
    renderLogin('/login?next=%2Fcheckout');
    await fillAndSubmit('kofi@example.com', 'kofi-passphrase');
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });

  it('links to the sign-up page, keeping ?next=', () => {
    renderLogin('/login?next=%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup?next=%2Fcheckout');
  });
});
