import { DELIVERY_SETTINGS } from '../test/delivery-options';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupsDto, ShopPageDto } from '../api/generated/model';
import { SHOP_SETTINGS } from '../test/fixtures';
import { apiError, fakeApi, ok, reply } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { SettingsTab } from './settings-tab';

const BACKUPS: BackupsDto = {
  state: 'on',
  everyHours: 24,
  keep: 7,
  dir: '/srv/shop/data/backups',
  backups: [
    { name: 'shop-20261127T093000Z-on-request.tar.gz', takenAt: '2026-11-27T09:30:00.000Z', reason: 'on-request', sizeBytes: 4_980_736 },
    { name: 'shop-20261127T030000Z.tar.gz', takenAt: '2026-11-27T03:00:00.000Z', reason: 'scheduled', sizeBytes: 4_823_449 },
    { name: 'shop-20261120T080000Z-before-upgrade.tar.gz', takenAt: '2026-11-20T08:00:00.000Z', reason: 'before-upgrade', sizeBytes: 4_613_734 },
  ],
};

const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

/** Sets a field's text at once: typing letter by letter into antd inputs takes seconds in jsdom. */
function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

const TITLES: Record<string, string> = { shipping: 'Shipping & Delivery', returns: 'Returns & Exchanges', privacy: 'Privacy Policy', terms: 'Terms of Service' };
const page = (slug: string, title = TITLES[slug]): ShopPageDto => ({ slug: slug as ShopPageDto['slug'], title, markdown: `## ${title}\n\nText.`, html: `<h2>${title}</h2>\n<p>Text.</p>\n`, updatedAt: '2026-11-20T10:00:00.000Z' });

/** The store details form, once the stored details have arrived. */
async function storedDetails() {
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Shop phone' })).toHaveValue(SHOP_SETTINGS.phone));
}

