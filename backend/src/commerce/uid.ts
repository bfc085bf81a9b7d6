// Magento's uid: base64 of the entity id (Magento\Framework\GraphQl\Query\Uid).

export const toUid = (id: number | string): string => btoa(String(id));

/** The id inside a uid, or null when it is not base64 of a positive integer. */
export function fromUid(uid: string): number | null {
  let decoded: string;
  try {
    decoded = atob(uid);
  } catch {
    return null;
  }
  return /^[1-9]\d*$/.test(decoded) ? Number(decoded) : null;
}
