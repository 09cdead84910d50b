/** The workforce dashboard (issue 27, beyond the spec): its page is loaded by the route table's map. */
export { WorkforcePage } from './workforce-page';
