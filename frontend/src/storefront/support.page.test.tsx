import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOP_SETTINGS } from '../test/fixtures';
import { apiError, fakeApi, never, ok, reply } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import SupportPage from './support.page';

const SUPPORT = '/api/support';

/** The support page once the shop's contact details have arrived. */
async function showSupport(route = '/support') {
  const rendered = renderWithProviders(<SupportPage />, { route });
  await screen.findByRole('link', { name: 'Chat on WhatsApp' });
  return rendered;
}

async function fillRequiredFields() {
  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ama');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Mensah');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ama@example.com');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Size Guide Help');
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Which size fits a 96 cm chest?');
}

describe('the support page', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/settings', ok(SHOP_SETTINGS));
    fakeApi.on('POST', SUPPORT, reply(201, { id: 's-1', status: 'open', createdAt: '2026-11-28T10:00:00.000Z' }));
  });

  it('shows the WhatsApp, phone and e-mail contacts and the business hours staff set', async () => {
    await showSupport();
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/233559876543');
    expect(screen.getByRole('link', { name: '+233 24 123 4567' })).toHaveAttribute('href', 'tel:+233241234567');
    expect(screen.getByRole('link', { name: 'hello@kente.example' })).toHaveAttribute('href', 'mailto:hello@kente.example');
    const hours = screen.getByRole('region', { name: 'Business Hours' });
    expect(hours).toHaveTextContent('Monday to Friday9:00 – 18:00');
    expect(hours).toHaveTextContent('Saturday10:00 – 16:00');
    expect(hours).toHaveTextContent('SundayClosed');
    expect(hours).toHaveTextContent('within 24 hours');
  });

  it("opens the live chat on WhatsApp with the order from the page's address in the first message, never a simulated agent", async () => {
    await showSupport('/support?order=GH-7KQ2-M9XD-4TRB');
    const chat = screen.getByRole('region', { name: 'Live Chat' });
    const link = within(chat).getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(link).toHaveAttribute('href', `https://wa.me/233559876543?text=${encodeURIComponent('Hello Kente & Co., I have a question about order GH-7KQ2-M9XD-4TRB.')}`);
    expect(chat).not.toHaveTextContent(/Connected|Chat Active|will be with you shortly/);
  });

  it('marks first name, last name, email, subject and message required, and the order number optional', async () => {
    await showSupport();
    for (const name of ['First name', 'Last name', 'Email', 'Message']) expect(screen.getByRole('textbox', { name })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Subject' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Order number (optional)' })).not.toBeRequired();
  });

  it('offers the 8 support subjects', async () => {
    await showSupport();
    const options = within(screen.getByRole('combobox', { name: 'Subject' }))
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled)
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Order Issue',
      'Product Question',
      'Shipping Inquiry',
      'Return/Exchange',
      'Payment Issue',
      'Size Guide Help',
      'Product Availability',
      'General Inquiry',
    ]);
  });

  it('sends nothing and names the missing fields when submitted empty', async () => {
    await showSupport();
    await userEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(fakeApi.sent('POST', SUPPORT)).toHaveLength(0);
    expect(screen.getByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please choose a subject')).toBeInTheDocument();
    expect(screen.getByText('Please write your message')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Please enter your first name');
  });

  it('sends the message, thanks the shopper and clears the form', async () => {
    await showSupport();
    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: /Send Message/ }));

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(fakeApi.sent('POST', SUPPORT).map((request) => request.body)).toEqual([
      { firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com', subject: 'Size Guide Help', message: 'Which size fits a 96 cm chest?' },
    ]);
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
  });

  it('prefills the order number from the tracking page link and sends it', async () => {
    await showSupport('/support?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.getByRole('textbox', { name: 'Order number (optional)' })).toHaveValue('GH-7KQ2-M9XD-4TRB');
    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    await screen.findByText('Message sent successfully!');
    expect((fakeApi.last('POST', SUPPORT).body as { orderNumber?: string }).orderNumber).toBe('GH-7KQ2-M9XD-4TRB');
  });

  it('shows the server message when sending fails and keeps what was typed', async () => {
    fakeApi.on('POST', SUPPORT, apiError(429, { message: 'Too many requests, please try again in 60 seconds' }));
    await showSupport();
    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: /Send Message/ }));

    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(screen.getByText('Too many requests, please try again in 60 seconds')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ama');
  });

  it('shows Sending... on a disabled button while the message is on its way', async () => {
    fakeApi.on('POST', SUPPORT, never());
    await showSupport();
    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Send Message/ })).not.toBeInTheDocument();
  });

  it('puts the server field messages of a 400 next to their fields', async () => {
    fakeApi.on('POST', SUPPORT, apiError(400, { message: 'Invalid input', fields: { email: ['email must be an email'] } }));
    await showSupport();
    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('email must be an email');
    expect(screen.getAllByText('email must be an email')).toHaveLength(2); // the toast and the field
  });

  it('has the FAQ sections the footer links to, with the returns and shipping answers', async () => {
    const { container } = await showSupport();
    for (const id of ['size-guide', 'returns', 'faq']) expect(container.querySelector(`#${id}`)).not.toBeNull();
    expect(container.querySelector('#returns')).toHaveTextContent('within 14 days of delivery, as long as they are unworn and still have their tags');
    expect(container.querySelector('#returns')).toHaveTextContent('return shipping is free');
    expect(container.querySelector('#faq')).toHaveTextContent('within 1-2 business days');
    expect(container.querySelector('#faq')).toHaveTextContent('2-4 days');
    expect(container.querySelector('#faq')).toHaveTextContent('free on orders over ₵200');
    expect(container.querySelector('#faq')).toHaveTextContent('Mobile Money');
  });

  it('opens the section a footer link points at', async () => {
    const { container } = await showSupport('/support#returns');
    expect(container.querySelector('#returns details')).toHaveAttribute('open');
    expect(container.querySelector('#faq details')).not.toHaveAttribute('open');
  });
});
