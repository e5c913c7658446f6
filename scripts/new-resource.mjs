#!/usr/bin/env node
/**
 * Scaffolds a resource: `npm run new:resource -- <name>` writes src/schemas/<name>.ts from the
 * commented template below and changes no other file (the registry finds schemas by itself).
 * `--out <folder>` writes elsewhere (the scaffold test uses it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { invalidName, runScaffold, snakeOf, titleOf } from './scaffolding.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCHEMAS = path.join(ROOT, 'src', 'schemas');
const MODEL = path.join(ROOT, 'src', 'model');

/** Paths the console already uses at the top level; a resource named so would hide them. */
const TAKEN_ROUTES = new Set([
  'home',
  'account',
  'report',
  'appManager',
  'siteManager',
  'searchAds',
  'widget',
  'integration',
  'login',
  'signin',
  'saas',
  'findpwd',
]);
/** Helper modules of the schema folder. */
const TAKEN_FILES = new Set(['index', 'fields', 'enums']);

const USAGE = 'Usage: npm run new:resource -- <name>   (a camelCase name such as purchaseOrder)';

/** Why this name cannot be used, or undefined. */
function refusal(name, outDir) {
  if (!name) return USAGE;
  const invalid = invalidName(name, 'resource', 'purchaseOrder');
  if (invalid) return invalid;
  if (TAKEN_FILES.has(name))
    return `"${name}" is the name of a helper module of the schema folder; choose another name`;
  if (TAKEN_ROUTES.has(name))
    return `"${name}" is taken by a screen of the console (/${name}); choose another name`;
  const file = path.join(outDir, `${name}.ts`);
  if (existsSync(file)) return `${path.relative(ROOT, file)} already exists; choose another name`;
  const named = readdirSync(outDir)
    .filter((entry) => entry.endsWith('.ts'))
    .find((entry) => readFileSync(path.join(outDir, entry), 'utf8').includes(`name: '${name}',`));
  if (named)
    return `${path.relative(ROOT, path.join(outDir, named))} already declares a resource named ${name}`;
  return undefined;
}

