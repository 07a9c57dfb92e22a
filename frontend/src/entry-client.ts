/*
 * The browser's entry (ADR 031): a page the server rendered is shown first, its main photos
 * included, and only then does the app's script start downloading, unless the shopper touches,
 * types or focuses something first. On a slow connection the scripts (about 90 kB) would otherwise
 * share the bandwidth with the photo the shopper is waiting for. Any other page starts at once.
 * The app's chunks wait in the page as inert preload links (<template id="app-chunks">).
 */
import './global.css';

const APP_CHUNKS_ID = 'app-chunks';
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

let started = false;
function start(): void {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
  const chunks = document.getElementById(APP_CHUNKS_ID);
  if (chunks instanceof HTMLTemplateElement) document.head.append(chunks.content);
  // Each preload link asks the browser for its file there and then: on a phone's busy cores the
  // links took 5-20 ms, so the app's first module is evaluated in a task of its own.
  setTimeout(() => void import('./app/start'));
}

/** The page's main photos (the ones it asks for first) decoded, and a frame painted with them. */
async function mainPhotosShown(): Promise<void> {
  const photos = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  // A photo that fails still counts as shown: the page must not wait for it.
  await Promise.all(photos.map((photo) => photo.decode().catch(() => undefined)));
  // The first frame callback comes before that frame is painted, the second after it.
  await new Promise(requestAnimationFrame);
  await new Promise(requestAnimationFrame);
}

const serverRendered = document.getElementById('root')?.hasChildNodes() ?? false;
// A tab opened in the background paints nothing (and runs no frame callbacks) until it is shown.
if (!serverRendered || document.visibilityState === 'hidden') start();
else {
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
  // In a task of its own, not in the frame callback: there it would hold up that frame's paint.
  void mainPhotosShown().then(() => setTimeout(start));
}
