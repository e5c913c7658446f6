// In Chinese, what only a screen reader hears is Chinese too: antd's fixed English names ('to'
// between a range's dates, 'Increase Value'/'Decrease Value' of a number box) are translated, an
// icon's file name ('home') is hidden where a text names its control or it is an ornament; one
// spelling of UTM; the integration changelog, English data, says so.
// @own-module-graph: activates the Chinese catalogue, which later files would inherit.
import { render, screen, waitFor } from '@testing-library/react';
import { CloseCircleOutlined, HomeOutlined, SearchOutlined, StarOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, DatePicker, InputNumber, Menu, Pagination } from 'antd';
import zhLocale from 'antd/es/locale/zh_CN';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import zhCN from '../../src/i18n/catalogues/zh-CN';
import { activate, i18n, t } from '../../src/i18n/i18n';
import { watchAriaTexts } from '../../src/i18n/ariaTexts';
import { renderScreen, WAIT } from './renderApp';
import { signedInEachTest } from './signedIn';

beforeAll(() => activate('zh-CN', zhCN));
signedInEachTest();
// The shared setup shows English before each test.
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => i18n.changeLanguage('en'));

describe("antd's screen-reader names in Chinese", () => {
  it("translates the range's separator and the number box's steps, hides icons a text names", async () => {
    const stop = watchAriaTexts(document);
    try {
      render(
        <ConfigProvider locale={zhLocale}>
          <DatePicker.RangePicker />
          <InputNumber aria-label="数量" />
          <Menu items={[{ key: 'home', icon: <HomeOutlined />, label: '首页' }]} />
          <Button icon={<SearchOutlined />}>搜索</Button>
        </ConfigProvider>,
      );
      await waitFor(() => expect(document.querySelector('[aria-label="to"]')).toBeNull(), WAIT);
      // The separator itself is a picture named '至' (a name needs a role), its icon hidden.
      expect(screen.getByRole('img', { name: '至' }).className).toContain('ant-picker-separator');
      expect(screen.getByRole('button', { name: '增加数值' }).getAttribute('aria-label')).toBe('增加数值');
      expect(screen.getByRole('button', { name: '减少数值' }).getAttribute('aria-label')).toBe('减少数值');
      // The icons' names ('home', 'search', 'swap-right', 'calendar') are no longer heard.
      expect(screen.queryAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual(['至']);
      expect(screen.getByRole('menuitem').textContent).toBe('首页');
      expect(screen.getByRole('button', { name: '搜索' }).textContent).toBe('搜索');
    } finally {
      stop();
    }
  });
});

describe('controls only an icon names, in Chinese', () => {
  it("are named by antd's title or the icon's action, never by the icon's file name", async () => {
    const stop = watchAriaTexts(document);
    try {
      render(
        <ConfigProvider locale={zhLocale}>
          <Pagination total={50} />
          <Button icon={<CloseCircleOutlined />} />
          <Button icon={<StarOutlined />} />
        </ConfigProvider>,
      );
      // The pager's arrows take their item's title from antd's Chinese locale.
      await waitFor(
        () => expect(screen.getByRole('button', { name: '上一页' })).toHaveProperty('disabled', true),
        WAIT,
      );
      expect(screen.getByRole('button', { name: '下一页' })).toHaveProperty('disabled', false);
      expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
        '上一页',
        '下一页',
        '清除',
        null,
      ]);
      // An icon whose action is not known keeps its name: a name, though an English one.
      expect(screen.getByRole('img', { name: 'star' }).closest('button')).not.toBeNull();
      // The icons' file names are no longer heard: each is hidden behind its control's name.
      expect(screen.queryAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual(['star']);
    } finally {
      stop();
    }
  });
});

describe('icons outside a control, in Chinese', () => {
  it("keep a name the console gave (a failed import row's cross), lose antd's file name, in a dialog too", async () => {
    const stop = watchAriaTexts(document);
    try {
      render(
        // In the focusable frame a dialog keeps its content in (antd's modal): no control.
        <div role="dialog" aria-label="导入广告单元">
          <div tabIndex={0}>
            <p>
              <CloseCircleOutlined aria-label="失败" /> 未找到应用 <StarOutlined />
            </p>
          </div>
        </div>,
      );
      await waitFor(() => expect(screen.queryByRole('img', { name: 'star' })).toBeNull(), WAIT);
      expect(screen.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual(['失败']);
    } finally {
      stop();
    }
  });
});

describe('texts of the screens in Chinese', () => {
  it('spells UTM alike on Landing Pages and the Tracking Report', () => {
    expect(t('Utm Source')).toBe('UTM 来源');
    expect(t('Utm Source')).toBe(t('UTM Source'));
  });

  it('says the integration changelog is English, and marks it so', async () => {
    renderScreen('/integration');
    await screen.findByText('更新日志以英文发布。', undefined, WAIT);
    await waitFor(() => expect(document.querySelector('[lang="en"][translate="no"]')).not.toBeNull(), WAIT);
  });
});
