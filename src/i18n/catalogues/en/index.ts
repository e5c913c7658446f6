import engine from './engine';
import home from './home';
import palette from './palette';
import pages from './pages';
import reportUi from './reportUi';
import reports from './reports';
import schemas from './schemas';
import server from './server';
import shell from './shell';

/**
 * The English catalogue: every text the console translates, as written in English (the key and
 * the English text at once). Each area's file lists its texts; the Chinese catalogue must hold
 * exactly the same keys (tests/unit/catalogues.test.ts).
 */
const en: readonly string[] = [
  ...shell,
  ...palette,
  ...engine,
  ...pages,
  ...home,
  ...schemas,
  ...reports,
  ...reportUi,
  ...server,
];

export default en;
