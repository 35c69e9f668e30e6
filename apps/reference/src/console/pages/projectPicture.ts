import { useEffect, useRef, useState } from 'react';
import { PROJECT_PICTURE_MAX_BYTES, imageFileRefusal } from '@carbonmarket/domain';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import type { ProjectPictureUpload } from '@carbonmarket/ui/screens/console/ConsoleNewProjectScreen';
import { consoleApi } from '../consoleServices';
import { refusalOf } from './refusalOf';

/**
 * A project's picture, from the file picked to its stored address: the file's type and size are
 * checked before it goes, then it is uploaded with its progress, and the form takes the address
 * the server answers. A newer pick replaces one still on its way, whose answer is then ignored;
 * leaving the page stops the upload.
 */
export function useProjectPicture() {
  const [picture, setPicture] = useState<ProjectPictureUpload>({ step: 'idle' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const pick = (file: File) => {
    current.current?.abort();
    current.current = null;
    const refusal = imageFileRefusal(file, PROJECT_PICTURE_MAX_BYTES);
    if (refusal !== null) {
      setPicture({ step: 'failed', error: refusal });
      return;
    }
    const upload = new AbortController();
    current.current = upload;
    setPicture({ step: 'sending', progress: 0 });
    void consoleApi
      .upload(adminEndpoints.uploadProjectPicture, file, {
        signal: upload.signal,
        onProgress: ({ fraction }) => {
          if (current.current === upload) setPicture({ step: 'sending', progress: fraction });
        },
      })
      .then((result) => {
        if (current.current !== upload) return;
        current.current = null;
        setPicture(
          result.ok
            ? { step: 'sent', imageUrl: result.data.imageUrl }
            : { step: 'failed', error: refusalOf(result.error).error },
        );
      });
  };
  return { picture, onPickPicture: pick };
}
