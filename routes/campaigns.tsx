import { simpleRoute } from './simple-route';

/** /c/kampaaniad.html: campaigns (the listing of `campaign_category_id` comes with the catalogue issue). */
export const campaignsRoute = simpleRoute({ id: 'campaigns', paths: ['/c/kampaaniad.html'], title: 'Campaigns' });
