/**
 * The bundled fonts. Import once at the app's entry (`import '@carbonmarket/ui/fonts'`):
 * Inter for Latin text and figures, Noto Sans SC for Chinese, so text renders the same on every
 * machine. An app can take the two apart (`/fonts/latin` at start, `/fonts/chinese` on demand).
 */
import './fontsLatin';
import './fontsChinese';
