/*
 * Evaluating the libraries (React DOM above all) and then the shop's own modules was one task of
 * 90-140 ms under a phone's 4x slower CPU: the longest task before a page answers a tap. The shop's
 * modules wait here for the next task, so each half is a task of its own. Imported first by
 * entry-client.ts and placed first in the `shop` chunk (storefront-chunks.ts); a message, not a timer,
 * so a page opened in a background tab is not held back by timer throttling.
 */
await new Promise<void>((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
});

export {};
