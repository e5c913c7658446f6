#!/usr/bin/env node
/**
 * Scaffolds a report: `npm run new:report -- <name>` writes src/reports/configs/<name>.ts from the
 * commented template below and changes no other file (the report registry finds configs by
 * itself). `--out <folder>` writes elsewhere (the scaffold test uses it). Removing the file
 * removes the report again.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { invalidName, runScaffold, snakeOf, titleOf } from './scaffolding.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIGS = path.join(ROOT, 'src', 'reports', 'configs');
const REPORTS = path.join(ROOT, 'src', 'reports');

/** Screens of the Report group that are not report configs: a report named so would hide them. */
const TAKEN_ROUTES = new Set(['reportapi']);

const USAGE = 'Usage: npm run new:report -- <name>   (a camelCase name such as widgetClicks)';

/** Why this name cannot be used, or undefined. */
function refusal(name, outDir) {
  if (!name) return USAGE;
  const invalid = invalidName(name, 'report', 'widgetClicks');
  if (invalid) return invalid;
  if (TAKEN_ROUTES.has(name))
    return `"${name}" is taken by a screen of the console (/report/${name}); choose another name`;
  const file = path.join(outDir, `${name}.ts`);
  if (existsSync(file)) return `${path.relative(ROOT, file)} already exists; choose another name`;
  const taken = [
    [`route: '/report/${name}'`, `the route /report/${name}`],
    [`id: '${snakeOf(name)}'`, `the id ${snakeOf(name)}`],
    [`'/ssp_publisher/${snakeOf(name)}/report'`, `the call /ssp_publisher/${snakeOf(name)}/report`],
  ];
  for (const folder of new Set([outDir, CONFIGS])) {
    for (const entry of readdirSync(folder).filter((candidate) => candidate.endsWith('.ts'))) {
      const text = readFileSync(path.join(folder, entry), 'utf8');
      const clash = taken.find(([needle]) => text.includes(needle));
      if (clash) return `${path.relative(ROOT, path.join(folder, entry))} already declares ${clash[1]}`;
    }
  }
  return undefined;
}

/** The config file of a new report (imports relative to where it is written). */
function template(name, outDir) {
  const title = titleOf(name);
  const snake = snakeOf(name);
  const reports = path.relative(outDir, REPORTS).split(path.sep).join('/');
  return `import {
  BY_SITE_DOMAIN,
  COUNTRIES,
  COUNTRY_DIMENSION,
  DATE_DIMENSION,
  choice,
  daysBack,
  dimension,
  flatRequest,
  metric,
} from '${reports}/sources';
import type { ReportConfig } from '${reports}/types';

/*
 * ${title}: made by \`npm run new:report -- ${name}\`. This file is all a report needs: the
 * registry finds it, the console gives it a route (/report/${name}), an entry in the Report menu,
 * its screen (filters, dimensions, metrics, Custom, Export), a section on the Report API screen,
 * its authorization rows, and in mock mode the embedded API answers its call with stable rows
 * drawn from the dimensions and metrics below. Delete the file and the report is gone everywhere.
 * docs/reports.md explains every option.
 */
const ${name}: ReportConfig = {
  // Used in export file names: ${snake}_<start>_<end>.csv
  id: '${snake}',
  // The screen's title, its menu entry and its breadcrumb.
  title: '${title}',
  route: '/report/${name}',
  // In the Report group, after the reports that declare an \`order\` (add one to place it).
  menu: { group: '/report' },
  views: [
    {
      // One tab; a report with tabs lists one view each, with a \`tabLabel\`.
      key: 'main',
      // POST /gamebridge/v2/ssp_publisher/${snake}/report, and its export at .../report/export.
      request: flatRequest('/ssp_publisher/${snake}/report'),
      // The range may start at most 90 days back and cannot end in the future.
      dateLimit: daysBack(90),
      // A multi-select of countries, sent as \`country\`.
      filters: [choice('country', 'Country', COUNTRIES)],
      // Date is always offered; Site shows the content site's domain; Country shows country names.
      dimensions: [DATE_DIMENSION, dimension('Site', 'Site', 'Domain'), COUNTRY_DIMENSION],
      // Each row belongs to the content site its Domain names: a user sees only the rows of the
      // sites their groups grant (BY_APP and BY_SEARCH_SITE say it for apps and search sites; a
      // report of the whole company has no scope). In mock mode the sites' domains are the values.
      scope: BY_SITE_DOMAIN,
      defaultDimensions: ['Date'],
      // Each metric's key is the row field; its format decides how the cell prints.
      metrics: [
        metric('Impressions', 'integer'),
        metric('Clicks', 'integer'),
        metric('Ctr', 'rate', { title: 'CTR' }),
        // Money in a currency: cells print $1,234.50; exports keep the plain number.
        metric('Revenue', 'money', { currency: 'USD' }),
      ],
      // A Custom button choosing the visible metrics, kept in the browser under this key.
      custom: { storageKey: '${snake.toUpperCase()}_CUSTOM_HEADER' },
      // Mock mode: the generic model makes the rows. Name values or ranges to make them look real:
      // mock: { values: { Country: ['US', 'DE'] }, ranges: { Impressions: [1000, 9000] } },
    },
  ],
  // This report's texts in Chinese where the console's catalogues have none (the catalogue test
  // names any text left without one). Replace the English title with its Chinese.
  translations: {
    'zh-CN': {
      '${title}': '${title}',
    },
  },
};

export default ${name};
`;
}

runScaffold(process.argv.slice(2), CONFIGS, {
  refusal,
  template,
  message: (file, name) =>
    `Wrote ${path.relative(ROOT, file)}. Start the console (npm run dev) and open Report > ${titleOf(name)} (route /report/${name}).`,
});
