import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUpdateShopPage, useUpdateShopSettings } from '../api/generated/endpoints/admin/admin';
import { useGetShopPage, useGetShopSettings } from '../api/generated/endpoints/settings/settings';
import type { ShopPageDto } from '../api/generated/model';
import { answered, apiError, mutation, SHOP_SETTINGS } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { SettingsTab } from './settings-tab';

jest.mock('../api/generated/endpoints/admin/admin', () => ({
  ...jest.requireActual('../api/generated/endpoints/admin/admin'),
  useUpdateShopSettings: jest.fn(),
  useUpdateShopPage: jest.fn(),
}));
jest.mock('../api/generated/endpoints/settings/settings', () => ({
  ...jest.requireActual('../api/generated/endpoints/settings/settings'),
  useGetShopSettings: jest.fn(),
  useGetShopPage: jest.fn(),
}));
const useUpdateShopSettingsMock = useUpdateShopSettings as unknown as jest.Mock;
const useUpdateShopPageMock = useUpdateShopPage as unknown as jest.Mock;
const useGetShopSettingsMock = useGetShopSettings as unknown as jest.Mock;
const useGetShopPageMock = useGetShopPage as unknown as jest.Mock;

// antd screens render slowly in jsdom while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });
const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

/** Sets a field's text at once: typing letter by letter into antd inputs takes seconds in jsdom. */
function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

const page = (slug: string, title: string): ShopPageDto => ({ slug: slug as ShopPageDto['slug'], title, markdown: `## ${title}\n\nText.`, html: `<h2>${title}</h2>\n<p>Text.</p>\n`, updatedAt: '2026-11-20T10:00:00.000Z' });

describe('the admin Settings tab', () => {
  let saveSettings: jest.Mock;
  let savePage: jest.Mock;
  beforeEach(() => {
    saveSettings = jest.fn();
    savePage = jest.fn();
    useUpdateShopSettingsMock.mockReturnValue(mutation(saveSettings));
    useUpdateShopPageMock.mockReturnValue(mutation(savePage));
    useGetShopSettingsMock.mockReturnValue(answered(SHOP_SETTINGS));
    useGetShopPageMock.mockImplementation((slug: string) => answered(page(slug, { shipping: 'Shipping & Delivery', returns: 'Returns & Exchanges', privacy: 'Privacy Policy', terms: 'Terms of Service' }[slug]!)));
  });

  it('shows the stored details, ready to edit', () => {
    renderWithProviders(<SettingsTab />);
    expect(screen.getByRole('textbox', { name: 'Shop phone' })).toHaveValue('+233 24 123 4567');
    expect(screen.getByRole('textbox', { name: 'WhatsApp number' })).toHaveValue('055 987 6543');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('hello@kente.example');
    expect(screen.getByRole('textbox', { name: 'Store address' })).toHaveValue(SHOP_SETTINGS.address);
    expect(screen.getByRole('textbox', { name: 'Business hours' })).toHaveValue(SHOP_SETTINGS.businessHours);
    expect(screen.getAllByRole('textbox', { name: 'Address' }).map((input) => (input as HTMLInputElement).value)).toEqual(SHOP_SETTINGS.socialLinks.map((link) => link.url));
  });

  it('saves every field, the new phone included', async () => {
    renderWithProviders(<SettingsTab />);
    fill(screen.getByRole('textbox', { name: 'Shop phone' }), '020 812 3456');
    await user.click(screen.getByRole('button', { name: 'Save Store Details' }));
    await waitFor(() => expect(saveSettings).toHaveBeenCalledTimes(1));
    const { phoneLink: _phoneLink, whatsappLink: _whatsappLink, updatedAt: _updatedAt, ...fields } = SHOP_SETTINGS;
    expect(saveSettings.mock.calls[0][0]).toEqual({ data: { ...fields, phone: '020 812 3456' } });
  });

  it('refuses a number that is no phone number, an http link and a bad e-mail before sending', async () => {
    renderWithProviders(<SettingsTab />);
    fill(screen.getByRole('textbox', { name: 'Shop phone' }), 'call us');
    fill(screen.getByRole('textbox', { name: 'E-mail' }), 'hello@');
    fill(screen.getAllByRole('textbox', { name: 'Address' })[0], 'http://instagram.com/kente');
    await user.click(screen.getByRole('button', { name: 'Save Store Details' }));
    expect(await screen.findByText('Enter a phone number like +233 24 123 4567')).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address like support@yourshop.com')).toBeInTheDocument();
    expect(screen.getByText('Use an https:// address')).toBeInTheDocument();
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it("puts the server's 400 messages beside the fields they name", async () => {
    saveSettings.mockImplementation((_variables, { onError }) => onError(apiError(400, { message: 'Invalid input', fields: { whatsapp: ['whatsapp must be a phone number like +233 24 123 4567'], 'socialLinks.1.url': ['url must be an https:// address'] } })));
    renderWithProviders(<SettingsTab />);
    await user.click(screen.getByRole('button', { name: 'Save Store Details' }));
    expect(await screen.findByText('whatsapp must be a phone number like +233 24 123 4567')).toBeInTheDocument();
    expect(screen.getByText('url must be an https:// address')).toBeInTheDocument();
  });

  it('adds and removes social links', async () => {
    renderWithProviders(<SettingsTab />);
    await user.click(screen.getAllByRole('button', { name: 'Remove this link' })[1]);
    await user.click(screen.getByRole('button', { name: /Add a link/ }));
    const names = screen.getAllByRole('textbox', { name: 'Network' });
    const urls = screen.getAllByRole('textbox', { name: 'Address' });
    fill(names[1], 'Facebook');
    fill(urls[1], 'https://www.facebook.com/kente.example');
    await user.click(screen.getByRole('button', { name: 'Save Store Details' }));
    await waitFor(() => expect(saveSettings).toHaveBeenCalledTimes(1));
    expect(saveSettings.mock.calls[0][0].data.socialLinks).toEqual([SHOP_SETTINGS.socialLinks[0], { name: 'Facebook', url: 'https://www.facebook.com/kente.example' }]);
  });

  it('edits each policy page in Markdown and links to it on the storefront', async () => {
    renderWithProviders(<SettingsTab />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Shipping & Delivery');
    expect(screen.getByRole('link', { name: 'View page' })).toHaveAttribute('href', '/shipping');
    await user.click(screen.getByText('Returns'));
    expect(await screen.findByDisplayValue('Returns & Exchanges')).toBeInTheDocument();
    fill(screen.getByRole('textbox', { name: 'Text (Markdown)' }), 'Within **14 days**.');
    await user.click(screen.getByRole('button', { name: 'Save Page' }));
    await waitFor(() => expect(savePage).toHaveBeenCalledTimes(1));
    expect(savePage.mock.calls[0][0]).toEqual({ slug: 'returns', data: { title: 'Returns & Exchanges', markdown: 'Within **14 days**.' } });
  });
});
