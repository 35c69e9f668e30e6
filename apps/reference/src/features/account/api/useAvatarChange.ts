import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarFileRefusal, isImageType } from '@carbonmarket/domain';
import type { ErrorCode } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import type { AvatarStep, PictureArea } from '@carbonmarket/ui/screens/account/AvatarScreen';
import { ApiError, isTransportFailure } from '../../../lib/api/apiError';
import { screenErrorOf } from '../../../lib/api/errorCode';
import { avatarChanged } from '../../../lib/query/cacheChanges';
import { uploadMutation } from '../../../lib/query/uploadMutation';
import { useSessionStore } from '../../../lib/session/sessionContext';
import { loadPicture, squareJpeg } from './avatarPicture';
import type { Picture } from './avatarPicture';

/** The square cut from the picture, as sent: the same bytes go again on Try again. */
interface Cropped {
  blob: Blob;
  /** An object URL of `blob`, for the preview. */
  preview: string;
}

/** Where the change stands before the upload's own state is read. */
type Change =
  | { step: 'choose'; refusal?: ErrorCode }
  | { step: 'crop'; picture: Picture }
  | { step: 'cropped'; cropped: Cropped; refusal?: ErrorCode };

/** Failures that may pass when the same crop is sent again: the way there, the server's storage. */
const mayPassAgain = (error: unknown) =>
  isTransportFailure(error) || (error instanceof ApiError && error.code === 'UPLOAD_FAILED');

/** The name the square is sent under (the server judges it by its bytes and names it itself). */
const FILE_NAME = 'avatar.jpg';

/**
 * A new avatar, from the file picked to the profile showing it: the file's type is checked before
 * it is offered to crop, and a file the browser cannot decode is refused as no picture; the
 * square kept is drawn as a JPEG of at most 512 pixels a side, checked against the server's size
 * limit, and uploaded with its progress. A refusal says why; a crop lost on the way is kept and
 * sent again on Try again. The server's reply writes the new address into the cached profile
 * (`avatarChanged`) and the login info the app keeps.
 */
export function useAvatarChange() {
  const client = useQueryClient();
  const session = useSessionStore();
  const [change, setChange] = useState<Change>({ step: 'choose' });
  const [progress, setProgress] = useState(0);
  // The latest pick: a slower decode of an earlier one must not replace it.
  const picks = useRef(0);
  // The square is being drawn from the crop.
  const drawing = useRef(false);
  // Object URLs made and not yet revoked: all of them go when the page is left.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const made = urls.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
      made.clear();
    };
  }, []);

  const upload = useMutation(
    uploadMutation(endpoints.profile.uploadAvatar, {
      onSuccess: ({ avatarUrl }) => {
        avatarChanged(client, avatarUrl);
        session.updateLoginInfo({ avatar: avatarUrl });
      },
    }),
  );

  const keep = (url: string) => {
    urls.current.add(url);
    return url;
  };
  /** Leaves what the change held (the picture, the crop) for `next`. */
  const moveTo = (next: Change) => {
    const held =
      change.step === 'crop'
        ? change.picture.url
        : change.step === 'cropped'
          ? change.cropped.preview
          : null;
    if (held !== null) {
      URL.revokeObjectURL(held);
      urls.current.delete(held);
    }
    setChange(next);
  };

  const send = (blob: Blob) => {
    setProgress(0);
    upload.mutate({
      file: blob,
      fileName: FILE_NAME,
      onProgress: ({ fraction }) => setProgress(fraction),
    });
  };

  /** Leaves the last upload and what the change held for `next`, the picked file's outcome. */
  const startOver = (next: Change) => {
    upload.reset();
    moveTo(next);
  };

  const pick = (file: File) => {
    const pickNumber = ++picks.current;
    if (!isImageType(file.type)) {
      startOver({ step: 'choose', refusal: 'FILE_TYPE_INVALID' });
      return;
    }
    // What shows stays until the picture is decoded.
    void loadPicture(file).then((picture) => {
      if (pickNumber !== picks.current) {
        if (picture !== null) URL.revokeObjectURL(picture.url);
        return;
      }
      if (picture === null) startOver({ step: 'choose', refusal: 'FILE_TYPE_INVALID' });
      else startOver({ step: 'crop', picture: { ...picture, url: keep(picture.url) } });
    });
  };

  const crop = (area: PictureArea) => {
    // A second tap while the square is drawn sends nothing more.
    if (change.step !== 'crop' || drawing.current) return;
    drawing.current = true;
    void squareJpeg(change.picture.image, area).then((blob) => {
      drawing.current = false;
      if (blob === null) {
        moveTo({ step: 'choose', refusal: 'OPERATION_FAILED' });
        return;
      }
      const cropped = { blob, preview: keep(URL.createObjectURL(blob)) };
      const refusal = avatarFileRefusal(blob) ?? undefined;
      moveTo({ step: 'cropped', cropped, ...(refusal === undefined ? {} : { refusal }) });
      if (refusal === undefined) send(blob);
    });
  };

  const shown = ((): { step: AvatarStep; error?: ErrorCode; retry: boolean } => {
    switch (change.step) {
      case 'choose':
        return { step: { step: 'choose' }, error: change.refusal, retry: false };
      case 'crop':
        return { step: { step: 'crop', picture: change.picture.url }, retry: false };
      case 'cropped': {
        const { preview } = change.cropped;
        if (change.refusal !== undefined)
          return { step: { step: 'failed', preview }, error: change.refusal, retry: false };
        if (upload.isSuccess) return { step: { step: 'done' }, retry: false };
        if (upload.isError)
          return {
            step: { step: 'failed', preview },
            error: screenErrorOf(upload.error)?.code,
            retry: mayPassAgain(upload.error),
          };
        return { step: { step: 'send', preview, progress }, retry: false };
      }
      default:
        return change satisfies never;
    }
  })();

  return {
    ...shown,
    pick,
    crop,
    cancel: () => moveTo({ step: 'choose' }),
    resend: () => {
      if (change.step === 'cropped' && !upload.isPending) send(change.cropped.blob);
    },
  };
}
