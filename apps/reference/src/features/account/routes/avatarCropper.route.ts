import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** Cropping a new avatar: a later release builds its page. */
export const avatarCropperRoute = defineRoute({
  name: 'avatarCropper',
  path: '/pages/profile/cropper',
  access: 'member',
  query: z.object({}),
  parent: { route: 'profileEdit' },
  pending: true,
  doc: { title: 'avatar cropper', shows: 'cropping a new avatar' },
});
