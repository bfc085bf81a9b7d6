import { vi } from 'vitest';

/**
 * Setup of the `node` test project (vitest.config.ts), which runs its files one after another in
 * one worker: each file starts as it would in a worker of its own, with the globals the previous
 * file stubbed restored and fresh modules, so no store value of one file reaches the next (a
 * notification one file left was seen by another).
 */
vi.unstubAllGlobals();
vi.resetModules();
