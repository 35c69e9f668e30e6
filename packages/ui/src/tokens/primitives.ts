/**
 * Primitive design tokens: raw scales with no meaning attached. Components never read these
 * directly; they read the semantic tokens of the theme, which point into these scales.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  green: {
    50: '#ecf8f1',
    100: '#d2efdf',
    200: '#a6dfc0',
    300: '#6fc99b',
    400: '#3dae78',
    500: '#1f9460',
    600: '#137a4d',
    700: '#0f6140',
    800: '#0c4a32',
    900: '#083424',
  },
  grey: {
    0: '#ffffff',
    50: '#f5f7f6',
    100: '#eaeeec',
    200: '#d8dedb',
    300: '#b9c3bf',
    400: '#8c9893',
    500: '#68746f',
    600: '#505a56',
    700: '#3a4340',
    800: '#262d2a',
    850: '#1c2220',
    900: '#141917',
    950: '#0c100e',
  },
  red: {
    50: '#fdeeee',
    100: '#f9d4d4',
    300: '#f08c8c',
    400: '#e86464',
    600: '#c42b2b',
    700: '#a02020',
    900: '#4a1010',
  },
  amber: {
    50: '#fff6e5',
    100: '#fde8bf',
    300: '#f5c05a',
    400: '#f0a92a',
    700: '#8a5300',
    800: '#6b4000',
    900: '#3d2600',
  },
  blue: {
    50: '#ebf3fe',
    100: '#d0e3fc',
    300: '#84b3f3',
    400: '#5b98ee',
    600: '#1f64c8',
    700: '#174e9e',
    900: '#0d2a55',
  },
} as const;

/** Spacing scale in px, named like Primer/Polaris (050 = 2 px, 100 = 4 px, ...). */
export const space = {
  0: '0px',
  '050': '2px',
  100: '4px',
  150: '6px',
  200: '8px',
  300: '12px',
  400: '16px',
  500: '20px',
  600: '24px',
  800: '32px',
  1000: '40px',
  1200: '48px',
} as const;

export const radius = {
  none: '0px',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  full: '9999px',
} as const;

/** Latin text in Inter, Chinese in Noto Sans SC; both bundled so every machine renders the same pixels. */
export const fontFamily = {
  body: "'Inter', 'Noto Sans SC', sans-serif",
  numeric: "'Inter', 'Noto Sans SC', sans-serif",
} as const;

export const fontSize = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '20px',
  '2xl': '24px',
  '3xl': '30px',
} as const;

export const lineHeight = {
  xs: '16px',
  sm: '20px',
  md: '24px',
  lg: '26px',
  xl: '28px',
  '2xl': '32px',
  '3xl': '38px',
} as const;

export const fontWeight = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const zIndex = {
  base: 0,
  sticky: 100,
  tabBar: 200,
  navBar: 300,
  overlay: 1000,
  dialog: 1100,
  toast: 1200,
} as const;

export const motion = {
  duration: { instant: '0ms', fast: '120ms', base: '200ms', slow: '320ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
} as const;

/** Layout sizes fixed by the product spec and by touch guidelines. */
export const size = {
  touchTarget: '44px',
  navBar: '48px',
  tabBar: '60px',
  controlHeight: '48px',
  controlHeightSm: '36px',
  iconSm: '16px',
  iconMd: '20px',
  iconLg: '24px',
  avatarSm: '32px',
  avatarMd: '48px',
  avatarLg: '72px',
  pageMaxWidth: '480px',
} as const;
