import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import { Heading } from '../Typography/Heading';
import { Text } from '../Typography/Text';

/** Heading level of the form title, to fit the page's outline. */
export type FormLayoutHeadingLevel = 1 | 2 | 3;

export interface FormLayoutProps {
  /** Heading above the fields ("Log in"); also names the form. */
  title?: ReactNode;
  /** Heading level of `title`. @default 2 */
  headingLevel?: FormLayoutHeadingLevel;
  /** A sentence under the title; also describes the form. */
  description?: ReactNode;
  /**
   * A message about the whole form (a failed login, a server error), shown above the fields in
   * an alert that screen readers announce when it appears.
   */
  error?: ReactNode;
  /** Called when the form is submitted (button or Enter key); the page does not reload. */
  onSubmit?: () => void;
  /** The buttons at the bottom, stacked and full width (primary action first). */
  actions?: ReactNode;
  /** The fields, stacked with the theme's field gap. */
  children?: ReactNode;
  /** Id of the `<form>`, so that a button elsewhere can submit it with `form={id}`. */
  id?: string;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.sectionGap};
  width: 100%;
  min-width: 0;
  margin: 0;
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

const Banner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.status.critical.bg};
  color: ${({ theme }) => theme.color.status.critical.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
  }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.fieldGap};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};

  & > * {
    width: 100%;
  }
`;

const present = (node: ReactNode) =>
  node !== undefined && node !== null && node !== false && node !== '';

/**
 * The vertical layout of a form on a phone: title and description, an optional form-level
 * error, the fields, and full-width actions at the bottom. Renders a `<form noValidate>` (the
 * screen validates and shows messages itself) and calls `onSubmit` without reloading the page.
 */
export function FormLayout({
  title,
  headingLevel = 2,
  description,
  error,
  onSubmit,
  actions,
  children,
  id,
}: FormLayoutProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const descriptionId = `${baseId}-description`;
  const hasTitle = present(title);
  const hasDescription = present(description);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.();
  };

  return (
    <Form
      id={id}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={hasTitle ? titleId : undefined}
      aria-describedby={hasDescription ? descriptionId : undefined}
    >
      {hasTitle || hasDescription ? (
        <Header>
          {hasTitle ? (
            <Heading
              level={headingLevel}
              size="2xl"
              weight="bold"
              tone="primary"
              breakAnywhere
              id={titleId}
            >
              {title}
            </Heading>
          ) : null}
          {hasDescription ? (
            <Text id={descriptionId} size="md" tone="secondary" breakAnywhere>
              {description}
            </Text>
          ) : null}
        </Header>
      ) : null}
      {present(error) ? (
        <Banner role="alert">
          <Icon name="error" size={20} />
          <span>{error}</span>
        </Banner>
      ) : null}
      <Fields>{children}</Fields>
      {present(actions) ? <Actions>{actions}</Actions> : null}
    </Form>
  );
}
