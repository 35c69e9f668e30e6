/**
 * The bundled fonts. Import once at the app's entry (`import '@carbonmarket/ui/fonts'`):
 * Inter for Latin text and figures, Noto Sans SC for Chinese, so text renders the same on every
 * machine. Noto Sans SC is split into unicode-range subsets: a browser downloads only the
 * subsets a page uses.
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/500.css';
import '@fontsource/noto-sans-sc/700.css';
