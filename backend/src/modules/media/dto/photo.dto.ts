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

/** The multipart body of a photo upload. */
export class PhotoUploadDto {
  /** A JPEG, PNG, WebP or AVIF photo, at most 15 MB and 50 megapixels. */
  photo: Express.Multer.File;
}
