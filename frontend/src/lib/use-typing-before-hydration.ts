import { useEffect, type RefObject } from 'react';
import { useLiveAtMount } from './use-hydrated';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED_INTO = new Set(['button', 'submit', 'reset', 'hidden', 'file', 'image']);

/**
 * Radios the shopper chose in the server's HTML. React's hydration puts a radio group back as the
 * server wrote it, so the choice is gone from the page by the time a form could read it: it is
 * noted here first (noteChoicesBeforeHydration).
 */
const chosenBeforeHydration = new WeakSet<HTMLInputElement>();

function isRadio(target: EventTarget | null): target is HTMLInputElement {
  return target instanceof HTMLInputElement && target.type === 'radio';
}

/**
 * Called just before React takes over `root`: notes every radio chosen by then, and from then on
 * every radio chosen in a part of the page whose script is still on its way (a page's own chunk
 * hydrates after the rest). A note on a radio already live is never read: forms read theirs once.
 */
export function noteChoicesBeforeHydration(root: HTMLElement): void {
  root.querySelectorAll('input[type="radio"]').forEach((radio) => {
    if (isRadio(radio) && radio.checked && !radio.defaultChecked) chosenBeforeHydration.add(radio);
  });
  root.addEventListener(
    'change',
    (event) => {
      const radio = event.target;
      if (!isRadio(radio) || !radio.checked) return;
      // Only the group's latest choice is handed over.
      (radio.form ?? root).querySelectorAll('input[type="radio"]').forEach((peer) => {
        if (isRadio(peer) && peer.name === radio.name) chosenBeforeHydration.delete(peer);
      });
      chosenBeforeHydration.add(radio);
    },
    { capture: true },
  );
}

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
  if (isRadio(element)) {
    if (!chosenBeforeHydration.delete(element)) return;
    // Unchecked through the setter React watches, so the click below reads to it as a change.
    element.checked = false;
    element.click();
    return;
  }
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
 * key pressed anywhere in the form) would wipe it; a radio it unchecks outright. Once the form
 * (or any element holding fields) is live, every field that differs from what the server wrote,
 * and every radio chosen meanwhile, is handed over as the shopper's own input.
 */
export function useTypingBeforeHydration(fieldsRef: RefObject<HTMLElement | null>): void {
  // Only fields that came in the server's HTML: one the browser rendered itself was never typed
  // into early, and React does not mark its chosen option as the default, so it would read as changed.
  const fromServer = !useLiveAtMount();
  useEffect(() => {
    if (fromServer) fieldsRef.current?.querySelectorAll('input, textarea, select').forEach(replayIfChanged);
  }, [fieldsRef, fromServer]);
}
