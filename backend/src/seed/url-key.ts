// Estonian text to Magento-style url keys: 'Aiamööbel' -> 'aiamoobel', 'Söögilauad' -> 'soogilauad'.
const LETTERS: Record<string, string> = { ä: 'a', ö: 'o', õ: 'o', ü: 'u', š: 's', ž: 'z' };

export function urlKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöõüšž]/g, (c) => LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
