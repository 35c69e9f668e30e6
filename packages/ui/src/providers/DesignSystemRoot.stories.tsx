import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { DesignSystemRoot } from './DesignSystemRoot';
import { darkTheme, lightTheme } from '../theme/theme';
import { Link } from './LinkProvider';
import type { LinkComponentProps } from './LinkProvider';
import { Button } from '../components/Button/Button';
import { TextField } from '../components/TextField/TextField';
import { LanguageSwitch } from '../components/LanguageSwitch/LanguageSwitch';
import { createI18n, toLocale } from '../i18n/createI18n';
import { storyLinks } from '../fixtures/links';

/** A themed surface, so the colour theme of the provider shows. */
const Surface = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};

  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[200]};
  align-items: center;
`;

/** A few components that need the theme, the translations and the link. */
function Sample() {
  const { t } = useTranslation();
  return (
    <Surface>
      <TextField label={t('onboarding.fields.email')} type="email" autoComplete="email" />
      <Row>
        <Button>{t('common.confirm')}</Button>
        <Button variant="secondary">{t('common.cancel')}</Button>
      </Row>
      <Link href={storyLinks.terms}>{t('onboarding.terms.title')}</Link>
    </Surface>
  );
}

/** The sample with the app's language switch, which changes the language of the app's instance. */
function SwitchingSample() {
  const { i18n } = useTranslation();
  return (
    <div>
      <LanguageSwitch
        value={toLocale(i18n.language)}
        onChange={(locale) => void i18n.changeLanguage(locale)}
      />
      <Sample />
    </div>
  );
}

/** Where the story's router link sends its destinations. */
const navigate = fn().mockName('navigate');

/** An app's router link: it handles the tap itself instead of loading a page. */
function RouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

const en = createI18n('en').t;
const cn = createI18n('cn').t;

/**
 * Theme, i18n and links around an i18next instance the app brings (which owns the language).
 * The stories nest it, with an instance from `createI18n`, inside the Storybook provider: the
 * language is the instance's, whatever the toolbar says.
 */
const meta = {
  title: 'Foundations/DesignSystemRoot',
  component: DesignSystemRoot,
  args: { i18n: createI18n('en'), children: <Sample />, globalStyles: false },
  argTypes: {
    i18n: { control: false },
    children: { control: false },
    theme: {
      control: 'radio',
      options: ['light', 'dark'],
      mapping: { light: lightTheme, dark: darkTheme },
    },
  },
  // A story that changes the language loads an instance of its own, fresh at every render.
  render: (args, { loaded }) => (
    <DesignSystemRoot {...args} i18n={(loaded['i18n'] as I18n | undefined) ?? args.i18n} />
  ),
} satisfies Meta<typeof DesignSystemRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: en('common.confirm') })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: en('onboarding.fields.email') }),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { i18n: createI18n('cn') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: cn('common.confirm') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: cn('onboarding.terms.title') })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  args: { theme: darkTheme },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: en('common.cancel') })).toBeVisible();
  },
};

export const ChineseDarkTheme: Story = {
  args: { i18n: createI18n('cn'), theme: darkTheme },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: cn('common.cancel') })).toBeVisible();
  },
};

/** Without a link component, links are plain anchors. */
export const PlainLinks: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: en('onboarding.terms.title') });
    await expect(link).toHaveAttribute('href', storyLinks.terms);
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

/** The app's router link renders every link, and handles the tap. */
export const WithLinkComponent: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: en('onboarding.terms.title') });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate).toHaveBeenCalledWith(storyLinks.terms);
  },
};

/** The instance owns the language: changing it re-renders every string. */
export const SwitchesLanguage: Story = {
  parameters: { layout: 'fullscreen' },
  args: { children: <SwitchingSample /> },
  loaders: [() => ({ i18n: createI18n('en') })],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('button', { name: en('common.confirm') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en('screens.languageSwitch.label') }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '中文' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: cn('common.confirm') })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: cn('onboarding.fields.email') }),
    ).toBeVisible();
  },
};
