import { describe, expect, it } from 'vitest';
import { readFormAddress, withFormAddress } from '../../src/resources/formAddress';

describe('form address', () => {
  it('reads ?create, ?edit=<id> and ?view=<id>', () => {
    expect(readFormAddress(new URLSearchParams('create'))).toEqual({ mode: 'create' });
    expect(readFormAddress(new URLSearchParams('edit=7&pageSize=20'))).toEqual({ mode: 'edit', id: '7' });
    expect(readFormAddress(new URLSearchParams('view=a%2Fb'))).toEqual({ mode: 'view', id: 'a/b' });
    expect(readFormAddress(new URLSearchParams('edit=&pageSize=20'))).toBeUndefined();
  });

  it('sets one form parameter and keeps the list state', () => {
    const list = new URLSearchParams('currentPage=2&filters[0][field]=q&edit=3');
    expect(withFormAddress(list, { mode: 'view', id: '5' }).toString()).toBe(
      'currentPage=2&filters%5B0%5D%5Bfield%5D=q&view=5',
    );
    expect(withFormAddress(list, { mode: 'create' }).toString()).toBe(
      'currentPage=2&filters%5B0%5D%5Bfield%5D=q&create=',
    );
    expect(withFormAddress(list, undefined).toString()).toBe('currentPage=2&filters%5B0%5D%5Bfield%5D=q');
  });
});
