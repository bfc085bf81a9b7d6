import type { z } from 'zod';
import type { MAGENTO_METHODS } from './api-methods';

/*
 * The middleware API's contract, as types only: the browser imports this module with
 * `import type`, so it costs no byte at run time (ARCHITECTURE.md "Islands"). Each method's
 * arguments are its zod schema's input and its reply is what its `run` resolves to
 * (worker/api/method.ts): one declaration, read by the worker's router and the islands' caller
 * (client/api-fetch.ts `callMagento`) alike.
 */
type Methods = typeof MAGENTO_METHODS;

/** A method of `POST /api/magento/{method}`. */
export type MagentoMethod = keyof Methods;
/** What a caller may pass for `T`: the same JSON, read-only at every depth (the call never changes it). */
type ReadonlyJson<T> = T extends (infer E)[] ? readonly ReadonlyJson<E>[] : T extends readonly unknown[] ? { readonly [K in keyof T]: ReadonlyJson<T[K]> } : T extends object ? { readonly [K in keyof T]: ReadonlyJson<T[K]> } : T;
/** The JSON argument array `method` takes. */
export type MagentoArgs<M extends MagentoMethod> = ReadonlyJson<z.input<Methods[M]['args']>>;
/** `data` of the method's 200 reply `{ data }`. */
export type MagentoReply<M extends MagentoMethod> = Awaited<ReturnType<Methods[M]['run']>>;
