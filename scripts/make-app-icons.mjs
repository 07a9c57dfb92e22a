/**
 * One-off: draws the installable app's icons (frontend/public/icons) from the shop's kente mark
 * (frontend/src/components/kente-mark.tsx). The PNGs are committed; run again only if the mark changes:
 * `node scripts/make-app-icons.mjs`.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'frontend', 'public', 'icons');
mkdirSync(out, { recursive: true });

const strips = `
  <path d="M0 7h32v4H0zM0 21h32v4H0z" fill="#14532D"/>
  <path d="M9 0h4v32H9zM19 0h4v32h-4z" fill="#B42318" fill-opacity=".85"/>
  <path d="M0 14h32v4H0z" fill="#1F1A14" fill-opacity=".8"/>`;
// 'any': the mark as the header draws it, rounded corners included.
const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><clipPath id="c"><rect width="32" height="32" rx="6"/></clipPath><g clip-path="url(#c)"><rect width="32" height="32" fill="#C8961E"/>${strips}</g></svg>`;
// 'maskable': full bleed, so whatever shape the launcher cuts (circle, squircle) is all cloth.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#C8961E"/>${strips}</svg>`;

/** @type {[name: string, svg: string, size: number][]} */
const icons = [
  ['icon-192.png', mark, 192],
  ['icon-512.png', mark, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon-180.png', maskable, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(join(out, name));
  console.log(`${name} ${size}x${size}`);
}
