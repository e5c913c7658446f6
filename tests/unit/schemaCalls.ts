import { API_BASES, type ApiBase } from '../../src/config';
import type { ApiCall, FieldDef, OptionSource, ResourceSchema } from '../../src/model/types';
import { registeredLookup } from '../../src/schemas';

/** One call a schema makes, with where it is declared (for a readable failure). */
export interface SchemaCall {
  where: string;
  method: string;
  base?: ApiBase;
  path: string;
}

const remote = (source: OptionSource | undefined) =>
  source && !Array.isArray(source) && 'path' in source ? source : undefined;

function fieldCalls(field: FieldDef): Omit<SchemaCall, 'where'>[] {
  const filterOptions = typeof field.filter === 'object' ? remote(field.filter.options) : undefined;
  return [remote(field.options), filterOptions, field.lookup && registeredLookup(field.lookup)]
    .filter((source) => source !== undefined)
    .map((source) => ({ method: 'GET', base: source.base, path: source.path }));
}

/** Every call a schema declares: its api, row actions, status toggle, toolbar exports, remote options and lookups. */
export function schemaCalls(schema: ResourceSchema): SchemaCall[] {
  const named = (where: string, call: ApiCall): SchemaCall => ({ where, ...call });
  return [
    ...Object.entries(schema.api)
      .filter((entry): entry is [string, ApiCall] => Boolean(entry[1]))
      .map(([action, call]) => named(`api.${action}`, call)),
    ...(schema.rowActions ?? []).flatMap((action) =>
      action.kind === 'call' || action.kind === 'download'
        ? [named(`row action ${action.label}`, action.call)]
        : [],
    ),
    ...(schema.statusToggle ? [named('status toggle', schema.statusToggle.call)] : []),
    ...(schema.toolbar ?? []).flatMap((action) =>
      action.kind === 'export' ? [named(`toolbar ${action.label}`, action.call)] : [],
    ),
    ...schema.fields.flatMap((field) =>
      fieldCalls(field).map((call) => ({ where: `field ${field.key} options`, ...call })),
    ),
  ];
}

/** A request for a call, its placeholders filled with 1. */
export const sampleRequest = (call: SchemaCall, token: string): Request =>
  new Request(`http://localhost${API_BASES[call.base ?? 'main']}${call.path.replace(/\{\w+\}/g, '1')}`, {
    method: call.method,
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    ...(call.method === 'GET' ? {} : { body: '{}' }),
  });
