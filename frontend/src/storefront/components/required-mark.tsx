import './forms.css';

/** The asterisk after a required field's label; screen readers get the input's own `required`. */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {' *'}
    </span>
  );
}
