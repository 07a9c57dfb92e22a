import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CUSTOMER } from '../test/fixtures';
import { apiError, fakeApi, reply, SIGNED_OUT } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import SignupPage from './signup.page';

function renderSignup() {
  return renderWithProviders(
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/" element={<p>Signed-in home</p>} />
    </Routes>,
    { route: '/signup' },
  );
}

async function fill(password = 'kente-passphrase') {
  await userEvent.type(screen.getByLabelText('First name'), 'Kofi');
  await userEvent.type(screen.getByLabelText('Last name'), 'Boateng');
  await userEvent.type(screen.getByLabelText('Email'), 'kofi@example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('the sign-up page', () => {
  beforeEach(() => fakeApi.on('GET', '/api/auth/user', SIGNED_OUT));

  it('needs every field and a password of at least 8 characters', async () => {
    renderSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please choose a password')).toBeInTheDocument();
    await fill('short');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/auth/register')).toHaveLength(0);
  });

  it('says when the e-mail already has an account, with a way to log in', async () => {
    fakeApi.on('POST', '/api/auth/register', apiError(409, { message: 'An account with this e-mail already exists' }));
    renderSignup();
    await fill();
    expect(await screen.findByText('An account with this e-mail already exists')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login instead' })).toHaveAttribute('href', '/login');
  });

  it("says under the password what the server refuses in it, e.g. a common password", async () => {
    const message = 'Password is too common: it is on lists of leaked passwords, please choose another';
    fakeApi.on('POST', '/api/auth/register', apiError(400, { message: 'Invalid input', fields: { password: [message] } }));
    renderSignup();
    expect(screen.getByText('At least 8 characters, not a common password')).toBeInTheDocument();
    await fill('password123');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs the new customer in and goes home', async () => {
    fakeApi.on('POST', '/api/auth/register', reply(201, CUSTOMER));
    renderSignup();
    await fill();
    expect(await screen.findByText('Signed-in home')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/auth/register').map((request) => request.body)).toEqual([{ firstName: 'Kofi', lastName: 'Boateng', email: 'kofi@example.com', password: 'kente-passphrase' }]);
  });
});
