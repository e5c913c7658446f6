// Texts that reached a Chinese screen in English: known dictionary values, the creative status,
// the preview size rule and server messages built from values (an unknown value shows as sent).
import { afterEach, describe, expect, it } from 'vitest';
import zhCN from '../../src/i18n/catalogues/zh-CN';
import { serverText, t } from '../../src/i18n';
import { activate, i18n } from '../../src/i18n/i18n';
import { optionsFrom } from '../../src/reports/filters/useOptionList';
import { API_KEY_REFUSAL } from '../../src/mocks/authorization/authorize';
import { MANAGEMENT_REFUSALS, outOfReach } from '../../src/mocks/authorization/management';
import { IMPORT_BUSY } from '../../src/mocks/handlers/inventory/adUnitImport';
import { SERVER_ERROR } from '../../server/apiServerHandler';
import { JSON_BODY_LIMIT, tooLargeMessage, TOO_DEEP, UPLOAD_BODY_LIMIT } from '../../server/bodyLimits';
import { NO_PERMISSION } from '../../src/mocks/users/access';

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
    expect(t('Only one dimension can be larger than 450 pixels.')).toBe('只能有一个边长大于 450 像素。');
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

  it('shows the refusals of authorization, of the import and of npm run api in Chinese, word for word', () => {
    activate('zh-CN', zhCN);
    const shown = (text: string) => serverText(text);
    expect(shown(NO_PERMISSION)).toBe('您没有权限执行此操作');
    expect(shown(API_KEY_REFUSAL)).toBe('API 安全令牌只能读取报表（报表 API）；其他操作请登录控制台');
    expect(Object.values(MANAGEMENT_REFUSALS).map(shown)).toEqual([
      '只有管理员可以修改、停用或删除管理员',
      '您不能更改自己所属的用户组',
      '您不能扩大自己所属用户组的权限',
      '您不能授予自己没有的菜单项',
      '您不能授予数据范围以外的应用',
      '您不能授予数据范围以外的内容站点',
      '您不能授予数据范围以外的搜索站点',
    ]);
    expect(shown(outOfReach('Administrators'))).toBe(
      '用户组 Administrators 授予的权限超出您所拥有的：只有管理员可以管理它',
    );
    expect(shown(IMPORT_BUSY)).toBe('您的上一个文件仍在读取中，请等待读取完成');
    expect(shown(tooLargeMessage(JSON_BODY_LIMIT))).toBe('请求内容过大（最多 1 MB）');
    expect(shown(tooLargeMessage(UPLOAD_BODY_LIMIT))).toBe('请求内容过大（最多 10 MB）');
    expect(shown(TOO_DEEP)).toBe('请求内容嵌套过深（最多 32 层）');
    expect(shown(SERVER_ERROR)).toBe('服务器内部错误');
    expect(shown('No such call: /gamebridge-manager/v1/nowhere')).toBe(
      '没有此接口：/gamebridge-manager/v1/nowhere',
    );
  });
});
