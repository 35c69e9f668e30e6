import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { memberProfileQuery } from '../../../shared/account/memberProfile';

/** A new avatar: a picture picked, cropped square and sent, with its progress. */
export const avatarCropperRoute = defineRoute({
  name: 'avatarCropper',
  path: '/pages/profile/cropper',
  access: 'member',
  query: z.object({}),
  parent: { route: 'profileEdit' },
  page: 'src/features/account/routes/AvatarRoute.tsx',
  texts: 'profile',
  data: () => [memberProfileQuery()],
  drawn: { by: 'request' },
  doc: {
    title: 'avatar cropper',
    shows:
      'the avatar; a picture picked (JPEG, PNG or WebP), moved and zoomed under a round window, and the square sent with its progress',
  },
});
