/**
 * A self-contained GraphQL console for `GET /__dev/backend/graphql` in a browser: a query and a
 * variables box, a Run button and the JSON reply. No CDN (works offline) and no inline styles
 * or handlers: the one script carries the response's CSP nonce.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const EXAMPLE_QUERY = `query StoreConfig {
  storeConfig {
    store_code
    store_name
    default_display_currency_code
  }
}`;

const SCRIPT = `
const form = document.getElementById('graphiql');
const output = document.getElementById('result');
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  let variables = {};
  try {
    variables = data.get('variables').trim() ? JSON.parse(data.get('variables')) : {};
  } catch (error) {
    output.textContent = 'Variables are not valid JSON: ' + error.message;
    return;
  }
  output.textContent = '…';
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: data.get('query'), variables }),
    });
    const text = await response.text();
    try {
      output.textContent = 'HTTP ' + response.status + '\\n' + JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      output.textContent = 'HTTP ' + response.status + '\\n' + text;
    }
  } catch (error) {
    output.textContent = 'Request failed: ' + error.message;
  }
});
`;

export function graphiqlPage({ endpoint, nonce, query }: { endpoint: string; nonce: string; query?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Reference backend GraphQL (development)</title>
</head>
<body>
<h1>Reference backend GraphQL</h1>
<p>Development only. Requests go to <code>${escapeHtml(endpoint)}</code> (POST, JSON); any Magento-compatible GraphQL client can use the same URL.</p>
<form id="graphiql" method="post" action="${escapeHtml(endpoint)}">
<p><label for="query">Query</label><br><textarea id="query" name="query" rows="18" cols="100" spellcheck="false">${escapeHtml(query ?? EXAMPLE_QUERY)}</textarea></p>
<p><label for="variables">Variables (JSON)</label><br><textarea id="variables" name="variables" rows="4" cols="100" spellcheck="false">{}</textarea></p>
<p><button type="submit">Run</button></p>
</form>
<h2>Result</h2>
<pre id="result" aria-live="polite"></pre>
<script nonce="${escapeHtml(nonce)}">${SCRIPT}</script>
</body>
</html>`;
}
