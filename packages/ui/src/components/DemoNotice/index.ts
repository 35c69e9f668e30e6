export { DemoNotice } from './DemoNotice';
