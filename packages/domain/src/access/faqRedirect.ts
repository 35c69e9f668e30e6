/** The FAQ questionnaire's route. */
export const FAQ_PATH = '/pages/index/faq';
/** Routes from which the FAQ never redirects. */
export const FAQ_EXEMPT_PATHS: readonly string[] = [
  FAQ_PATH,
  '/pages/login/index',
  '/pages/register/index',
];

/**
 * After every route change: a logged-in member (mem_id set) who has not answered the FAQ goes to
 * the FAQ page, unless already on the FAQ, login or register page. Returns the path to go to,
 * or null to stay.
 */
export function faqRedirect(
  { memId, isAnswer }: { memId: number; isAnswer: boolean },
  path: string,
): string | null {
  if (!memId || isAnswer) return null;
  const route = path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  return FAQ_EXEMPT_PATHS.includes(route) ? null : FAQ_PATH;
}
