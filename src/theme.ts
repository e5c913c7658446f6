import type { ThemeConfig } from 'antd';

/** Ant Design tokens: table rows of 41 px (22 px text + 2 x 9 px padding + 1 px border). */
export const theme: ThemeConfig = {
  token: { colorPrimary: '#1677ff', borderRadius: 6 },
  components: {
    Table: { cellPaddingBlock: 9 },
    Layout: { siderBg: '#001529' },
  },
};
