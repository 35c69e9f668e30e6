import type { TestProject } from 'vitest/node';
export default function setup(project: TestProject) {
  project.provide('postgresAdminUrl', 'postgres://postgres@127.0.0.1:5488/postgres');
}
declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
