import { Island } from '../island/island';
import { DeleteAccountDialog, type PersonalDataProps, PersonalDataView } from '../account/personal-data-view';

/** The personal data form and the account deletion sidebar; hydrated at load (the page is the form). */
export function AccountPersonalDataIsland({ customer }: PersonalDataProps) {
  return (
    <Island name="account-personal-data" hydrate="interaction" props={{ customer }}>
      <PersonalDataView
        values={{ firstname: customer.firstname, lastname: customer.lastname, email: customer.email, date_of_birth: customer.date_of_birth }}
        errors={{}}
        accountType={customer.account_type}
        idNumber={customer.id_number}
        busy={false}
        failure={null}
      />
      <DeleteAccountDialog busy={false} failure={null} />
    </Island>
  );
}
