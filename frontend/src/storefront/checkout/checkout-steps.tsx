/** SPEC §2: a progress display only; the whole checkout is one form. */
export function CheckoutSteps() {
  return (
    <ol className="checkout-steps" aria-label="Checkout steps">
      {['Shipping', 'Payment', 'Review'].map((step, index) => (
        <li key={step} className={index === 0 ? 'checkout-steps__step checkout-steps__step--current' : 'checkout-steps__step'} aria-current={index === 0 ? 'step' : undefined}>
          <span className="round-icon checkout-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  );
}
