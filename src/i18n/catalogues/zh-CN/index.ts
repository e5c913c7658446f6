import reports from './reports';
import schemas from './schemas';
import shell from './shell';

/** The Simplified Chinese catalogue: English text → Chinese, one file per area like the English one. */
const zhCN: Record<string, string> = { ...shell, ...schemas, ...reports };

export default zhCN;
