import { PhotoOwner } from '../../domain/photo.entity';

export class UploadPhotoCommand {
  constructor(
    readonly owner: PhotoOwner,
    /** The uploaded file's bytes; undefined when the request carried no `photo` file. */
    readonly bytes: Buffer | undefined,
  ) {}
}
