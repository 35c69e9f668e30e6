/** Phone viewports for stories; the default is the 390x844 phone every screenshot is taken at. */
export const phoneViewports = {
  phone390: {
    name: 'Phone 390 x 844 (default)',
    styles: { width: '390px', height: '844px' },
    type: 'mobile',
  },
  phone360: {
    name: 'Mid-range Android 360 x 800',
    styles: { width: '360px', height: '800px' },
    type: 'mobile',
  },
  phone375: {
    name: 'Small phone 375 x 667',
    styles: { width: '375px', height: '667px' },
    type: 'mobile',
  },
  phone430: {
    name: 'Large phone 430 x 932',
    styles: { width: '430px', height: '932px' },
    type: 'mobile',
  },
} as const;

export const DEFAULT_VIEWPORT = 'phone390';
