import { Navigate } from 'react-router';
import { paths } from '../../../paths';

/**
 * `/` and its alias `/pages/index/start`, the entry page. Until the start screen is built it opens
 * the home tab, replacing itself so that Back from home leaves the app.
 */
export function StartRoute() {
  return <Navigate to={paths.home} replace />;
}
