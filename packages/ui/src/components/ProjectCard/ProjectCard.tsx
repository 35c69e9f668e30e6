import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Project } from '@carbonmarket/domain';
import { Card } from '../Card/Card';
import { StatusTag } from '../StatusTag/StatusTag';
import { Amount } from '../Amount/Amount';
import { ProgressBar } from '../ProgressBar/ProgressBar';

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  overflow-wrap: anywhere;
`;

const Price = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

export interface ProjectCardProps {
  /** The project. */
  project: Project;
  /** Where the card leads (the project's page). */
  href: string;
}

/** A featured project: name, status, where and what it is, price per ton and how much is sold. */
export function ProjectCard({ project, href }: ProjectCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      href={href}
      title={project.name}
      extra={<StatusTag kind="project" status={project.status} />}
    >
      <Meta>{`${project.location} · ${project.type}`}</Meta>
      <Price>
        <span>{t('home.projects.price')}</span>
        <Amount value={project.unitPrice} size="lg" perTon />
      </Price>
      <ProgressBar
        value={project.progress}
        label={t('home.projects.sold')}
        showLabel
        showValue
        size="sm"
      />
    </Card>
  );
}
