/**
 * An order date as Estonians write it (23.11.2026). Magento answers 'YYYY-MM-DD HH:MM:SS' (UTC);
 * anything else is shown as the backend wrote it.
 */
export function formatOrderDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}
