import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../lib/router';
import { useLogin } from '../api/generated/endpoints/identity/identity';
import { ADMIN, apiError, CUSTOMER, mutation, UNAUTHORIZED } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import LoginPage from './login.page';
import { spyOnApi } from '../test/api';

// The real current-user query (answering 401: a visitor), so a sign-in's answer flows through it.
jest.mock('../api/generated/endpoints/identity/identity', () => ({
  ...jest.requireActual('../api/generated/endpoints/identity/identity'),
  useLogin: jest.fn(),
}));
const useLoginMock = useLogin as unknown as jest.Mock;

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
  let mutate: jest.Mock;
  beforeEach(() => {
    spyOnApi().mockRejectedValue(UNAUTHORIZED);
    mutate = jest.fn();
    useLoginMock.mockReturnValue(mutation(mutate));
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for the e-mail and password before sending anything', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('checks the e-mail looks like one', async () => {
    renderLogin();
    await fillAndSubmit('ama.example.com', 'secret-passphrase');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it("says 'Invalid email or password' on a 401", async () => {
    mutate.mockImplementation((_vars, { onError }) => onError(apiError(401, { message: 'Invalid email or password' })));
    renderLogin();
    await fillAndSubmit('ama@example.com', 'wrong-passphrase');
    expect(mutate).toHaveBeenCalledWith({ data: { email: 'ama@example.com', password: 'wrong-passphrase' } }, expect.anything());
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("shows the server's per-field messages from a 400", async () => {
    mutate.mockImplementation((_vars, { onError }) => onError(apiError(400, { message: 'Invalid input', fields: { email: ['email must be an email'] } })));
    renderLogin();
    await fillAndSubmit('ama@example.com', 'secret-passphrase');
    expect(screen.getByText('email must be an email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('explains a 429 in words', async () => {
    mutate.mockImplementation((_vars, { onError }) => onError(apiError(429, { message: 'Too many attempts. Please try again later.' })));
    renderLogin();
    await fillAndSubmit('ama@example.com', 'secret-passphrase');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });

  it('takes an admin to the console after signing in', async () => {
    mutate.mockImplementation((_vars, { onSuccess }) => onSuccess({ data: ADMIN, status: 200, headers: {} }));
    renderLogin();
    await fillAndSubmit('owner@example.com', 'owner-passphrase');
    expect(await screen.findByText('Admin console')).toBeInTheDocument();
  });

  it('takes a customer back to ?next=', async () => {
    mutate.mockImplementation((_vars, { onSuccess }) => onSuccess({ data: CUSTOMER, status: 200, headers: {} }));
    renderLogin('/login?next=%2Fcheckout');
    await fillAndSubmit('kofi@example.com', 'kofi-passphrase');
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });

  it('links to the sign-up page, keeping ?next=', () => {
    renderLogin('/login?next=%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup?next=%2Fcheckout');
  });
});
