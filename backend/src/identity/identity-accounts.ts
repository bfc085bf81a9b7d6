// The accounts of a person proven by an eID sign-in: every customer account with that identity
// number (a personal one and any business accounts the person administers; customer.md §3
// "accounts": account_type, names, company_name, company_role, email). An account still waiting
// for its e-mail confirmation is left out: it may not sign in yet, as Magento refuses a token to
// an unconfirmed account.
import type { EidPerson } from './demo-identities';

export type IdentityAccount = {
  id: number;
  email: string;
  account_type: 'customer' | 'business';
  firstname: string;
  lastname: string;
  company_name: string | null;
  company_role: string | null;
};

export async function accountsOfIdentity(db: D1Database, idNumber: string): Promise<IdentityAccount[]> {
  const rows = await db
    .prepare(
      `SELECT c.id, c.email, c.account_type, c.firstname, c.lastname, co.name AS company_name, c.company_role
       FROM customers c LEFT JOIN companies co ON co.id = c.company_id
       WHERE c.id_number = ? AND c.confirmation IS NULL
       ORDER BY c.account_type = 'business', c.id`,
    )
    .bind(idNumber)
    .all<IdentityAccount>();
  return rows.results;
}

type KeyValue = { key: string; value: string | null };
const pairs = (entries: Record<string, string | null>): KeyValue[] => Object.entries(entries).map(([key, value]) => ({ key, value }));

/**
 * EstAuthTokenOutput: the person (data), their accounts, and the token when one account was
 * signed in (null when there is none yet, NotRegistered, or several to choose from).
 */
export function authOutput(person: EidPerson, accounts: readonly IdentityAccount[], token: string | null) {
  return {
    token,
    data: pairs({ firstname: person.firstname, lastname: person.lastname, id_number: person.id_number }),
    accounts: accounts.map((a) =>
      pairs({ account_type: a.account_type, firstname: a.firstname, lastname: a.lastname, company_name: a.company_name, company_role: a.company_role, email: a.email }),
    ),
  };
}
