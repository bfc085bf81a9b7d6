// The seeded CMS content (Estonian): pages, blocks and the newsletter single type, published.
// Deterministic: fixed document ids and timestamps. Seeded once, on the first /cms request (a
// `cms_seed` row in `meta`); after that it is editor data that a catalogue reseed never touches.
import { hashString } from '../seed/prng';
import type { ModelName } from './content-types';
import { mediaId } from './media';

const SEEDED_AT = '2026-01-05T08:00:00.000Z';
export const CMS_SEED_VERSION = 'cms-v1';

/** 24 lowercase letters and digits derived from the model and identifier (Strapi's documentId form). */
export function seededDocumentId(model: ModelName, identifier: string): string {
  let out = '';
  for (let i = 0; out.length < 24; i++) out += hashString(`${model}:${identifier}:${i}`).toString(36);
  return out.slice(0, 24);
}

type Seeded = { model: ModelName; identifier: string; data: Record<string, unknown> };

let componentId = 0;
const id = () => ++componentId;

const section = (component: string, fields: Record<string, unknown>) => ({ __component: `sections.${component}`, id: id(), ...fields });

const html = (...paragraphs: string[]) => paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('');

function page(identifier: string, title: string, metaDescription: string, sections: unknown[]): Seeded {
  return { model: 'page', identifier, data: { identifier, title, seo: { id: id(), metaTitle: title, metaDescription }, sections } };
}

const DEPARTMENTS = () =>
  section('departments', {
    title: 'Osakonnad',
    departments: [
      { id: id(), name: 'Klienditeenindus', phone: '+372 600 0000', email: 'info@mooblipood.ee', hours: 'E–R 9–17' },
      { id: id(), name: 'Müügisaal (Tallinn, Peterburi tee 50)', phone: '+372 600 0001', email: 'muugisaal@mooblipood.ee', hours: 'E–L 10–20, P 10–19' },
      { id: id(), name: 'Pealadu (Rae vald, Jüri)', phone: '+372 600 0002', email: 'ladu@mooblipood.ee', hours: 'E–L 10–20, P 10–19' },
      { id: id(), name: 'Rae ladu (kauba väljastus)', phone: '+372 600 0003', email: 'ladu@mooblipood.ee', hours: 'E–L 10–20, P 10–19' },
    ],
  });