/** The schema file of a new resource (imports relative to where it is written). */
function template(name, outDir) {
  const label = titleOf(name);
  const base = `/ssp_publisher/${snakeOf(name)}`;
  const model = path.relative(outDir, MODEL).split(path.sep).join('/');
  const row = `${label.replace(/[^A-Za-z0-9]/g, '')}Row`;
  return `import { defineResource } from '${model}/defineResource';
import { maxLength, required } from '${model}/rules';
import type { Option } from '${model}/types';

/*
 * ${label}: made by \`npm run new:resource -- ${name}\`. This file is all a resource needs: the
 * registry finds it, the console gives it a route (/${name}), a menu entry, a list with its
 * filters and a create/edit form, and in mock mode the embedded API serves its calls from this
 * description. docs/schemas.md explains every option.
 */

/** One record as the API sends it: the schema's keys and paths are checked against it. */
interface ${row} {
  id: number;
  name: string;
  site_id: number;
  status: number;
  created_time: string;
}

/** The two values of the status toggle, as the API stores them. */
const ACTIVE = 1;
const PAUSED = 2;

/** Status choices: the value the API stores, the label and the tag colour the console shows. */
const STATUS_OPTIONS: Option[] = [
  { value: ACTIVE, label: 'Active', color: 'green' },
  { value: PAUSED, label: 'Paused', color: 'default' },
];

/** One record's path ({id} is filled from the record's idKey): its show, update and delete calls and the Delete row action's. */
const RECORD = '${base}/{id}';

export default defineResource<${row}>()({
  name: '${name}',
  label: '${label}',
  route: '/${name}',
  // A top-level menu entry; \`parent: '/searchAds'\` would put it in that group, \`order\` sets its place.
  menu: { icon: 'file' },
  idKey: 'id',
  // Each record belongs to a content site (its site_id): the embedded API keeps each user to the
  // records of the sites their groups grant, in lists, shows, edits, deletes and exports, and
  // refuses a site outside them. Delete this line (and site_id) for a resource of the company.
  dataScope: { owner: 'content_site', via: 'site_id' },
  api: {
    // Paged with page_index and page_size; the filters below are sent as query parameters.
    list: {
      method: 'GET',
      path: '${base}/list',
      paging: { page: 'page_index', size: 'page_size' },
    },
    show: { method: 'GET', path: RECORD },
    create: { method: 'POST', path: '${base}' },
    update: { method: 'PUT', path: RECORD },
    // Removes one record; the Delete row action below makes this call (both are needed).
    delete: { method: 'DELETE', path: RECORD },
  },
  messages: { created: '${label} added', updated: '${label} saved' },
  fields: [
    { key: 'id', label: 'ID', column: true },
    {
      key: 'name',
      label: 'Name',
      column: true,
      // A text filter: the list keeps the rows whose name contains what is typed.
      filter: { placeholder: 'Name' },
      // Checked by the form and by the embedded API, with these exact messages. Both clean the
      // value the same way first: trimmed by default; more with transform: ['collapseSpaces'].
      form: { rules: [required('Please input name'), maxLength(50)] },
    },
    {
      // Another resource's record, shown by that resource's recordLabel (a site's domain) in the
      // list, the filter and the form (the labels of a page in one call), never a copied name. The
      // id is what is stored; labelKey: '<field>' would show another of its fields.
      key: 'site_id',
      label: 'Site',
      kind: 'reference',
      reference: { resource: 'site' },
      column: true,
      filter: true,
      form: { rules: [required('Please choose a site')] },
    },
    // Cells by name: column: { display: 'url' } ('email', 'image', 'tag', 'number', 'currency', 'percent').
    {
      key: 'status',
      label: 'Status',
      kind: 'select',
      options: STATUS_OPTIONS,
      column: { display: 'tag' },
      // A select filter with an 'All' choice first.
      filter: { kind: 'select', withAll: true },
      form: { rules: [required('Please choose a status')], initial: ACTIVE },
    },
    // Set by the server on create. A range filter: filter: { kind: 'dateRange', params: ['begin_date', 'end_date'] }
    { key: 'created_time', label: 'Created Time', column: { display: 'dateTime' } },
  ],
  // Switching a record on and off: the call sends the record's id and the status to set. It gives
  // the list row selection and the bulk Enable and Disable; the Delete below adds the bulk Delete.
  statusToggle: {
    key: 'status',
    on: ACTIVE,
    off: PAUSED,
    call: {
      method: 'POST',
      path: '${base}/status',
      body: (values) => ({ id: values.id, status: values.status }),
    },
  },
  rowActions: [
    { kind: 'edit', label: 'Edit' },
    // Makes api.delete for its row after the question ({{name}} is the record's name), with a few
    // seconds to undo; bulk: also for the rows selected in the list.
    {
      kind: 'call',
      label: 'Delete',
      danger: true,
      call: { method: 'DELETE', path: RECORD },
      confirm: 'Delete {{name}}?',
      done: '${label} deleted',
      bulk: true,
    },
  ],
  // This resource's texts in Chinese where the console's catalogues have none (the catalogue test
  // names any text left without one). Replace the English names with their Chinese.
  translations: {
    'zh-CN': {
      '${label}': '${label}',
      'Add ${label}': '添加 ${label}',
      'Edit ${label}': '编辑 ${label}',
      '${label} added': '已添加 ${label}',
      '${label} saved': '已保存 ${label}',
      Name: '名称',
      'Please input name': '请输入名称',
      'Please choose a status': '请选择状态',
      'Please choose a site': '请选择站点',
      'Delete {{name}}?': '删除 {{name}}？',
      '${label} deleted': '已删除 ${label}',
    },
  },
});
`;
}

runScaffold(process.argv.slice(2), SCHEMAS, {
  refusal,
  template,
  message: (file, name) =>
    `Wrote ${path.relative(ROOT, file)}. Start the console (npm run dev) and open ${titleOf(name)} in the menu (route /${name}).`,
});
