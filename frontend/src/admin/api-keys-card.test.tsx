import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyDto } from '../api/generated/model';
import { apiError, fakeApi, networkFailure, ok, reply } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { ApiKeysCard } from './api-keys-card';

const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
const SECRET = 'sk_live_3q2b3LUGzWbq1x6PZ3pY9c5Vv0Qm8sXkR1tJcHdN0aE';

const ACCOUNTING: ApiKeyDto = {
  id: '0b9a7d0e-4a43-4c55-9a0b-3f1e9f7c2a11',
  name: 'Accounting sync',
  prefix: 'sk_live_Qm8s',
  scopes: ['orders:read', 'reports:read'],
  createdAt: '2026-11-27T09:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: '2026-11-28T14:05:00.000Z',
};
const NO_SCOPE = 'Choose at least one area the key may read or change: a key without any can do nothing';
const REPORTS_READ_ONLY = 'Read only: the figures come from orders, so there is nothing to change.';
const OLD_FEED: ApiKeyDto = { ...ACCOUNTING, id: '1c2d3e4f-0000-4000-8000-000000000009', name: 'Old feed', prefix: 'sk_live_abcd', scopes: ['catalog:read'], lastUsedAt: null, revokedAt: '2026-11-28T10:00:00.000Z' };

describe('the API keys section of the admin Settings tab', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/admin/api-keys', ok([ACCOUNTING, OLD_FEED]));
  });

  it('lists each key by name and prefix with what it may do, when it was last used, and whether it still works', async () => {
    renderWithProviders(<ApiKeysCard />);
    expect(await screen.findByText('Accounting sync')).toBeInTheDocument();
    expect(screen.getByText('sk_live_Qm8s…')).toBeInTheDocument();
    expect(screen.getByText('Orders and payments: read')).toBeInTheDocument();
    expect(screen.getByText('Dashboard figures: read')).toBeInTheDocument();
    expect(screen.getByText(/Last used 28 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Never used · revoked 28 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText('Revoked')).toBeInTheDocument();
    // A revoked key has nothing left to revoke.
    expect(screen.getAllByRole('button', { name: /Revoke/ })).toHaveLength(1);
  });

  it('creates a key with the areas chosen and an expiry, and shows its secret once', async () => {
    const created = { ...ACCOUNTING, id: '2c2d3e4f-0000-4000-8000-000000000003', name: 'Courier', scopes: ['catalog:read', 'orders:read', 'orders:write'], lastUsedAt: null, secret: SECRET };
    fakeApi.on('POST', '/api/admin/api-keys', reply(201, created));
    renderWithProviders(<ApiKeysCard />);
    await screen.findByText('Accounting sync');
    await user.click(screen.getByRole('button', { name: /Create API Key/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' Courier ' } });
    const orders = within(dialog).getByRole('radiogroup', { name: 'Orders and payments' });
    await user.click(within(orders).getByRole('radio', { name: 'Read and write' }));
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'Products and photos' })).getByRole('radio', { name: 'Read' }));
    // The dashboard's figures can only be read, and the row says why in words, not only in grey.
    const reports = within(dialog).getByRole('radiogroup', { name: 'Dashboard figures' });
    expect(within(reports).getByRole('radio', { name: 'Read and write' })).toBeDisabled();
    expect(within(reports).getByText(REPORTS_READ_ONLY)).toBeVisible();
    expect(reports).toHaveAccessibleDescription(REPORTS_READ_ONLY);
    // Areas a key may change carry no such note.
    expect(within(dialog).getByRole('radiogroup', { name: 'Orders and payments' })).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByText('In 90 days'));
    fakeApi.on('GET', '/api/admin/api-keys', ok([created, ACCOUNTING, OLD_FEED]));
    await user.click(within(dialog).getByRole('button', { name: 'Create Key' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'API key' });
    expect(within(secretDialog).getByText(SECRET)).toBeInTheDocument();
    expect(within(secretDialog).getByText('Copy it now: it is not shown again.')).toBeInTheDocument();
    expect(within(secretDialog).getByRole('button', { name: 'Copy the key' })).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/admin/api-keys').map((request) => request.body)).toEqual([{ name: 'Courier', scopes: ['catalog:read', 'orders:read', 'orders:write'], expiresInDays: 90 }]);
    await user.click(within(secretDialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument(), { timeout: 5000 });
    expect(await screen.findByText('Courier')).toBeInTheDocument();
  });

  it("asks for a name before sending anything, and shows the server's refusal on its field", async () => {
    fakeApi.on('POST', '/api/admin/api-keys', apiError(400, { message: 'Invalid input', fields: { name: ['name must be a single line'] } }));
    renderWithProviders(<ApiKeysCard />);
    await screen.findByText('Accounting sync');
    await user.click(screen.getByRole('button', { name: /Create API Key/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    expect(await within(dialog).findByText('Please name the key')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/admin/api-keys')).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Feed' } });
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'Products and photos' })).getByRole('radio', { name: 'Read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    expect(await within(dialog).findByText('name must be a single line')).toBeInTheDocument();
  });

  /** The note stands inside the areas, under their heading, before the first area's choices. */
  function expectAtTheAreasTop(areas: HTMLElement, text: string) {
    const note = within(areas).getByText(text);
    expect(note.compareDocumentPosition(within(areas).getAllByRole('radiogroup')[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }

  it('refuses a key that may do nothing before sending it, with the reason under the areas\' heading', async () => {
    renderWithProviders(<ApiKeysCard />);
    await screen.findByText('Accounting sync');
    await user.click(screen.getByRole('button', { name: /Create API Key/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Feed' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    const areas = within(dialog).getByRole('group', { name: 'What it may do' });
    await waitFor(() => expect(areas).toHaveAccessibleDescription(NO_SCOPE));
    expectAtTheAreasTop(areas, NO_SCOPE);
    expect(fakeApi.sent('POST', '/api/admin/api-keys')).toEqual([]);
    // Said beside the button too: on a phone the note is a screen above it.
    expect(failureBesideTheButton(dialog)).toHaveTextContent('See the note under “What it may do”.');
    // Choosing an area clears both.
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'Products and photos' })).getByRole('radio', { name: 'Read' }));
    await waitFor(() => expect(within(dialog).queryByText(NO_SCOPE)).not.toBeInTheDocument());
    expect(within(dialog).queryByText('The key could not be created')).not.toBeInTheDocument();
  });

  /** The form's own alert ('The key could not be created'), checked to stand between the last field and the button. */
  function failureBesideTheButton(dialog: HTMLElement): HTMLElement {
    const failure = within(dialog).getByText('The key could not be created').closest<HTMLElement>('[role="alert"]')!;
    expect(within(dialog).getByRole('combobox', { name: 'Expires' }).compareDocumentPosition(failure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(failure.compareDocumentPosition(within(dialog).getByRole('button', { name: 'Create Key' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    return failure;
  }

  /** Opens the form, names the key Feed with read access to orders, and presses Create Key. */
  async function askForAReadKeyNamedFeed(): Promise<HTMLElement> {
    renderWithProviders(<ApiKeysCard />);
    await screen.findByText('Accounting sync');
    await user.click(screen.getByRole('button', { name: /Create API Key/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Feed' } });
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'Orders and payments' })).getByRole('radio', { name: 'Read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    return dialog;
  }

  it("shows the server's refusal of the scopes under the areas' heading, and beside the button where to look", async () => {
    fakeApi.on('POST', '/api/admin/api-keys', apiError(400, { message: 'Invalid input', fields: { scopes: [NO_SCOPE] } }));
    const dialog = await askForAReadKeyNamedFeed();
    const areas = within(dialog).getByRole('group', { name: 'What it may do' });
    await waitFor(() => expect(areas).toHaveAccessibleDescription(NO_SCOPE));
    expectAtTheAreasTop(areas, NO_SCOPE);
    expect(failureBesideTheButton(dialog)).toHaveTextContent('See the note under “What it may do”.');
    expect(fakeApi.sent('POST', '/api/admin/api-keys')).toHaveLength(1);
  });

  it('shows a failure that names no field beside the button, and clears it on the next try', async () => {
    fakeApi.on('POST', '/api/admin/api-keys', networkFailure());
    const dialog = await askForAReadKeyNamedFeed();
    await within(dialog).findByText('The key could not be created');
    expect(failureBesideTheButton(dialog)).toHaveTextContent('Could not reach the shop. Check your connection and try again.');

    fakeApi.on('POST', '/api/admin/api-keys', reply(201, { ...ACCOUNTING, name: 'Feed', secret: SECRET }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByRole('dialog', { name: 'API key' })).toBeInTheDocument();
    expect(screen.queryByText('The key could not be created')).not.toBeInTheDocument();
  });

  it('revokes a key after asking', async () => {
    fakeApi.on('POST', '/api/admin/api-keys/:id/revoke', ok({ ...ACCOUNTING, revokedAt: '2026-11-29T09:00:00.000Z' }));
    renderWithProviders(<ApiKeysCard />);
    await screen.findByText('Accounting sync');
    await user.click(screen.getByRole('button', { name: /Revoke/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Revoke Accounting sync?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(fakeApi.sent('POST', '/api/admin/api-keys/:id/revoke')).toHaveLength(1));
    expect(fakeApi.sent('POST', '/api/admin/api-keys/:id/revoke')[0].params).toEqual({ id: ACCOUNTING.id });
  });

  it('offers to try again when the keys cannot be loaded', async () => {
    fakeApi.on('GET', '/api/admin/api-keys', apiError(500, { message: 'Internal server error' }));
    renderWithProviders(<ApiKeysCard />);
    expect(await screen.findByText('The API keys could not be loaded.')).toBeInTheDocument();
  });
});
