import styled from 'styled-components';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Heading } from '../../../components/Typography/Heading';
import { Text } from '../../../components/Typography/Text';

/** One numbered part of a legal document. */
export interface LegalSection {
  /** Stable id, also the anchor of its heading. */
  id: string;
  heading: string;
  /** Paragraphs, separated by a blank line. */
  body: string;
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[600]};
  max-width: 65ch;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  overflow-wrap: break-word;

  & p {
    margin: 0;
    text-wrap: pretty;
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

export interface LegalDocumentProps {
  /** The document's name, the page title. */
  title: string;
  /** "Last updated: ..." line. */
  updated: string;
  /** The opening paragraph. */
  intro: string;
  /** The numbered sections, in order. */
  sections: readonly LegalSection[];
  /** Shows a back button that calls this. */
  onBack?: () => void;
}

/** A long legal text made for reading on a phone: comfortable measure, one heading per section. */
export function LegalDocument({ title, updated, intro, sections, onBack }: LegalDocumentProps) {
  return (
    <Page background="surface" navBar={<NavBar title={title} onBack={onBack} />}>
      <Article aria-label={title}>
        <Header>
          <Text size="sm" tone="secondary">
            {updated}
          </Text>
          <p>{intro}</p>
        </Header>
        {sections.map(({ id, heading, body }) => (
          <Section key={id} aria-labelledby={`legal-${id}`}>
            <Heading id={`legal-${id}`} level={2} size="lg" weight="semibold">
              {heading}
            </Heading>
            {body.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </Section>
        ))}
      </Article>
    </Page>
  );
}
