import { describe, expect, it } from 'vitest';
import { readFormAddress, withFormAddress } from '../../src/resources/form/formAddress';
import { withoutFormParams } from '../../src/providers/router/routerProvider';

describe('form address', () => {
  it('reads ?create, ?edit=<id> and ?view=<id>', () => {
    expect(readFormAddress('?create')).toEqual({ mode: 'create' });
    expect(readFormAddress('?pageSize=20&create=')).toEqual({ mode: 'create' });
    expect(readFormAddress('?edit=7&pageSize=20')).toEqual({ mode: 'edit', id: '7' });
    expect(readFormAddress('?view=a%2Fb')).toEqual({ mode: 'view', id: 'a/b' });
    expect(readFormAddress('?edit=&pageSize=20')).toBeUndefined();
  });

  it('sets one form parameter and keeps the list query as written', () => {
    const list = '?currentPage=2&filters[0][field]=tz&filters[0][value]=UTC%2B08%3A00&edit=3';
    expect(withFormAddress(list, { mode: 'view', id: '5' })).toBe(
      '?currentPage=2&filters[0][field]=tz&filters[0][value]=UTC%2B08%3A00&view=5',
    );
    expect(withFormAddress(list, { mode: 'create' })).toBe(
      '?currentPage=2&filters[0][field]=tz&filters[0][value]=UTC%2B08%3A00&create',
    );
    expect(withFormAddress(list, undefined)).toBe(
      '?currentPage=2&filters[0][field]=tz&filters[0][value]=UTC%2B08%3A00',
    );
    expect(withFormAddress('?create=', undefined)).toBe('');
    expect(withFormAddress('', { mode: 'edit', id: 'a b' })).toBe('?edit=a%20b');
  });

  it("is left out of what Refine parses, so a list's query key does not hold it", () => {
    const parsed = withoutFormParams({
      pathname: '/x',
      params: { pageSize: 20, create: '', edit: '3', view: '4', keep: 'yes' },
    });
    expect(parsed.params).toEqual({ pageSize: 20, keep: 'yes' });
  });
});
