import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { MAX_PHOTO_BYTES } from './domain/photo-names';
import { PhotoDto } from './dto/photo.dto';

/**
 * A route taking one photo as multipart/form-data (field `photo`): multer keeps it in memory up to
 * 15 MB (a larger one is cut off there with 413, never buffered whole) and takes no other part.
 */
export const PhotoUpload = () =>
  applyDecorators(
    UseInterceptors(FileInterceptor('photo', { storage: memoryStorage(), limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 } })),
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', required: ['photo'], properties: { photo: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or AVIF; at most 15 MB and 50 megapixels' } } } }),
    ApiCreatedResponse({ type: PhotoDto }),
    ApiBadRequestResponse({ type: ApiErrorDto, description: 'Not a JPEG, PNG, WebP or AVIF photo (a HEIC answers "Please upload a JPEG or PNG"), or over 50 megapixels' }),
    ApiPayloadTooLargeResponse({ type: ApiErrorDto, description: 'Over 15 MB' }),
  );
