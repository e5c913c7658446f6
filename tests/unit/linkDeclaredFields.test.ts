import { describe, expect, it } from 'vitest';
import { links } from '../../src/mocks/handlers/inventory/links';
import { callAs, tokenOf } from './authorization/requests';
import { CREATE_LINK, linkBody } from './fixtures/linkBody';

const CREATE = CREATE_LINK;
const LINK = { ...linkBody({ padding: 'y'.repeat(5000) }), sub1: 's1' };

describe('creating a landing-page link', () => {
  it('stores the declared fields only, whatever else the body carries', async () => {
    const token = await tokenOf('admin@demo.test');
    const answer = await callAs(
      token,
      CREATE,
      {},
      {
        ...LINK,
        padding: 'x'.repeat(100_000),
        __proto__: { polluted: true },
        id: 1,
        created_user_name: 'Someone else',
      },
    );
    expect(answer.body).toMatchObject({ success: true });
    const created = (answer.body as { data: Record<string, unknown> }).data;
    const stored = links().find((link) => link.id === created.id) as Record<string, unknown>;
    expect(stored).toBeDefined();
    expect(Object.keys(stored).sort()).toEqual(
      [
        'domain',
        'lp_type',
        'feed_id',
        'key_word',
        'other_key_word',
        'style_id',
        'utm_source',
        'utm_param',
        'sub1',
        'id',
        'domain_type',
        'channel_id',
        'pub_id',
        'created_user_name',
        'created_time',
        'link_url',
      ].sort(),
    );
    expect(stored.utm_param).toEqual({ pixel_id: 'px-1', kwhl: 'k' });
    expect(stored.created_user_name).toBe('Admin');
    expect(stored.id).not.toBe(1);
    expect(JSON.stringify(stored)).not.toContain('xxxx');
  });

  it('still applies the schema rules to what it keeps', async () => {
    const token = await tokenOf('admin@demo.test');
    const answer = await callAs(token, CREATE, {}, { ...LINK, key_word: '' });
    expect((answer.body as { success: boolean }).success).toBe(false);
  });
});
