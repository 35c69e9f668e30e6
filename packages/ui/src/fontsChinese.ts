/**
 * Noto Sans SC, the Chinese face (`@carbonmarket/ui/fonts/chinese`). It comes in unicode-range
 * subsets, so a browser downloads only the glyphs a page uses, but its style sheet alone is large
 * (over 300 rules): an app that counts its first-page bytes imports this when Chinese is needed.
 */
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/500.css';
import '@fontsource/noto-sans-sc/700.css';
