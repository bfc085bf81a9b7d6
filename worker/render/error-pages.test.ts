import { describe, expect, it } from 'vitest';
import { errorPageFailure } from './error-pages';

describe('errorPageFailure (the error page itself failed)', () => {
  it('shows the notice, escaped details and a link home, with the original status', async () => {
    const response = errorPageFailure(503, new Error('<script>x</script>'), new Error('render failed'));
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Vealehe kuvamisel tekkis viga');
    expect(html).toContain('render failed');
    expect(html).toContain('&#60;script&#62;x&#60;/script&#62;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="/">Mine avalehele</a>');
  });
});
