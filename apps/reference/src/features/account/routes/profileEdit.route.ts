import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** Name, contact, avatar: a later release builds its page. */
export const profileEditRoute = defineRoute({
  name: 'profileEdit',
  path: '/pages/profile/profile',
  access: 'member',
  query: z.object({}),
  parent: { route: 'profile' },
  pending: true,
  doc: { title: 'profile details', shows: 'name, contact, avatar' },
});
