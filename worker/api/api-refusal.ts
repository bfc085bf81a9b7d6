/**
 * A method's own refusal with the message the shopper should read (already in et-EE) and a
 * status: e.g. a wrong password as 'Email or password is not correct…' (400), too many sign-in
 * attempts (429). The router answers `{ error: { message, category } }` with that status, as it
 * does for Magento's errors; Magento's English text never reaches the shopper this way.
 */
export class ApiRefusal extends Error {
  override name = 'ApiRefusal';
  readonly status: 400 | 429;
  /** Magento's category when the refusal maps one of its errors; 'refused' otherwise (the browser shows the message of any refusal with a category). */
  readonly category: string;

  constructor(message: string, options: { status?: 400 | 429; category?: string | undefined } = {}) {
    super(message);
    this.status = options.status ?? 400;
    this.category = options.category ?? 'refused';
  }
}