describe('the admin Settings tab', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/admin/backups', ok(BACKUPS));
    fakeApi.on('GET', '/api/admin/webhooks', ok([]));
    fakeApi.on('GET', '/api/admin/api-keys', ok([]));
    fakeApi.on('GET', '/api/admin/search/synonyms', ok({ groups: [] }));
    fakeApi.on('GET', '/api/admin/search/misses', ok([]));
    fakeApi.on('GET', '/api/admin/delivery', ok(DELIVERY_SETTINGS));
    fakeApi.on('GET', '/api/settings', ok(SHOP_SETTINGS));
    fakeApi.on('GET', '/api/pages/:slug', (request) => ok(page(request.params.slug)));
    fakeApi.on('PUT', '/api/admin/settings', (request) => ok({ ...SHOP_SETTINGS, ...(request.body as object) }));
    fakeApi.on('PUT', '/api/admin/pages/:slug', (request) => ok({ ...page(request.params.slug), ...(request.body as object) }));
  });

  it('shows the stored details, ready to edit', async () => {
    renderWithProviders(<SettingsTab />);
    await storedDetails();
    expect(screen.getByRole('textbox', { name: 'Shop phone' })).toHaveValue('+233 24 123 4567');
    expect(screen.getByRole('textbox', { name: 'WhatsApp number' })).toHaveValue('055 987 6543');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('hello@kente.example');
    expect(screen.getByRole('textbox', { name: 'Store address' })).toHaveValue(SHOP_SETTINGS.address);
    expect(screen.getByRole('textbox', { name: 'Business hours' })).toHaveValue(SHOP_SETTINGS.businessHours);
    expect(screen.getAllByRole('textbox', { name: 'Address' }).map((input) => (input as HTMLInputElement).value)).toEqual(SHOP_SETTINGS.socialLinks.map((link) => link.url));
  });

  it('saves every field, the new phone included', async () => {
    renderWithProviders(<SettingsTab />);
    await storedDetails();
    fill(screen.getByRole('textbox', { name: 'Shop phone' }), '020 812 3456');
    await user.click(screen.getByRole('button', { name: 'Save Store Details' }));
    await waitFor(() => expect(fakeApi.sent('PUT', '/api/admin/settings')).toHaveLength(1));
    const { phoneLink: _phoneLink, whatsappLink: _whatsappLink, placeholderContacts: _placeholders, updatedAt: _updatedAt, ...fields } = SHOP_SETTINGS;
    expect(fakeApi.last('PUT', '/api/admin/settings').body).toEqual({ ...fields, phone: '020 812 3456' });
    await screen.findByText('Store settings saved');
  });

  it('refuses a number that is no phone number, an http link and a bad e-mail before sending', async () => {
    renderWithProviders(<SettingsTab />);
    await storedDetails();
    fill(screen.getByRole('textbox', { name: 'Shop phone' }), 'call us');
    fill(screen.getByRole('textbox', { name: 'E-mail' }), 'hello@');
    fill(screen.getAllByRole('textbox', { name: 'Address' })[0], 'http://instagram.com/kente');
    await user.click(screen.getByRole('button', { name: 'Save Store Details' }));
    expect(await screen.findByText('Enter a phone number like +233 24 123 4567')).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address like support@yourshop.com')).toBeInTheDocument();
    expect(screen.getByText('Use an https:// address')).toBeInTheDocument();
    expect(fakeApi.sent('PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it("puts the server's 400 messages beside the fields they name", async () => {
    fakeApi.on('PUT', '/api/admin/settings', apiError(400, { message: 'Invalid input', fields: { whatsapp: ['whatsapp must be a phone number like +233 24 123 4567'], 'socialLinks.1.url': ['url must be an https:// address'] } }));
    renderWithProviders(<SettingsTab />);
    await storedDetails();
    await user.click(screen.getByRole('button', { name: 'Save Store Details' }));
    expect(await screen.findByText('whatsapp must be a phone number like +233 24 123 4567')).toBeInTheDocument();
    expect(screen.getByText('url must be an https:// address')).toBeInTheDocument();
  });

  it('adds and removes social links', async () => {
    renderWithProviders(<SettingsTab />);
    await storedDetails();
    await user.click(screen.getAllByRole('button', { name: 'Remove this link' })[1]);
    await user.click(screen.getByRole('button', { name: /Add a link/ }));
    const names = screen.getAllByRole('textbox', { name: 'Network' });
    const urls = screen.getAllByRole('textbox', { name: 'Address' });
    fill(names[1], 'Facebook');
    fill(urls[1], 'https://www.facebook.com/kente.example');
    await user.click(screen.getByRole('button', { name: 'Save Store Details' }));
    await waitFor(() => expect(fakeApi.sent('PUT', '/api/admin/settings')).toHaveLength(1));
    expect((fakeApi.last('PUT', '/api/admin/settings').body as { socialLinks: unknown }).socialLinks).toEqual([SHOP_SETTINGS.socialLinks[0], { name: 'Facebook', url: 'https://www.facebook.com/kente.example' }]);
  });

  it('edits each policy page in Markdown and links to it on the storefront', async () => {
    renderWithProviders(<SettingsTab />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Shipping & Delivery'));
    expect(screen.getByRole('link', { name: 'View page' })).toHaveAttribute('href', '/shipping');
    await user.click(screen.getByText('Returns'));
    expect(await screen.findByDisplayValue('Returns & Exchanges')).toBeInTheDocument();
    fill(screen.getByRole('textbox', { name: 'Text (Markdown)' }), 'Within **14 days**.');
    await user.click(screen.getByRole('button', { name: 'Save Page' }));
    await waitFor(() => expect(fakeApi.sent('PUT', '/api/admin/pages/:slug')).toHaveLength(1));
    expect(fakeApi.last('PUT', '/api/admin/pages/:slug')).toMatchObject({ path: '/api/admin/pages/returns', body: { title: 'Returns & Exchanges', markdown: 'Within **14 days**.' } });
    await screen.findByText('Returns & Exchanges saved');
  });

  it('lists the backups newest first, each to download, and takes one on request', async () => {
    fakeApi.on('POST', '/api/admin/backups', reply(201, BACKUPS));
    renderWithProviders(<SettingsTab />);
    const card = within(screen.getByText('Backups').closest('.ant-card') as HTMLElement);
    expect(await card.findByText(/every 24 hours and before each upgrade, and keeps the newest 7 of those, and apart from them the newest 7 taken from this page \(at most 10 an hour\), in/)).toBeInTheDocument();
    expect(card.getByText('/srv/shop/data/backups')).toBeInTheDocument();
    // The list's own items, not those of each item's actions list.
    const rows = card.getAllByRole('listitem').filter((item) => item.classList.contains('ant-list-item'));
    expect(rows.map((row) => row.textContent)).toEqual([
      '27 Nov 2026, 09:30Taken from this page · 4.8 MB Download',
      '27 Nov 2026, 03:00Scheduled · 4.6 MB Download',
      '20 Nov 2026, 08:00Before an upgrade · 4.4 MB Download',
    ]);
    expect(within(rows[1]).getByRole('link', { name: /Download/ })).toHaveAttribute('href', '/api/admin/backups/shop-20261127T030000Z.tar.gz');

    await user.click(card.getByRole('button', { name: /Back Up Now/ }));
    expect(await screen.findByText('Backup taken')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/admin/backups')).toHaveLength(1);
  });

  it("warns when the shop's own newest backup is older than the schedule allows, whatever was taken from the page since", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T03:59:00Z'), doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { unmount } = renderWithProviders(<SettingsTab />);
      await screen.findByText('/srv/shop/data/backups');
      // 25 hours after the scheduled copy, within the hour's grace: on schedule.
      expect(screen.queryByText(/No backup since/)).not.toBeInTheDocument();
      unmount();
      // The copy taken from the page at 09:30 puts nothing off.
      jest.setSystemTime(new Date('2026-11-28T04:01:00Z'));
      renderWithProviders(<SettingsTab />);
      expect(await screen.findByText('No backup since 27 Nov 2026, 03:00')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("says why a backup could not be taken, and what to do on PostgreSQL or with backups off", async () => {
    fakeApi.on('POST', '/api/admin/backups', apiError(409, { message: 'This shop takes no backups of its own: its database is PostgreSQL, or BACKUP_HOURS is off' }));
    const { unmount } = renderWithProviders(<SettingsTab />);
    await user.click(await screen.findByRole('button', { name: /Back Up Now/ }));
    expect(await screen.findByText('The backup could not be taken')).toBeInTheDocument();
    unmount();

    fakeApi.on('GET', '/api/admin/backups', ok({ state: 'postgresql', everyHours: null, keep: null, dir: null, backups: [] }));
    const postgres = renderWithProviders(<SettingsTab />);
    expect(await screen.findByText(/back it up with/)).toHaveTextContent("The shop's database is PostgreSQL: back it up with pg_dump or your database provider's backups.");
    expect(screen.queryByRole('button', { name: /Back Up Now/ })).not.toBeInTheDocument();
    postgres.unmount();

    fakeApi.on('GET', '/api/admin/backups', ok({ state: 'off', everyHours: null, keep: null, dir: null, backups: [] }));
    const off = renderWithProviders(<SettingsTab />);
    expect(await screen.findByText(/Backups are off/)).toHaveTextContent('Backups are off (BACKUP_HOURS=off).');
    off.unmount();

    fakeApi.on('GET', '/api/admin/backups', apiError(500, { message: 'Internal server error' }));
    renderWithProviders(<SettingsTab />);
    expect(await screen.findByText('The backups could not be loaded.')).toBeInTheDocument();
  });
});
