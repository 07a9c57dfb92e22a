import { HttpError, NetworkError } from '../api/http';
import type { PhotoDto } from '../api/generated/model';

/**
 * Sends one photo to an upload route of the contract (getUploadAdminPhotoUrl(), getUploadSupplierPhotoUrl())
 * with XMLHttpRequest rather than the generated hook: fetch cannot report upload progress, and a
 * phone photo on mobile data takes long enough that the person needs to see it moving. Errors are
 * the generated client's (HttpError with the status and body, NetworkError), so screens read them alike.
 */
export function uploadPhoto(url: string, file: File, onProgress: (fraction: number) => void): Promise<PhotoDto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as PhotoDto);
      else reject(new HttpError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () => reject(new NetworkError(new Error('upload failed')));
    const body = new FormData();
    body.append('photo', file);
    request.send(body);
  });
}
