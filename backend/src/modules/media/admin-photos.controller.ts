import { Controller, Post, UploadedFile } from '@nestjs/common';
import { AdminOnly } from '../identity/guards/auth.guards';
import { UploadPhotoCommand } from './commands/upload-photo/upload-photo.command';
import { UploadPhotoHandler } from './commands/upload-photo/upload-photo.handler';
import { PhotoDto } from './dto/photo.dto';
import { PhotoUpload } from './upload-photo.decorator';

/** Staff upload photos for catalog products; the product form then lists the paths in `images`. */
@Controller('admin/photos')
@AdminOnly('catalog')
export class AdminPhotosController {
  constructor(private readonly uploadPhotoHandler: UploadPhotoHandler) {}

  @Post()
  @PhotoUpload()
  uploadAdminPhoto(@UploadedFile() photo: Express.Multer.File | undefined): Promise<PhotoDto> {
    return this.uploadPhotoHandler.execute(new UploadPhotoCommand('admin', photo?.buffer));
  }
}
