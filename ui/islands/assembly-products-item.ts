import type { MagentoReply } from '../../worker/api/contract';

/** One service of the `assemblyProducts` reply (storefront.md §3 "Assembly product"; worker/api/api-methods.ts). */
export type AssemblyProductItem = MagentoReply<'assemblyProducts'>['items'][number];
