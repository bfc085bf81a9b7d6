// JavaScript at load, as Chromium fetches it (bench/interactions.mjs): every script resource
// requested from the navigation until the network has been quiet for `quietMs` after the `load`
// event, nothing touched. Read from the DevTools protocol (Network domain) of the page: CDP
// resource type Script (module scripts, dynamic imports, modulepreload) or a JavaScript MIME type.
// Per script: the bytes on the wire (`encodedDataLength` of Network.loadingFinished: headers
// included, compressed only if the server compressed) and the body gzipped at level 9 (what the
// build's budgets and bench/run.mjs count). Every response's status is checked: the document
// must answer `expectStatus`, everything else 2xx or 304; failed requests are reported too.
import { gzipSync } from 'node:zlib';

const isScript = (request) => request.type === 'Script' || /javascript|ecmascript/.test(request.mimeType ?? '');

/**
 * Loads `url` in `page` (its context already set up: cookies, profile) through `cdp` (a CDP
 * session of that page, throttling already applied) and returns
 * `{ status, jsGzip, jsTransfer, scripts: [{ path, gzip, transfer }], problems: [..] }`.
 */
export async function jsAtLoad(page, cdp, url, { expectStatus = 200, quietMs = 2000, timeoutMs = 60_000 } = {}) {
  const requests = new Map();
  let inflight = 0;
  let lastActivity = Date.now();
  let mainRequestId = null; // the document: its status is checked against expectStatus
  const problems = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    lastActivity = Date.now();
    if (event.redirectResponse) {
      const previous = requests.get(event.requestId);
      if (previous) previous.redirects.push(event.redirectResponse.status);
      return; // same request id, still in flight
    }
    if (!/^https?:/.test(event.request.url)) return;
    mainRequestId ??= event.type === 'Document' ? event.requestId : null;
    inflight += 1;
    requests.set(event.requestId, { url: event.request.url, type: event.type, redirects: [], status: null, mimeType: null, transfer: 0, done: false });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    request.mimeType = event.response.mimeType;
    request.encoding = event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'] ?? 'identity';
    request.type = event.type ?? request.type;
  });
  const finish = (event, failed) => {
    const request = requests.get(event.requestId);
    if (!request || request.done) return;
    request.done = true;
    inflight -= 1;
    lastActivity = Date.now();
    if (failed) problems.push(`${request.url}: failed (${event.errorText}${event.canceled ? ', canceled' : ''})`);
    else request.transfer = event.encodedDataLength;
  };
  cdp.on('Network.loadingFinished', (event) => finish(event, false));
  cdp.on('Network.loadingFailed', (event) => finish(event, true));
  await cdp.send('Network.enable');

  const response = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  const documentStatus = response?.status() ?? null;
  if (documentStatus !== expectStatus) problems.push(`${url}: document answered ${documentStatus}, expected ${expectStatus}`);
  const deadline = Date.now() + timeoutMs;
  while (inflight > 0 || Date.now() - lastActivity < quietMs) {
    if (Date.now() > deadline) {
      problems.push(`${url}: network not quiet for ${quietMs} ms within ${timeoutMs} ms of load`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const scripts = [];
  for (const [requestId, request] of requests) {
    const ok = (request.status >= 200 && request.status < 300) || request.status === 304;
    if (requestId !== mainRequestId && request.status !== null && !ok) {
      problems.push(`${request.url}: HTTP ${request.status}`);
    }
    if (!isScript(request) || !request.done || request.status !== 200) continue;
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
    const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
    scripts.push({ path: new URL(request.url).pathname, gzip: gzipSync(bytes, { level: 9 }).byteLength, transfer: request.transfer, encoding: request.encoding });
  }
  scripts.sort((a, b) => b.gzip - a.gzip);
  const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
  return { status: documentStatus, finalUrl: response?.url() ?? null, jsGzip: sum('gzip'), jsTransfer: sum('transfer'), scripts, problems };
}
