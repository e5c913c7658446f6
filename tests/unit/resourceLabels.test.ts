import { describe, expect, it } from 'vitest';
import { resourceLabels } from '../../src/model/labels';
import { registry } from '../../src/schemas';

const named = (name: string) => {
  const schema = registry.find((candidate) => candidate.name === name);
  if (!schema) throw new Error(`no schema ${name}`);
  return resourceLabels(schema);
};

describe('the names a resource derives from its one label', () => {
  it("derive the record's name, the titles and the menu entry from the label", () => {
    expect(resourceLabels({ label: 'Coupon List' })).toEqual({
      title: 'Coupon List',
      record: 'Coupon',
      create: 'Add Coupon',
      edit: 'Edit Coupon',
      view: 'View Coupon',
      menu: 'Coupon List',
    });
    expect(resourceLabels({ label: 'Coupon' })).toMatchObject({ record: 'Coupon', create: 'Add Coupon' });
  });

  it('take each override as it is written, and the record override into the derived titles', () => {
    expect(
      resourceLabels({
        label: 'List',
        labels: { title: 'Coupon List', record: 'Coupon', create: 'Create Coupon' },
        menu: { name: 'Coupons' },
      }),
    ).toEqual({
      title: 'Coupon List',
      record: 'Coupon',
      create: 'Create Coupon',
      edit: 'Edit Coupon',
      view: 'View Coupon',
      menu: 'Coupons',
    });
    expect(resourceLabels({ label: 'Main Keyword', labels: { edit: 'Edit Mainkey' } }).edit).toBe(
      'Edit Mainkey',
    );
  });

  // The screens' words, as the specification writes them.
  it.each([
    ['site', { title: 'Site List', create: 'Add Site', menu: 'Site List' }],
    ['zone', { title: 'Zone List', create: 'Add Zone', edit: 'Edit Zone' }],
    ['channel', { title: 'Channel', create: 'Add Channel', menu: 'Channel' }],
    ['app', { title: 'App List', create: 'Add App', view: 'View App' }],
    ['adUnit', { title: 'App Unit', create: 'Add Ad Unit', menu: 'App Unit' }],
    ['keyword', { title: 'Main Keyword', create: 'Add Mainkey', edit: 'Edit Mainkey' }],
    ['searchSite', { title: 'Site', create: 'Add Site', edit: 'Retry Site' }],
    ['link', { title: 'Landing Pages', create: 'Create Link', view: 'View Landing Page' }],
    ['information', { title: 'Information', create: 'Create Information', edit: 'Edit Information' }],
    ['postback', { title: 'Postback Setting', create: 'Add Link', edit: 'Edit Link' }],
    ['widget', { title: 'Widget List', create: 'Create Widget', edit: 'Edit Widget', menu: 'List' }],
    ['user', { title: 'User', create: 'Add User', edit: 'Edit User' }],
    ['userGroup', { title: 'User Group', create: 'Add User Group', edit: 'Edit User Group' }],
    ['activity', { title: 'Activity Log', view: 'View Change', menu: 'Activity Log' }],
  ])('%s shows the titles of its screen', (name, titles) => {
    expect(named(name)).toMatchObject(titles);
  });
});
