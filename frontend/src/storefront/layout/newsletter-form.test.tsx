import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from './newsletter-form';

describe('the newsletter form', () => {
  it('asks for a required e-mail address', () => {
    render(<NewsletterForm />);
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
  });

  it('thanks the shopper on submit and sends nothing', async () => {
    const fetchSpy = jest.fn();
    Object.assign(globalThis, { fetch: fetchSpy });
    const xhrSpy = jest.spyOn(XMLHttpRequest.prototype, 'open');
    render(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('Email address'), 'ama@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrSpy).not.toHaveBeenCalled();
  });
});
