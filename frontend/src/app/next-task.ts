/**
 * Resolves in a task of its own: a module that awaits it at its top ends the task its chunk was
 * evaluated in, and what imports it runs in the next (ADR 030, ADR 082). A message, not a timer, so
 * a page opened in a background tab is not held back by timer throttling.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
