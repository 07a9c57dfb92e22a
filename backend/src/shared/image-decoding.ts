import sharp from 'sharp';
import { ConcurrencyLimit } from './concurrency-limit';

// An upload is decoded once and never again: libvips' operation cache would only keep its pixels alive.
sharp.cache(false);

/**
 * Every image decode in the process takes its turn here, so twelve large uploads at once hold two
 * decoded images in memory, not twelve. (sharp.concurrency(), libvips' threads per image, stays at
 * sharp's default: 1 on glibc Linux, where more threads mostly fragment memory.)
 */
export const imageDecodes = new ConcurrencyLimit(2);
