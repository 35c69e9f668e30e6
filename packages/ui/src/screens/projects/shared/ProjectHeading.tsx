import styled from 'styled-components';
import type { ProjectDetail } from '@carbonmarket/domain';
import { StatusTag } from '../../../components/StatusTag/StatusTag';
import { ProjectPicture } from '../../../components/ProjectCard/ProjectPicture';
import { useProjectTypeName } from './projectTypeName';

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

const Name = styled.h2`
  margin: 0;
  min-width: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.xl};
  overflow-wrap: anywhere;
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  overflow-wrap: anywhere;
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
        <Name>{project.name}</Name>
        <StatusTag kind="project" status={project.status} />
      </TitleRow>
      <Line>{`${project.location} · ${typeName(project)}`}</Line>
      <Line>{project.standards.join(' · ')}</Line>
    </Header>
  );
}
