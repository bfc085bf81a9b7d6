// Generated product images: the file name carries everything needed to draw one (view number,
// silhouette, colour), so serving an image needs no database and no network, and the same
// product always looks the same.

const FILE = /^\/[a-z0-9]\/[a-z0-9]\/([a-z0-9-]+)-(\d)-([a-z]+)-([0-9a-f]{6})\.svg$/;

/**
 * Magento-style path below media/catalog/product, dispersed by the first two characters:
 * productImageFile('MP10042', 1, 'sofa', '8a8d91') === '/m/p/mp10042-1-sofa-8a8d91.svg'.
 */
export function productImageFile(name: string, view: number, shape: string, hex: string): string {
  const base = name.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  return `/${base[0]}/${base[1] ?? '_'}/${base}-${view}-${shape}-${hex}.svg`;
}

// Simple silhouettes in a 400 × 500 box (the card ratio is 216 × 268), drawn in the product colour.
const SHAPES: Record<string, string> = {
  sofa: '<rect x="60" y="250" width="280" height="90" rx="18"/><rect x="70" y="190" width="260" height="80" rx="18"/><rect x="40" y="230" width="50" height="110" rx="14"/><rect x="310" y="230" width="50" height="110" rx="14"/><rect x="70" y="340" width="14" height="30"/><rect x="316" y="340" width="14" height="30"/>',
  armchair: '<rect x="120" y="170" width="160" height="120" rx="20"/><rect x="110" y="270" width="180" height="70" rx="14"/><rect x="95" y="240" width="40" height="100" rx="12"/><rect x="265" y="240" width="40" height="100" rx="12"/><rect x="125" y="340" width="12" height="40"/><rect x="263" y="340" width="12" height="40"/>',
  chair: '<rect x="150" y="120" width="100" height="140" rx="10"/><rect x="140" y="255" width="120" height="24" rx="6"/><rect x="148" y="279" width="10" height="120"/><rect x="242" y="279" width="10" height="120"/>',
  table: '<rect x="60" y="220" width="280" height="22" rx="4"/><rect x="80" y="242" width="14" height="140"/><rect x="306" y="242" width="14" height="140"/>',
  desk: '<rect x="60" y="200" width="280" height="20" rx="3"/><rect x="240" y="220" width="90" height="150"/><rect x="75" y="220" width="12" height="150"/><rect x="250" y="250" width="70" height="4" fill="#fff" opacity=".5"/>',
  bed: '<rect x="50" y="160" width="300" height="120" rx="10"/><rect x="40" y="270" width="320" height="80" rx="10"/><rect x="80" y="240" width="90" height="36" rx="14" fill="#fff" opacity=".7"/><rect x="230" y="240" width="90" height="36" rx="14" fill="#fff" opacity=".7"/>',
  mattress: '<rect x="50" y="230" width="300" height="90" rx="24"/><path d="M60 275h280" stroke="#fff" stroke-width="4" opacity=".5"/>',
  wardrobe: '<rect x="90" y="80" width="220" height="320" rx="6"/><path d="M200 90v300" stroke="#fff" stroke-width="4" opacity=".6"/><rect x="185" y="220" width="6" height="40" fill="#fff"/><rect x="209" y="220" width="6" height="40" fill="#fff"/>',
  drawer: '<rect x="80" y="180" width="240" height="190" rx="6"/><path d="M90 243h220M90 306h220" stroke="#fff" stroke-width="4" opacity=".6"/><rect x="90" y="370" width="12" height="20"/><rect x="298" y="370" width="12" height="20"/>',
  shelf: '<rect x="110" y="80" width="12" height="320"/><rect x="278" y="80" width="12" height="320"/><rect x="110" y="120" width="180" height="10"/><rect x="110" y="200" width="180" height="10"/><rect x="110" y="280" width="180" height="10"/><rect x="110" y="360" width="180" height="10"/>',
  lamp: '<path d="M150 110h100l40 90H110z"/><rect x="195" y="200" width="10" height="180"/><rect x="160" y="375" width="80" height="14" rx="6"/>',
  rug: '<rect x="70" y="140" width="260" height="240" rx="4"/><rect x="100" y="170" width="200" height="180" fill="none" stroke="#fff" stroke-width="6" opacity=".6"/>',
  parasol: '<path d="M60 200Q200 60 340 200z"/><rect x="196" y="190" width="8" height="200"/><rect x="160" y="385" width="80" height="12" rx="6"/>',
  giftcard: '<rect x="70" y="170" width="260" height="160" rx="16"/><path d="M200 170v160M70 250h260" stroke="#fff" stroke-width="10" opacity=".8"/>',
};

/** The drawing's own size; the card ratio (216 × 268) is about the same. */
export const IMAGE_WIDTH = 400;
export const IMAGE_HEIGHT = 500;

export type ImageSize = { width: number; height: number };

/**
 * The SVG for a file made by productImageFile, or null when the name is not one of ours. With a
 * size, the SVG is that size and the drawing covers it (centred, cropped to the box's ratio),
 * as an image proxy's default `cover` fit would.
 */
export function renderProductImage(file: string, size?: ImageSize): string | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const [, name, view, shape, hex] = match as unknown as [string, string, string, string, string];
  const body = SHAPES[shape] ?? SHAPES.table!;
  // Further views zoom in and shift the background a little, so a gallery does not repeat itself.
  const n = Number(view);
  const scale = 1 + (n - 1) * 0.18;
  const background = ['#f4f1ec', '#ece8e1', '#e6e9ec'][(n - 1) % 3];
  const label = name.toUpperCase().replace(/[<&>]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" width="${size?.width ?? IMAGE_WIDTH}" height="${size?.height ?? IMAGE_HEIGHT}"` +
    `${size ? ' preserveAspectRatio="xMidYMid slice"' : ''}>` +
    `<rect width="400" height="500" fill="${background}"/>` +
    `<g fill="#${hex}" transform="translate(200 250) scale(${scale.toFixed(2)}) translate(-200 -250)">${body}</g>` +
    `<text x="200" y="470" font-family="sans-serif" font-size="16" fill="#8a8d91" text-anchor="middle">${label}</text>` +
    `</svg>`
  );
}

/** The store logo (storeConfig.header_logo_src), 178 × 64 as the spec's header expects. */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 178 64" width="178" height="64">' +
  '<rect x="4" y="20" width="44" height="24" rx="6" fill="#b5583a"/><rect x="8" y="12" width="36" height="14" rx="5" fill="#b5583a"/>' +
  '<text x="56" y="40" font-family="sans-serif" font-size="20" font-weight="700" fill="#1f1f1f">Mööblipood</text></svg>';
