import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { DesignSystemProvider, intlLocale, toLocale } from '../packages/ui/src';
import type { ThemeName } from '../packages/ui/src';
import '../packages/ui/src/fonts';
import { startMockWorker } from './mockWorker';
import { StoryLink } from './StoryLink';
import { DEFAULT_VIEWPORT, phoneViewports } from './viewports';

const withDesignSystem: Decorator = (Story, context) => {
  const locale = toLocale(context.globals['locale']);
  const theme: ThemeName = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  document.documentElement.lang = intlLocale(locale);
  return (
    <DesignSystemProvider locale={locale} theme={theme} linkComponent={StoryLink}>
      <Story />
    </DesignSystemProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withDesignSystem],
  loaders: [mswLoader(startMockWorker)],
  globalTypes: {
    locale: {
      description: 'Language of the interface',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'cn', title: '中文' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    theme: 'light',
    viewport: { value: DEFAULT_VIEWPORT, isRotated: false },
  },
  parameters: {
    layout: 'centered',
    viewport: { options: phoneViewports },
    a11y: { test: 'error' },
    controls: { expanded: true, matchers: { date: /(now|deadline|At)$/ } },
    backgrounds: { disable: true },
    docs: { codePanel: true },
    // The landing page (packages/ui/src/Introduction.mdx) first, then the rest in their order.
    options: { storySort: { order: ['Introduction', '*'] } },
  },
};

export default preview;
