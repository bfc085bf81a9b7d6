import { useStore } from '@nanostores/react';
import { AccountButtonView } from '../../ui/islands/account-button-view';
import { openAuthentication } from '../stores/authentication-mode';
import { $customer } from '../stores/customer';
import { openSidebar } from '../stores/open-sidebar';

const openAccount = () => openSidebar('account');
const openLogin = () => openAuthentication('login');

/** No props: the customer comes from `$customer` (the server renders the guest state). */
export default function AccountButton() {
  const customer = useStore($customer, { ssr: 'initial' });
  return <AccountButtonView customerName={customer?.firstname ?? null} onClick={customer ? openAccount : openLogin} />;
}
