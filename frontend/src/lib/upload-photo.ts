import type { AxiosRequestConfig } from 'axios';
import type { ApiResponse } from '../api/http';
import type { PhotoDto } from '../api/generated/model';

/** A generated upload call of the contract: `uploadAdminPhoto` or `uploadSupplierPhoto`. */
export type PhotoUpload = (body: { photo: Blob }, options?: AxiosRequestConfig) => Promise<ApiResponse<PhotoDto>>;

/**
 * Sends one photo through the generated client with axios' upload progress: a phone photo on
 * mobile data takes long enough that the person needs to see it moving. Errors are the client's
 * (HttpError with the status and body, NetworkError), so screens read them alike.
 */
export async function uploadPhoto(upload: PhotoUpload, file: File, onProgress: (fraction: number) => void): Promise<PhotoDto> {
  const { data } = await upload(
    { photo: file },
    {
      onUploadProgress: (event) => {
        // Undefined when the browser cannot tell the size it sends.
        if (event.progress !== undefined) onProgress(event.progress);
      },
    },
  );
  return data;
}
