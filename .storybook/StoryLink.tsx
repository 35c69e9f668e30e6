import { action } from 'storybook/actions';
import type { LinkComponentProps } from '../packages/ui/src/providers/LinkProvider';

const navigate = action('navigate');

/** Router-free link for stories: logs the destination instead of leaving the story. */
export function StoryLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
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
