import type { ImageType } from '@carbonmarket/domain';
import { ApiError } from '../apiError';
import { UPLOAD_FIELD } from '../http/mountUpload';
import { cutAtImageEnd } from './imageEnd';
import { imageTypeOf } from './imageType';

/**
 * The image an upload holds, as it is kept: its type judged by its first bytes, and nothing after
 * the image's end (a polyglot's payload is cut off). A file whose type or end cannot be found is
 * refused as no picture (FILE_TYPE_INVALID on the file field).
 */
export async function acceptedImage(bytes: Buffer): Promise<{ image: Buffer; type: ImageType }> {
  const type = await imageTypeOf(bytes);
  const image = type ? cutAtImageEnd(bytes, type) : null;
  if (!type || !image)
    throw new ApiError('FILE_TYPE_INVALID', {}, { [UPLOAD_FIELD]: 'FILE_TYPE_INVALID' });
  return { image, type };
}
