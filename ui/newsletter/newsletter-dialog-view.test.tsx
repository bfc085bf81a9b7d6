import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NewsletterDialogView } from './newsletter-dialog-view';

const props = { subheading: null, description: 'Kord kuus.', image: null, openAfterSeconds: 15, reopenAfterClosedHours: 48 };

describe('NewsletterDialogView', () => {
  it('is titled by the heading the editor wrote', () => {
    const html = renderToStaticMarkup(<NewsletterDialogView heading="Liitu uudiskirjaga" {...props}>{null}</NewsletterDialogView>);
    expect(html).toContain('aria-labelledby="newsletter-popup-title"');
    expect(html).toContain('<h2 id="newsletter-popup-title" class="newsletter-dialog__heading">Liitu uudiskirjaga</h2>');
  });

  it('shows no heading when the editor cleared it, and is still named for screen readers', () => {
    const html = renderToStaticMarkup(<NewsletterDialogView heading={null} {...props}>{null}</NewsletterDialogView>);
    expect(html).not.toContain('<h2');
    expect(html).toContain('aria-label="Uudiskiri"');
    expect(html).toContain('Kord kuus.');
  });
});
