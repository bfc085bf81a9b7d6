// /__faults and /__stats. Answer 404, as if they did not exist, unless dev tools are enabled.
import { Hono } from 'hono';
import { devToolsEnabled } from './dev-tools';
import { FaultRules, faultRules, setFaultRules } from './fault-rules';
import { requestStats, resetRequestStats } from './request-stats';

export const devEndpoints = new Hono<{ Bindings: BackendEnv }>();

devEndpoints.use('/__faults', async (c, next) => (devToolsEnabled(c.env) ? next() : c.notFound()));
devEndpoints.use('/__stats', async (c, next) => (devToolsEnabled(c.env) ? next() : c.notFound()));

devEndpoints.get('/__faults', (c) => c.json({ rules: faultRules() }));

devEndpoints.post('/__faults', async (c) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: 'Body must be JSON: {"rules": [...]}' }, 400);
  }
  const parsed = FaultRules.safeParse(body);
  if (!parsed.success) return c.json({ error: 'Invalid fault rules', issues: parsed.error.issues }, 400);
  setFaultRules(parsed.data.rules);
  return c.json({ rules: parsed.data.rules });
});

devEndpoints.delete('/__faults', (c) => {
  setFaultRules([]);
  return c.json({ rules: [] });
});

devEndpoints.get('/__stats', (c) => c.json(requestStats()));

devEndpoints.delete('/__stats', (c) => {
  resetRequestStats();
  return c.json(requestStats());
});