function content(): Seeded[] {
  componentId = 0;
  return [
    page('home', 'Mööblipood – mööbel ja sisustus', 'Diivanid, voodid, lauad, toolid, valgustid ja vaibad. Tarne üle Eesti.', [
      section('hero-slider', {
        slides: [
          { id: id(), title: 'Diivanid igasse koju', subtitle: 'Nurgadiivanid, sirged diivanid ja diivanvoodid – paljud laos kohe olemas.', image: mediaId('hero_diivanid'), link: '/c/diivanid.html', linkText: 'Vaata diivaneid' },
          { id: id(), title: 'Hea uni algab voodist', subtitle: 'Kontinentaalvoodid ja madratsid, mida saab müügisaalis proovida.', image: mediaId('hero_voodid'), link: '/c/voodid.html', linkText: 'Vaata voodeid' },
          { id: id(), title: 'Aiamööbel uueks hooajaks', subtitle: 'Aiatoolid, aialauad ja päikesevarjud terrassile ja rõdule.', image: mediaId('hero_aiamoobel'), link: '/c/aiamoobel.html', linkText: 'Vaata aiamööblit' },
        ],
      }),
      section('product-widget', { title: 'Populaarsed tooted', skus: 'MP10002\nMP10007\nMP10003\nMP10004', seeMoreLink: '/c/diivanid.html', seeMoreText: 'Kõik diivanid' }),
      section('notice', {
        content: html('<h2>Tasuta tarne alates 500 €</h2>', 'Toome mööbli koju üle Eesti. Soovi korral paneme selle kokku ja viime vana mööbli ära.'),
        image: mediaId('notice_tarne'),
        link: '/info/tarne.html',
      }),
      section('product-widget', { title: 'Nädala pakkumised', skus: 'MP10005\nMP10006\nMP10008', seeMoreLink: '/c/kampaaniad.html', seeMoreText: 'Kõik kampaaniad' }),
      section('inspiration', {
        title: 'Inspiratsioon',
        items: [
          { id: id(), title: 'Hubane elutuba', image: mediaId('inspiratsioon_elutuba'), link: '/c/diivanid.html' },
          { id: id(), title: 'Rahulik magamistuba', image: mediaId('inspiratsioon_magamistuba'), link: '/c/voodid.html' },
          { id: id(), title: 'Söögituba kogu perele', image: mediaId('inspiratsioon_soogituba'), link: '/c/lauad.html' },
          { id: id(), title: 'Kodukontor', image: mediaId('inspiratsioon_kodukontor'), link: '/c/toolid.html' },
        ],
      }),
      section('newsletter', { heading: 'Liitu uudiskirjaga', description: 'Saadame kord kuus pakkumised ja uued tooted. Loobuda saab igal ajal.' }),
    ]),
    page('kontaktid', 'Kontaktid', 'Mööblipoe klienditeeninduse, müügisaali ja ladude aadressid, telefonid ja lahtiolekuajad.', [
      section('contact-text', {
        column1: html('<h3>Mööblipood OÜ</h3>', 'Registrikood 12345678<br>KMKR EE101234567', 'Peterburi tee 50, 11415 Tallinn'),
        column2: html('<h3>Klienditeenindus</h3>', 'Telefon <a href="tel:+3726000000">+372 600 0000</a><br>E-post <a href="mailto:info@mooblipood.ee">info@mooblipood.ee</a>', 'E–R 9–17'),
        column3: html('<h3>Müügisaal ja laod</h3>', 'Müügisaal: Peterburi tee 50, Tallinn<br>Pealadu: Aruküla tee 29, Jüri', 'E–L 10–20, P 10–19'),
      }),
      DEPARTMENTS(),
    ]),
    page('info/tarne', 'Tarne ja paigaldus', 'Kuidas Mööblipood toob tellimuse koju, pakiautomaati või kauplusesse ning mida tarne maksab.', [
      section('notice', {
        content: html(
          '<h2>Tarneviisid</h2>',
          'Väiksemad tooted saadame pakiautomaati (Omniva ja SmartPost, 3,49–3,99 €, tasuta alates 150 €). Suurema mööbli toob kojuvedu (29 €, tasuta alates 500 €) või kuller (49 €).',
          'Tellimuse saab tasuta järele tulla meie ladudest ja müügisaalist.',
          // Raw-text elements on purpose: the storefront must sanitise CMS HTML (issue 9, bad input).
          '<script>document.title = "CMS script ran"</script><style>body { display: none }</style>',
          '<ul><li>Laos olevad tooted: 2–5 tööpäeva</li><li>Tellimisel tooted: tarneaeg on toote lehel</li></ul>',
        ),
        image: mediaId('notice_tarne'),
        link: '/info/tarne/pakiautomaat.html',
      }),
      DEPARTMENTS(),
    ]),
    page('info/tarne/pakiautomaat', 'Tarne pakiautomaati', 'Pakiautomaati mahuvad tooted, hinnad ja kättesaamine.', [
      section('notice', {
        content: html(
          '<h2>Pakiautomaati</h2>',
          'Pakiautomaati saame saata tooted, mis mahuvad kappi (Omniva kuni 64 × 41 × 38 cm, SmartPost kuni 60 × 36 × 60 cm) ja kaaluvad kuni 30 kg.',
          'Kui pakk on kohal, saadame SMS-i ja e-kirja koodiga. Pakk ootab automaadis 7 päeva.',
        ),
        link: '/info/tarne.html',
      }),
    ]),
    page('info/garantii', 'Garantii', 'Mööblipoe toodete garantii ja pretensioonide esitamine.', [
      section('notice', {
        content: html(
          '<h2>Garantii ja pretensioonid</h2>',
          'Kõigil toodetel on seadusest tulenev 2-aastane pretensiooni esitamise õigus. Paljudele diivanitele ja voodiraamidele annab tootja lisaks 5-aastase garantii.',
          'Pretensiooni esitamiseks kirjuta <a href="mailto:info@mooblipood.ee">info@mooblipood.ee</a> ja lisa tellimuse number ning fotod.',
        ),
      }),
    ]),
    page('info/kasutustingimused', 'Kasutustingimused', 'Mööblipoe e-poe kasutus- ja müügitingimused.', [
      section('contact-text', {
        column1: html('<h3>Tellimine</h3>', 'Leping sõlmitakse, kui tellimus on tasutud. Hinnad sisaldavad käibemaksu 24 %.'),
        column2: html('<h3>Tagastamine</h3>', 'E-poest ostetud toote võid tagastada 14 päeva jooksul. Tagastatav toode peab olema kasutamata ja originaalpakendis.'),
        column3: html('<h3>Isikuandmed</h3>', 'Töötleme isikuandmeid tellimuse täitmiseks. Ostuandmeid säilitame 7 aastat, videovalve salvestisi 1 kuu.'),
      }),
    ]),
    page('bank/jarelmaks', 'Järelmaks', 'Osta mööbel järelmaksuga: 0 % kuni 3 kuud, kuni 36 kuud.', [
      section('notice', {
        content: html(
          '<h2>Järelmaks Inbankiga</h2>',
          'Jaga ostu summa kuni 36 kuule. Esimesed 3 kuud 0 % intressiga. Otsuse saad kohe pärast taotluse esitamist.',
          'Järelmaksu saab valida kassas, kui ostukorvi summa on vähemalt 100 €.',
        ),
      }),
    ]),
    page('teenused/kokkupanek', 'Mööbli kokkupanek', 'Paneme diivanid, voodid ja kapid kokku teie kodus.', [
      section('notice', {
        content: html(
          '<h2>Kokkupanek</h2>',
          'Kokkupaneku saab tellida koos kojuveo või kulleriga. Hind sõltub tootest: diivan 39 €, voodi 59 €, kummut 39 €.',
          'Meister tuleb koos tarnega ja viib pakendid ära.',
        ),
      }),
      section('product-widget', { title: 'Tooted kokkupanekuga', skus: 'MP10002\nMP10007\nMP10003', seeMoreLink: '/c/diivanid.html', seeMoreText: 'Vaata diivaneid' }),
    ]),
    page('teenused/utiliseerimine', 'Vana mööbli utiliseerimine', 'Viime vana mööbli uue tarne ajal ära.', [
      section('notice', {
        content: html('<h2>Utiliseerimine</h2>', 'Uue mööbli tarne ajal viime vana mööbli ära ja anname selle üle jäätmejaama. Teenus maksab 39 € tellimuse kohta.'),
      }),
    ]),
    {
      model: 'block',
      identifier: 'footer-about',
      data: {
        identifier: 'footer-about',
        title: 'Meist',
        content: html('Mööblipood on Eesti mööblikauplus, mis toob kodudesse diivaneid, voodeid, laudu ja valgusteid juba üle 15 aasta.', '<a href="/kontaktid.html">Kontaktid</a>'),
      },
    },
    {
      model: 'block',
      identifier: 'footer-service',
      data: {
        identifier: 'footer-service',
        title: 'Klienditeenindus',
        content: html('E–R 9–17<br><a href="tel:+3726000000">+372 600 0000</a><br><a href="mailto:info@mooblipood.ee">info@mooblipood.ee</a>'),
      },
    },
    {
      model: 'newsletter',
      identifier: 'newsletter',
      data: {
        heading: 'Liitu uudiskirjaga',
        subheading: 'Ja saa esimesena teada pakkumistest',
        description: 'Saadame kord kuus uued tooted, sisustusnõuanded ja ainult uudiskirja lugejatele mõeldud pakkumised. Loobuda saab igal ajal.',
        headingImage: mediaId('uudiskiri_pais'),
        showOnPages: '/\n/info/tarne.html',
        reopenAfterClosedHours: 48,
        openAfterSeconds: 15,
      },
    },
  ];
}

/** Every seeded document, with its document id. */
export function seededDocuments(): Array<Seeded & { documentId: string }> {
  return content().map((doc) => ({ ...doc, documentId: seededDocumentId(doc.model, doc.identifier) }));
}

/** Seeds the CMS once (idempotent: concurrent first requests insert nothing twice). */
export async function ensureCmsSeeded(db: D1Database): Promise<void> {
  const row = await db.prepare(`SELECT value FROM meta WHERE key = 'cms_seed'`).first<{ value: string }>();
  if (!row) {
    const statements = seededDocuments().flatMap((doc) =>
      (['draft', 'published'] as const).map((status) =>
        db
          .prepare(
            `INSERT OR IGNORE INTO cms_documents (document_id, model, status, data, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(doc.documentId, doc.model, status, JSON.stringify(doc.data), SEEDED_AT, SEEDED_AT, status === 'published' ? SEEDED_AT : null),
      ),
    );
    statements.push(db.prepare(`INSERT OR IGNORE INTO meta (key, value) VALUES ('cms_seed', ?)`).bind(CMS_SEED_VERSION));
    await db.batch(statements);
  }
}
