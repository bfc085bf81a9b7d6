#!/usr/bin/env node
// Runs npm scripts side by side (`node scripts/run-parallel.mjs check:types lint`): the type check
// and the type-aware lint are each one process on one core, and CI has two. Each script's output
// is printed whole once it ends (no interleaved lines); exits 1 when any of them failed.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

/** Runs `npm run <name>`; resolves with its exit code and everything it printed. */
function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ name, code: 1, output: Buffer.from(String(error)), seconds: 0 }));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(names.map(run));
for (const { name, code, output, seconds } of results) {
  process.stdout.write(`\n> ${name} (${seconds.toFixed(1)} s, ${code === 0 ? 'ok' : `exit ${code}`})\n`);
  process.stdout.write(output);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
