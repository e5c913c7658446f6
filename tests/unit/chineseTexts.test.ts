// Texts that reached a Chinese screen in English: known dictionary values, the creative status,
// the preview size rule and server messages built from values (an unknown value shows as sent).
import { afterEach, describe, expect, it } from 'vitest';
import zhCN from '../../src/i18n/catalogues/zh-CN';
import { serverText, t } from '../../src/i18n';
import { activate, i18n } from '../../src/i18n/i18n';
import { optionsFrom } from '../../src/reports/filters/useOptionList';
import { BOTH_SIDES_LARGE } from '../../src/resources/custom/widget/previewSize';

afterEach(() => void i18n.changeLanguage('en'));

describe('in Chinese', () => {
  it('shows the dictionary values the console knows, and an unknown one as sent', () => {
    activate('zh-CN', zhCN);
    const devices = [
      { value: 'Mobile' },
      { value: 'Desktop' },
      { value: 'Tablets' },
      { value: 'Other devices' },
    ];
    expect(
      optionsFrom(devices, { path: '/ssp_publisher/getdict/reportdic', valueKey: 'value' }).map(
        (o) => o.label,
      ),
    ).toEqual(['移动设备', '桌面设备', '平板设备', '其他设备']);
    expect(['Banner', 'Native', 'Floating Icon', 'Video', 'Sticky'].map((format) => t(format))).toEqual([
      '横幅',
      '原生',
      '浮动图标',
      '视频',
      '粘性',
    ]);
    expect(optionsFrom([{ value: 'Smart TV' }], { path: '/x' })[0].label).toBe('Smart TV');
  });

  it('shows the creative status Ended and the preview size rule', () => {
    activate('zh-CN', zhCN);
    expect(t('Ended')).toBe('已结束');
    expect(t(BOTH_SIDES_LARGE)).toBe('只能有一个边长大于 450 像素。');
  });

  it('translates server messages built from values, the values as sent', () => {
    activate('zh-CN', zhCN);
    expect(serverText("Ad Format: 'bogus' is not one of the choices")).toBe(
      '广告格式：“bogus”不是可选值之一',
    );
    expect(serverText('The ad unit promo_1 appears twice in the file')).toBe(
      '广告单元 promo_1 在文件中出现了两次',
    );
    expect(serverText('The ad unit promo_1 already exists')).toBe('广告单元 promo_1 已存在');
    expect(serverText('No such message anywhere')).toBe('No such message anywhere');
  });
});
