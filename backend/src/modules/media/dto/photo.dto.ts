/** An uploaded photo, ready to go into a product's `images` (the first is the main photo). */
export class PhotoDto {
  /** Put this in `images`: `/media/<key>.<placeholder>-600.jpg`. */
  path: string;
  /** ThumbHash, base64url. */
  placeholder: string;
  /** Of the largest file made (at most 1200). */
  width: number;
  height: number;
}

