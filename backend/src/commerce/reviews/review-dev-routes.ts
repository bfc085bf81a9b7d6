// The back office's review moderation, as development endpoints (issue 17 item 6): a default
// Magento stores a shopper's review as Pending until an admin approves it (Marketing → Reviews).
// Behind the same guard as /__outbox (devToolsEnabled): 404 in production. Through the
// storefront: /__dev/backend/reviews[/{id}/approve|reject].
//
//   GET  /__reviews[?status=pending|approved|not_approved]   the shoppers' reviews (default pending)
//   POST /__reviews/{id}/approve                              listed and counted from now on
//   POST /__reviews/{id}/reject                               Magento's "Not Approved"
import { Hono } from 'hono';
import { z } from 'zod';
import { devToolsEnabled } from '../../faults/dev-tools';
import { moderateReview, reviewsByStatus } from './review-store';

export const reviewDevRoutes = new Hono<{ Bindings: BackendEnv }>();

reviewDevRoutes.use('/__reviews/*', async (c, next) => (devToolsEnabled(c.env) ? next() : c.notFound()));
reviewDevRoutes.use('/__reviews', async (c, next) => (devToolsEnabled(c.env) ? next() : c.notFound()));

const ListQuery = z.object({ status: z.enum(['pending', 'approved', 'not_approved']).default('pending') });
const ReviewId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const NO_STORE = { 'cache-control': 'no-store' };

reviewDevRoutes.get('/__reviews', async (c) => {
  const query = ListQuery.safeParse(c.req.query());
  if (!query.success) return c.json({ error: 'Invalid query: status is pending, approved or not_approved' }, 400, NO_STORE);
  return c.json(await reviewsByStatus(c.env.DB, query.data.status), 200, NO_STORE);
});

for (const [action, status] of [['approve', 'approved'], ['reject', 'not_approved']] as const) {
  reviewDevRoutes.post(`/__reviews/:id/${action}`, async (c) => {
    const id = ReviewId.safeParse(c.req.param('id'));
    if (!id.success) return c.json({ error: 'The review id must be a positive integer' }, 400, NO_STORE);
    const review = await moderateReview(c.env.DB, id.data, status);
    if (!review) return c.json({ error: `Review ${id.data} does not exist` }, 404, NO_STORE);
    return c.json(review, 200, NO_STORE);
  });
}
