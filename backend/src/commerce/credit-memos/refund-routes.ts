// Magento's REST refund (Sales RefundOrderInterface, webapi.xml `POST /V1/order/:orderId/refund`,
// also under a store code: /rest/default/V1/…). The back office, or an integration, refunds an
// order offline: body `{ items?: [{ order_item_id, qty }], notify?, appendComment?, comment?,
// arguments?: { shipping_amount?, adjustment_positive?, adjustment_negative?,
// extension_attributes?: { return_to_stock_items?: [order_item_id] } } }`; answers the credit
// memo's entity id (a JSON number), as Magento does.
// - Auth: `Authorization: Bearer ${ADMIN_API_TOKEN}` (an admin or integration token); missing or
//   another → 401 "The consumer isn't authorized to access %resources." (Magento's
//   AuthorizationException, resources Magento_Sales::sales_invoice, refund's ACL resource).
//   An empty ADMIN_API_TOKEN refuses everyone.
// - Unknown order → 404 "The entity that was requested doesn't exist. Verify the entity and try again."
// - Not JSON → 400 'Decoding error: …'; a field of the wrong type → 400 naming it.
// - Refused by Magento's validators (credit-memo-rules.ts) → 400 "Creditmemo Document Validation
//   Error(s):\n" + the messages, one a line.
// After the batch committed, the refund webhook goes to the storefront in waitUntil
// (refund-webhook.ts). Development also has GET /rest/__refund-webhook-log.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { draftCreditMemo } from './credit-memo-rules';
import { creditMemoById, insertCreditMemo, refundableOrder } from './credit-memo-store';
import { deliverRefundWebhook, recentRefundDeliveries, refundPayload, type DeliveryFetch } from './refund-webhook';
import { sameSecret } from '../../same-secret';

type Env = { Bindings: BackendEnv };

const NO_STORE = { 'cache-control': 'no-store' };
const REFUND_RESOURCE = 'Magento_Sales::sales_invoice';
const NOT_FOUND = "The entity that was requested doesn't exist. Verify the entity and try again.";

const Amount = z.number().finite().min(0).max(1_000_000);
const RefundBodySchema = z.object({
  items: z.array(z.object({ order_item_id: z.number().int().positive(), qty: z.number().min(0).max(100_000) })).max(500).optional(),
  notify: z.boolean().optional(),
  appendComment: z.boolean().optional(),
  comment: z.object({ comment: z.string().max(10_000), is_visible_on_front: z.union([z.number(), z.boolean()]).optional() }).optional(),
  arguments: z
    .object({
      shipping_amount: Amount.nullable().optional(),
      adjustment_positive: Amount.nullable().optional(),
      adjustment_negative: Amount.nullable().optional(),
      extension_attributes: z.object({ return_to_stock_items: z.array(z.number().int().positive()).max(500).nullable().optional() }).nullable().optional(),
    })
    .nullable()
    .optional(),
});


const error = (c: Context<Env>, status: 400 | 401 | 404, message: string, parameters?: Record<string, string>) =>
  c.json(parameters ? { message, parameters } : { message }, status, NO_STORE);

async function isAdmin(c: Context<Env>): Promise<boolean> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  const token = c.env.ADMIN_API_TOKEN?.trim() ?? '';
  return Boolean(match && token && (await sameSecret(match[1]!, token)));
}

export function refundRoutes({ send }: { send?: DeliveryFetch } = {}) {
  const app = new Hono<Env>();

  const refund = async (c: Context<Env>) => {
    if (!(await isAdmin(c))) return error(c, 401, "The consumer isn't authorized to access %resources.", { resources: REFUND_RESOURCE });
    const orderId = Number(c.req.param('orderId'));
    let json: unknown;
    try {
      const text = await c.req.text();
      json = text.trim() ? JSON.parse(text) : {};
    } catch (e) {
      return error(c, 400, `Decoding error: \n${e instanceof Error ? e.message : 'Syntax error'}`);
    }
    const parsed = RefundBodySchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return error(c, 400, `The "${issue.path.join('.') || 'body'}" value is invalid: ${issue.message}`);
    }
    const body = parsed.data;
    for (let attempt = 1; ; attempt++) {
      const found = Number.isSafeInteger(orderId) && orderId > 0 ? await refundableOrder(c.env.DB, orderId) : null;
      if (!found) return error(c, 404, NOT_FOUND);
      const outcome = draftCreditMemo(found.order, found.items, body);
      if (!outcome.ok) return error(c, 400, `Creditmemo Document Validation Error(s):\n${outcome.messages.join('\n')}`);
      let saved;
      try {
        saved = await insertCreditMemo(c.env.DB, found.order, outcome.memo);
      } catch (e) {
        // A refund of the same order committed in between (the CHECKs refused this batch):
        // validate again against what is stored now.
        if (attempt < 2) continue;
        throw e;
      }
      const memo = await creditMemoById(c.env.DB, saved.id);
      if (memo) {
        const delivery = deliverRefundWebhook(c.env, refundPayload(found.order, memo), send).catch((e: unknown) => console.error('Refund webhook delivery failed', e));
        c.executionCtx.waitUntil(delivery);
      }
      return c.json(saved.id, 200, NO_STORE);
    }
  };
  app.post('/rest/V1/order/:orderId/refund', refund);
  app.post('/rest/:store/V1/order/:orderId/refund', refund);

  app.get('/rest/__refund-webhook-log', async (c) => {
    if (c.env.ENVIRONMENT === 'production') return c.notFound();
    return c.json(await recentRefundDeliveries(c.env.DB), 200, NO_STORE);
  });
  return app;
}
