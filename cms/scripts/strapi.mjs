#!/usr/bin/env node
// `npm run develop|build|start|strapi -- …`: runs Strapi's CLI after two checks that make a clean
// clone start with one command.
// 1. .env: written once from .env.example with fresh random secrets (scripts/ensure-env.mjs).
// 2. Node: Strapi runs on the Node that runs npm (`npm_node_execpath`), i.e. the one the operator
//    chose and that `npm install` built better-sqlite3 (a native module) for. Inside the storefront's
//    checkout, npm scripts otherwise pick up ../node_modules/.bin/node (the storefront's Node 22),
//    which cannot load a module built for another Node version.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import './ensure-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'package.json'));
const node = process.env.npm_node_execpath || process.execPath;
// The package's exports hide bin/: resolve it from the package root.
const strapiBin = path.join(path.dirname(require.resolve('@strapi/strapi/package.json')), 'bin/strapi.js');

if ((process.env.DATABASE_CLIENT ?? 'sqlite') === 'sqlite') {
  const probe = spawnSync(node, ['-e', "require('better-sqlite3')(':memory:').close()"], { cwd: root, encoding: 'utf8' });
  if (probe.status !== 0) {
    console.error(
      `better-sqlite3 does not load in ${node} (${probe.stderr.split('\n').find((line) => /NODE_MODULE_VERSION|Error/.test(line)) ?? 'see above'}).\n` +
        `Rebuild it for this Node: npm --prefix cms rebuild better-sqlite3 (or use DATABASE_CLIENT=postgres).`,
    );
    process.exit(1);
  }
}

const child = spawn(node, [strapiBin, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env: { ...process.env, BROWSER: process.env.BROWSER ?? 'none' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
