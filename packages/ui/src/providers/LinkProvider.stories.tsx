import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Link, LinkProvider } from './LinkProvider';
import type { LinkComponentProps } from './LinkProvider';

function BackLink() {
  const { t } = useTranslation();
  return <Link href="/pages/index/index">{t('common.back')}</Link>;
}

const onNavigate = fn();

/** A router link as an app would hand it in: it reports the destination instead of loading a page. */
function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      data-router="app"
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** How a component links without knowing the router: the app supplies the link component. */
const meta = {
  title: 'Foundations/LinkProvider',
  component: LinkProvider,
  args: { component: RouterLink, children: <BackLink /> },
} satisfies Meta<typeof LinkProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AppRouterLink: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('data-router', 'app');
    await expect(link).toHaveAttribute('href', '/pages/index/index');
    await userEvent.click(link);
    await expect(onNavigate).toHaveBeenCalledWith('/pages/index/index');
  },
};
