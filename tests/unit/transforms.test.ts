import { beforeEach, describe, expect, it } from 'vitest';
import { sentValue, transformsOf } from '../../src/model/transforms';
import type { FieldDef, Values } from '../../src/model/types';
import { validateRecord } from '../../src/model/rules';
import { createDataProvider } from '../../src/providers/data/dataProvider';
import { toAntdRules } from '../../src/resources/form/antdRules';
import { valuesToSend } from '../../src/resources/form/formValues';
import { registry } from '../../src/schemas';
import userSchema from '../../src/schemas/user';
import { withSchema } from '../support/withSchema';
import { contact } from './fixtures/contact';
import { ADMIN_EMAIL, loginAs } from './helpers';

const dataProvider = createDataProvider(registry);
const field = (key: string) => contact.fields.find((candidate) => candidate.key === key) as FieldDef;

/** What a user types, untidy. */
const TYPED: Values = {
  name: '  Ann    Lee ',
  email: ' Ann.Lee@Demo.TEST ',
  code: ' ab-c-1 ',
  site_id: 1001,
  homepage: ' https://ann.example ',
};

withSchema(contact);
beforeEach(() => loginAs(ADMIN_EMAIL));

describe('value transforms (form.transform)', () => {
  it("send a new user's email as the server stores it: trimmed and in lower case", () => {
    const email = userSchema.fields.find((candidate) => candidate.key === 'email') as FieldDef;
    expect(sentValue(email, ' Erin@Demo.TEST ')).toBe('erin@demo.test');
  });

  it('apply the named transforms and functions in order, after the default trim', () => {
    expect(transformsOf(field('name'))[0]).toBe('trim');
    expect(sentValue(field('name'), '  Ann    Lee ')).toBe('Ann Lee');
    expect(sentValue(field('email'), ' Ann.Lee@Demo.TEST ')).toBe('ann.lee@demo.test');
    expect(sentValue(field('code'), ' ab-c-1 ')).toBe('ABC1');
    // `trim: false` keeps the spaces; a number is left alone.
    expect(sentValue(field('homepage'), ' https://ann.example ')).toBe(' https://ann.example ');
    expect(sentValue(field('site_id'), 1001)).toBe(1001);
  });

  it('transform each entry of a list, and strip a protocol', () => {
    const domains: FieldDef = {
      key: 'domains',
      label: 'Domains',
      kind: 'lines',
      form: { transform: ['trim', 'stripProtocol', 'lowercase'] },
    };
    expect(sentValue(domains, [' HTTPS://A.example ', 'b.example'])).toEqual(['a.example', 'b.example']);
  });

  it('the browser form sends what the embedded API stores, even when a client sends the raw text', async () => {
    const fromForm = valuesToSend(contact, 'create', TYPED);
    expect(fromForm).toEqual({
      name: 'Ann Lee',
      email: 'ann.lee@demo.test',
      code: 'ABC1',
      site_id: 1001,
      homepage: ' https://ann.example ',
    });

    // A client that skips the form: the API cleans the same way before its rules and storage.
    const stored = (await dataProvider.create({ resource: 'contact', variables: TYPED })).data as Values;
    expect(stored).toMatchObject(fromForm);
    const listed = await dataProvider.getList({
      resource: 'contact',
      pagination: { currentPage: 1, pageSize: 20 },
    });
    expect(listed.data.find((row) => row.contact_id === stored.contact_id)).toMatchObject(fromForm);
  });

  it('rules judge the value as it is sent, in the form and in the embedded API alike', async () => {
    const email = field('email');
    const [rule] = toAntdRules(email.form?.rules ?? [], 'Email', (value, values) =>
      sentValue(email, value, values),
    );
    const validator = (rule as (form: unknown) => { validator: (r: unknown, v: unknown) => Promise<void> })({
      getFieldsValue: () => TYPED,
    }).validator;
    await expect(validator({}, ' Ann.Lee@Demo.TEST ')).resolves.toBeUndefined();
    await expect(validator({}, 'ann lee@demo.test')).rejects.toThrow('Lower case only');
    expect(validateRecord(contact, { ...TYPED, email: 'ann.lee@demo.test' }, 'create')).toBeUndefined();
    await expect(
      dataProvider.create({ resource: 'contact', variables: { ...TYPED, email: 'Ann Lee@demo.test' } }),
    ).rejects.toMatchObject({ message: 'Lower case only' });
  });
});
