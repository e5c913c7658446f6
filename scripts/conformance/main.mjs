#!/usr/bin/env node
// `npm run conformance -- --host <url> --email <e> --password <p>`: checks that an API host answers
// the console's calls as the contract (docs/openapi.json) says. docs/deploy.md, "Before you point a
// deployment at your API host", tells what it checks; --help lists the options.
import { runConformance } from './check.mjs';

process.exitCode = await runConformance(process.argv.slice(2));
