/**
 * The form of a path the route table is looked up by: letters in lower case and no trailing slash
 * (`/Pages/Login/Index/` opens the login page as `/pages/login/index` does); `/` stays `/`.
 */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}
