/**
 * Inter, the Latin face for text and figures (`@carbonmarket/ui/fonts/latin`): small enough to
 * come with an app's first page.
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
