import '@ant-design/v5-patch-for-react-19';
import { Refine } from '@refinedev/core';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { refineResources } from '../../src/App';
import { registry } from '../../src/schemas';
import { useLookupSpec } from '../../src/resources/useLookup';

/** Refine with the console's resources, as App hands them over (their meta lends lookups' defaults). */
const withResources = ({ children }: { children: ReactNode }) => (
  <Refine resources={refineResources(registry)}>{children}</Refine>
);

const asked = (spec: Parameters<typeof useLookupSpec>[0]) =>
  renderHook(() => useLookupSpec(spec), { wrapper: withResources }).result.current;

describe("the engine's lookup: its named resource's defaults, from Refine's resource meta", () => {
  it('without path or labelKey asks the information list and shows the title (its recordLabel)', () => {
    expect(asked({ resource: 'information', valueKey: 'id', query: { status: 1 } })).toEqual({
      resource: 'information',
      valueKey: 'id',
      query: { status: 1 },
      path: '/ssp_publisher/news',
      labelKey: 'title',
    });
  });

  it('keeps its own path and labelKey', () => {
    const own = asked({
      resource: 'searchSite',
      path: '/elsewhere/list',
      valueKey: 'domain',
      labelKey: 'pub_id',
    });
    expect([own.path, own.labelKey]).toEqual(['/elsewhere/list', 'pub_id']);
  });

  it("asks a report filter's lookup (its path, no resource) as declared", () => {
    const report = { path: '/report/sites', base: 'v2' as const, valueKey: 'domain' };
    expect(asked(report)).toBe(report);
  });
});
