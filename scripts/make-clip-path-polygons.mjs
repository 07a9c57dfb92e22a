/**
 * One-off: prints the `clip-path` polygons that draw the stars (stars.css) and the empty heart
 * (wishlist-button.css) from Ant Design's icon paths (MIT), sampled in Chromium (ADR 091). Paste
 * its output into those files; run again only if a shape changes: `node scripts/make-clip-path-polygons.mjs`.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './bench/lib.mjs';

const STAR = 'M908.1 353.1l-253.9-36.9L540.7 86.1c-3.1-6.3-8.2-11.4-14.5-14.5-15.8-7.8-35-1.3-42.9 14.5L369.8 316.2l-253.9 36.9c-7 1-13.4 4.3-18.3 9.3a32.05 32.05 0 00.6 45.3l183.7 179.1-43.4 252.9a31.95 31.95 0 0046.4 33.7L512 754l227.1 119.4c6.2 3.3 13.4 4.4 20.3 3.2 17.4-3 29.1-19.5 26.1-36.9l-43.4-252.9 183.7-179.1c5-4.9 8.3-11.3 9.3-18.3 2.7-17.5-9.5-33.7-27-36.3z';
const HEART_OUTER = 'M923 283.6a260.04 260.04 0 00-56.9-82.8 264.4 264.4 0 00-84-55.5A265.34 265.34 0 00679.7 125c-49.3 0-97.4 13.5-139.2 39-10 6.1-19.5 12.8-28.5 20.1-9-7.3-18.5-14-28.5-20.1-41.8-25.5-89.9-39-139.2-39-35.5 0-69.9 6.8-102.4 20.3-31.4 13-59.7 31.7-84 55.5a258.44 258.44 0 00-56.9 82.8c-13.9 32.3-21 66.6-21 101.9 0 33.3 6.8 68 20.3 103.3 11.3 29.5 27.5 60.1 48.2 91 32.8 48.9 77.9 99.9 133.9 151.6 92.8 85.7 184.7 144.9 188.6 147.3l23.7 15.2c10.5 6.7 24 6.7 34.5 0l23.7-15.2c3.9-2.5 95.7-61.6 188.6-147.3 56-51.7 101.1-102.7 133.9-151.6 20.7-30.9 37-61.5 48.2-91 13.5-35.3 20.3-70 20.3-103.3.1-35.3-7-69.6-20.9-101.9z';
const HEART_INNER = 'M512 814.8S156 586.7 156 385.5C156 283.6 240.3 201 344.3 201c73.1 0 136.5 40.8 167.7 100.4C543.2 241.8 606.6 201 679.7 201c104 0 188.3 82.6 188.3 184.5 0 201.2-356 429.3-356 429.3z';
// The paths' viewBoxes: the star's box is a little wider than the star, which spaces five of them.
const STAR_BOX = { x: 64, y: 64, width: 928, height: 896 };
const HEART_BOX = { x: 64, y: 64, width: 896, height: 896 };

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const page = await browser.newPage();
const sampled = await page.evaluate(
  ({ star, heartOuter, heartInner }) => {
    const sample = (d, count) => {
      const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
      path.setAttribute('d', d);
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.append(path);
      document.body.append(svg);
      const length = path.getTotalLength();
      return Array.from({ length: count }, (_, i) => {
        const point = path.getPointAtLength((length * i) / count);
        return [point.x, point.y];
      });
    };
    // The star's ten corners: in each tenth of a turn round its centre, the sample farthest out (a tip) or nearest in (a notch).
    const outline = sample(star, 2000);
    const [centreX, centreY] = [512, 490];
    const distance = (point) => Math.hypot(point[0] - centreX, point[1] - centreY);
    const corners = Array.from({ length: 10 }, (_, k) => {
      const bearing = -Math.PI / 2 + (k * Math.PI) / 5;
      const inTurn = outline.filter(([x, y]) => {
        const off = Math.atan2(y - centreY, x - centreX) - bearing;
        return Math.abs(Math.atan2(Math.sin(off), Math.cos(off))) < Math.PI / 10;
      });
      return inTurn.reduce((best, point) => ((k % 2 === 0 ? distance(point) > distance(best) : distance(point) < distance(best)) ? point : best));
    });
    return { corners, outer: sample(heartOuter, 56), inner: sample(heartInner, 44) };
  },
  { star: STAR, heartOuter: HEART_OUTER, heartInner: HEART_INNER },
);
await browser.close();

// A tenth of a percent: under a tenth of a CSS pixel at these sizes.
const percent = (value) => `${String(Math.round(value * 10) / 10).replace(/^0\./, '.')}%`;
/** A point of a path as a polygon's point: percentages of the element's box, which `box` is in the path's units. */
const inBox = (box, point) => `${percent(((point[0] - box.x) / box.width) * 100)} ${percent(((point[1] - box.y) / box.height) * 100)}`;
// Five stars in one polygon: round each from its top tip and on to the next tip; the closing edge runs back over those joins.
const fiveTiles = { ...STAR_BOX, width: 5 * STAR_BOX.width };
const stars = [0, 1, 2, 3, 4].flatMap((tile) => [...sampled.corners, sampled.corners[0]].map(([x, y]) => inBox(fiveTiles, [x + tile * STAR_BOX.width, y])));
// The outline's outer edge, then its inner edge: with evenodd, the ring between them.
const heart = [...sampled.outer, sampled.outer[0], ...sampled.inner, sampled.inner[0]].map((point) => inBox(HEART_BOX, point));
console.log(`stars.css:\n  clip-path: polygon(${stars.join(', ')});\n`);
console.log(`wishlist-button.css:\n  clip-path: polygon(evenodd, ${heart.join(', ')});`);
