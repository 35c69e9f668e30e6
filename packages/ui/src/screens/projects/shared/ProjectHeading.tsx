import styled from 'styled-components';
import type { ProjectDetail } from '@carbonmarket/domain';
import { StatusTag } from '../../../components/StatusTag/StatusTag';
import { ProjectPicture } from '../../../components/ProjectCard/ProjectPicture';
import { useProjectTypeName } from './projectTypeName';
import { Heading } from '../../../components/Typography/Heading';
import { Text } from '../../../components/Typography/Text';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  margin-top: ${({ theme }) => theme.space[200]};

  & > :last-child {
    flex: none;
  }
`;

const Name = styled(Heading)`
  min-width: 0;
`;

export type ProjectHeadingData = Pick<
  ProjectDetail,
  'id' | 'name' | 'status' | 'location' | 'type' | 'standards' | 'imageUrl'
>;

/** The project's picture, its name (a heading under the page title) and status, where and what it is. */
export function ProjectHeading({ project }: { project: ProjectHeadingData }) {
  const typeName = useProjectTypeName();
  return (
    <Header>
      <ProjectPicture src={project.imageUrl} priority />
      <TitleRow>
        <Name level={2} size="xl" weight="bold" tone="primary" breakAnywhere>
          {project.name}
        </Name>
        <StatusTag kind="project" status={project.status} />
      </TitleRow>
      <Text
        size="sm"
        tone="secondary"
        breakAnywhere
      >{`${project.location} · ${typeName(project)}`}</Text>
      <Text size="sm" tone="secondary" breakAnywhere>
        {project.standards.join(' · ')}
      </Text>
    </Header>
  );
}
