import engine from './engine';
import home from './home';
import palette from './palette';
import pages from './pages';
import reportUi from './reportUi';
import reports from './reports';
import schemas from './schemas';
import server from './server';
import shell from './shell';

/** The Simplified Chinese catalogue: English text → Chinese, one file per area like the English one. */
const zhCN: Record<string, string> = {
  ...shell,
  ...palette,
  ...engine,
  ...pages,
  ...home,
  ...schemas,
  ...reports,
  ...reportUi,
  ...server,
};

export default zhCN;
