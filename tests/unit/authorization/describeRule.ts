/** How docs/api.md writes who may make a call and the records it names: its table's renderer. */
export { describeCaller, describeScope } from '../../../src/mocks/authorization/callTable';
