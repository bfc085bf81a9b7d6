let hits = 0;
export default {
  async fetch(req: Request, env: BackendEnv): Promise<Response> {
    hits++;
    await env.DB.prepare("INSERT INTO meta(key,value) VALUES(?, 'x')").bind(new URL(req.url).pathname + Math.random()).run();
    const row = await env.DB.prepare('SELECT count(*) AS n FROM meta').first<{ n: number }>();
    return Response.json({ hits, n: row?.n });
  },
} satisfies ExportedHandler<BackendEnv>;
