import type { ThemeConfig } from 'antd';

/** Ant Design tokens; table rows are held at 41 px by styles.css (spec: row height 41px). */
export const theme: ThemeConfig = {
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
    borderRadius: 6,
  },
  components: {
    Table: { cellPaddingBlock: 4 },
    Layout: { siderBg: '#001529' },
    // antd's label grey is too light for WCAG AA contrast on white.
    Descriptions: { labelColor: '#595959' },
  },
};
