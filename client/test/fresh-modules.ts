import { vi } from 'vitest';

/**
 * Setup of the `node` test project (vitest.config.ts), which runs its files in one module graph
 * per worker: each file gets fresh modules, so no store value or pending reply of one file
 * reaches the next (a notification pushed late by one file was seen by another).
 */
vi.resetModules();
