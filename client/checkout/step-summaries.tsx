import { useStore } from '@nanostores/react';
import { $checkout } from '../stores/checkout';

/** What a submitted contact-info step sent, shown under its heading. */
export function ContactInfoDone() {
  const { email, firstName, lastName, phoneNumber } = useStore($checkout).contactInfo;
  return (
    <p className="checkout-step__recap">
      {`${firstName} ${lastName}`.trim()}
      <br />
      {email}
      <br />
      {phoneNumber}
    </p>
  );
}
