import { useEffect, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

// React's hydration itself puts a radio group back as the server wrote it: a choice made before is lost.
const NOT_TYPED_INTO = new Set(['button', 'submit', 'reset', 'hidden', 'file', 'image', 'radio']);

/** The value the server wrote into the field (React keeps it in step with the state from then on). */
function serverValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = Array.from(field.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * Hands a value to React as if the shopper had just typed it. React notices a change by comparing
 * the field with the value it last saw (its tracker, kept by the field's own `value` setter): put
 * the old value back through that setter, the new one past it, and send the event React listens for.
 */
function replayValue(field: Field, typed: string): void {
  field.value = serverValue(field);
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function replayIfChanged(element: Element): void {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') {
    if (element.checked === element.defaultChecked) return;
    element.checked = element.defaultChecked;
    element.click();
    return;
  }
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) return;
  if (element instanceof HTMLInputElement && NOT_TYPED_INTO.has(element.type)) return;
  const typed = element.value;
  if (typed !== serverValue(element)) replayValue(element, typed);
}

/**
 * A server-rendered form can be filled in before the page's script takes it over (ADR 022). React
 * leaves what was typed on the screen but not in the form's state, so the next render (the next
 * key pressed anywhere in the form) would wipe it. Once the form is live, every field that differs
 * from what the server wrote is handed over as the shopper's own input.
 */
export function useTypingBeforeHydration(formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = formRef.current;
    if (form) Array.from(form.elements).forEach(replayIfChanged);
  }, [formRef]);
}
