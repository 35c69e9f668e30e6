export { Notice } from './Notice';
export { NoticeRegion } from './NoticeRegion';
export type { NoticeProps, NoticeTone } from './Notice';
