import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ColorScheme } from './colorScheme';

/** Ant Design tokens; table rows are held at 41 px by styles.css (spec: row height 41px). */
const light: ThemeConfig = {
  // Primary and secondary text dark enough for WCAG AA contrast (antd's defaults fall short).
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextSecondary: '#595959',
    colorTextDescription: '#595959',
    colorPrimaryHover: '#003eb3',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorError: '#cf1322',
    // antd's green (#52c41a) is 2.3:1 on white: success text (an import's OK rows) needs 4.5:1.
    colorSuccess: '#237804',
    borderRadius: 6,
  },
  components: {
    Table: { cellPaddingBlock: 4 },
    Layout: { siderBg: '#001529' },
    // antd's label grey is too light for WCAG AA contrast on white.
    Descriptions: { labelColor: '#595959' },
  },
};

// On a dark page a blue dark enough to carry white button text is too dark to read as text, so
// text in the primary colour (links, active tab, current page) uses a lighter blue.
const DARK_PRIMARY = '#1668dc';
const DARK_PRIMARY_TEXT = '#4096ff';

const dark: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    colorPrimary: DARK_PRIMARY,
    colorLink: '#69b1ff',
    colorLinkHover: '#69b1ff',
    colorLinkActive: DARK_PRIMARY_TEXT,
    colorPrimaryText: DARK_PRIMARY_TEXT,
    colorPrimaryTextHover: '#69b1ff',
    colorTextSecondary: 'rgba(255, 255, 255, 0.72)',
    colorTextDescription: 'rgba(255, 255, 255, 0.72)',
    colorError: '#ff7875',
    // antd's dark hover (#387ed3) carries white text at 4.1:1 (a hovered primary button, a switch).
    colorPrimaryHover: '#1f6fd6',
    borderRadius: 6,
  },
  components: {
    // antd's selected-row blue (#152d50) leaves a row's red Delete at 4.1:1.
    Table: { cellPaddingBlock: 4, rowSelectedBg: '#10213d', rowSelectedHoverBg: '#112545' },
    Layout: { siderBg: '#141414' },
    Descriptions: { labelColor: 'rgba(255, 255, 255, 0.72)' },
    Menu: {
      darkItemBg: '#141414',
      darkSubMenuItemBg: '#0a0a0a',
      itemSelectedColor: DARK_PRIMARY_TEXT,
    },
    // A blue dark enough under white text is too dark as text on the page: the text of a default
    // button that is hovered, focused or has its dropdown open takes the lighter blues of links.
    Button: {
      defaultHoverColor: '#69b1ff',
      defaultHoverBorderColor: '#69b1ff',
      defaultActiveColor: DARK_PRIMARY_TEXT,
      defaultActiveBorderColor: DARK_PRIMARY_TEXT,
    },
    Tabs: { itemSelectedColor: DARK_PRIMARY_TEXT, itemHoverColor: '#69b1ff', inkBarColor: DARK_PRIMARY_TEXT },
    Pagination: { itemActiveColor: DARK_PRIMARY_TEXT, itemActiveColorHover: '#69b1ff' },
  },
};

const STILL: ThemeConfig = { token: { motion: false } };
const stillThemes = new Map<ThemeConfig, ThemeConfig>();

/** A theme without antd's animations (modals, toasts and dropdowns appear at once). */
function still(theme: ThemeConfig): ThemeConfig {
  let result = stillThemes.get(theme);
  if (!result) {
    result = { ...theme, token: { ...theme.token, ...STILL.token } };
    stillThemes.set(theme, result);
  }
  return result;
}

/**
 * The console's theme for the colour scheme shown; without animations for a user who asks the
 * system for reduced motion (WCAG 2.3.3), which is also how the browser tests run.
 */
export function themeFor(scheme: ColorScheme, reducedMotion = false): ThemeConfig {
  const theme = scheme === 'dark' ? dark : light;
  return reducedMotion ? still(theme) : theme;
}

/** The light theme: the prerendered login card and tests use it. */
export const theme = light;
