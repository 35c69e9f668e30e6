// One module of the `contractProjects` chunk (the projects' and orders' endpoints): importing it evaluates that chunk.
export { projectWire } from '@carbonmarket/domain/contract';
