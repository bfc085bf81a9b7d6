/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
/** Defines the virtual products to add to the cart. */
export type AddVirtualProductsToCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: string;
  /** An array of virtual products to add. */
  cart_items: Array<VirtualProductCartItemInput>;
};

/** Specifies the coupon code to apply to the cart. */
export type ApplyCouponToCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: string;
  /** A valid coupon code. */
  coupon_code: string;
};

export type ApplyGiftCardToCartInput = {
  cart_id: string;
  gift_card_code: string;
};

/** Defines the billing address. */
export type BillingAddressInput = {
  /** Defines a billing address. */
  address?: CartAddressInput | null | undefined;
  /** An ID from the customer's address book that uniquely identifies the address to be used for billing. */
  customer_address_id?: number | null | undefined;
  /** Indicates whether to set the billing address to be the same as the existing shipping address on the cart. */
  same_as_shipping?: boolean | null | undefined;
  /** Indicates whether to set the shipping address to be the same as this billing address. */
  use_for_shipping?: boolean | null | undefined;
};

/** Defines the billing or shipping address to be applied to the cart. */
export type CartAddressInput = {
  /** The city specified for the billing or shipping address. */
  city: string;
  /** The company specified for the billing or shipping address. */
  company?: string | null | undefined;
  /** The company's business register code (8 digits) when buying as a company. */
  company_registry_code?: string | null | undefined;
  /** The country code and label for the billing or shipping address. */
  country_code: string;
  /** The customer's fax number. */
  fax?: string | null | undefined;
  /** The first name of the customer or guest. */
  firstname: string;
  /** The last name of the customer or guest. */
  lastname: string;
  /** The middle name of the person associated with the billing/shipping address. */
  middlename?: string | null | undefined;
  /** The ZIP or postal code of the billing or shipping address. */
  postcode?: string | null | undefined;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: string | null | undefined;
  /** A string that defines the state or province of the billing or shipping address. */
  region?: string | null | undefined;
  /** An integer that defines the state or province of the billing or shipping address. */
  region_id?: number | null | undefined;
  /** Determines whether to save the address in the customer's address book. The default value is true. */
  save_in_address_book?: boolean | null | undefined;
  /** An array containing the street for the billing or shipping address. */
  street: Array<string>;
  /** A value such as Sr., Jr., or III. */
  suffix?: string | null | undefined;
  /** The telephone number for the billing or shipping address. */
  telephone?: string | null | undefined;
  /** The VAT company number for billing or shipping address. */
  vat_id?: string | null | undefined;
};

/** Defines an item to be added to the cart. */
export type CartItemInput = {
  /** An array of entered options for the base product, such as personalization text. */
  entered_options?: Array<EnteredOptionInput> | null | undefined;
  /** For a child product, the SKU of its parent product. */
  parent_sku?: string | null | undefined;
  /** The amount or number of an item to add. */
  quantity: number;
  /** The selected options for the base product, such as color or size, using the unique ID for an object such as `CustomizableRadioOption`, `CustomizableDropDownOption`, or `ConfigurableProductOptionsValues`. */
  selected_options?: Array<string | number> | null | undefined;
  /** The SKU of the product. */
  sku: string;
};

/** A single item to be updated. */
export type CartItemUpdateInput = {
  /** Deprecated. Use `cart_item_uid` instead. */
  cart_item_id?: number | null | undefined;
  /** The unique ID for a `CartItemInterface` object. */
  cart_item_uid?: string | number | null | undefined;
  /** The new quantity of the item. */
  quantity?: number | null | undefined;
};

export type CartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

/** The company's administrator: a customer account of type business. Without a password one is generated. */
export type CompanyAdminInput = {
  email: string;
  firstname: string;
  /** As CustomerCreateInput.id_number / identity_proof (registration after an eID sign-in). */
  id_number?: string | null | undefined;
  identity_proof?: Array<KeyValueInput> | null | undefined;
  lastname: string;
  password?: string | null | undefined;
};

/**
 * A business account (customer.md §3 Company creation input; shaped after Adobe Commerce B2B).
 * `reseller_id` is the Estonian business registry code (8 digits, check digit), `vat_tax_id` the VAT
 * number (EE + 9 digits, check digit); `country_id` defaults to EE.
 */
export type CompanyCreateInput = {
  city: string;
  company_admin: CompanyAdminInput;
  company_email: string;
  company_name: string;
  country_id?: CountryCodeEnum | null | undefined;
  /** Terms of sale / data processing / marketing consents given with the registration. */
  gdpr_agreements?: Array<string> | null | undefined;
  legal_name?: string | null | undefined;
  postcode: string;
  region: string;
  reseller_id: string;
  street: Array<string>;
  telephone: string;
  vat_tax_id: string;
};

/** Contains details about a customer email address to confirm. */
export type ConfirmEmailInput = {
  /** The key to confirm the email address. */
  confirmation_key: string;
  /** The email address to be confirmed. */
  email: string;
};

/** The list of country codes. */
export type CountryCodeEnum =
  /** Andorra */
  | 'AD'
  /** United Arab Emirates */
  | 'AE'
  /** Afghanistan */
  | 'AF'
  /** Antigua & Barbuda */
  | 'AG'
  /** Anguilla */
  | 'AI'
  /** Albania */
  | 'AL'
  /** Armenia */
  | 'AM'
  /** Netherlands Antilles */
  | 'AN'
  /** Angola */
  | 'AO'
  /** Antarctica */
  | 'AQ'
  /** Argentina */
  | 'AR'
  /** American Samoa */
  | 'AS'
  /** Austria */
  | 'AT'
  /** Australia */
  | 'AU'
  /** Aruba */
  | 'AW'
  /** Åland Islands */
  | 'AX'
  /** Azerbaijan */
  | 'AZ'
  /** Bosnia & Herzegovina */
  | 'BA'
  /** Barbados */
  | 'BB'
  /** Bangladesh */
  | 'BD'
  /** Belgium */
  | 'BE'
  /** Burkina Faso */
  | 'BF'
  /** Bulgaria */
  | 'BG'
  /** Bahrain */
  | 'BH'
  /** Burundi */
  | 'BI'
  /** Benin */
  | 'BJ'
  /** St. Barthélemy */
  | 'BL'
  /** Bermuda */
  | 'BM'
  /** Brunei */
  | 'BN'
  /** Bolivia */
  | 'BO'
  /** Brazil */
  | 'BR'
  /** Bahamas */
  | 'BS'
  /** Bhutan */
  | 'BT'
  /** Bouvet Island */
  | 'BV'
  /** Botswana */
  | 'BW'
  /** Belarus */
  | 'BY'
  /** Belize */
  | 'BZ'
  /** Canada */
  | 'CA'
  /** Cocos (Keeling) Islands */
  | 'CC'
  /** Congo-Kinshasa */
  | 'CD'
  /** Central African Republic */
  | 'CF'
  /** Congo-Brazzaville */
  | 'CG'
  /** Switzerland */
  | 'CH'
  /** Côte d’Ivoire */
  | 'CI'
  /** Cook Islands */
  | 'CK'
  /** Chile */
  | 'CL'
  /** Cameroon */
  | 'CM'
  /** China */
  | 'CN'
  /** Colombia */
  | 'CO'
  /** Costa Rica */
  | 'CR'
  /** Cuba */
  | 'CU'
  /** Cape Verde */
  | 'CV'
  /** Christmas Island */
  | 'CX'
  /** Cyprus */
  | 'CY'
  /** Czech Republic */
  | 'CZ'
  /** Germany */
  | 'DE'
  /** Djibouti */
  | 'DJ'
  /** Denmark */
  | 'DK'
  /** Dominica */
  | 'DM'
  /** Dominican Republic */
  | 'DO'
  /** Algeria */
  | 'DZ'
  /** Ecuador */
  | 'EC'
  /** Estonia */
  | 'EE'
  /** Egypt */
  | 'EG'
  /** Western Sahara */
  | 'EH'
  /** Eritrea */
  | 'ER'
  /** Spain */
  | 'ES'
  /** Ethiopia */
  | 'ET'
  /** Finland */
  | 'FI'
  /** Fiji */
  | 'FJ'
  /** Falkland Islands */
  | 'FK'
  /** Micronesia */
  | 'FM'
  /** Faroe Islands */
  | 'FO'
  /** France */
  | 'FR'
  /** Gabon */
  | 'GA'
  /** United Kingdom */
  | 'GB'
  /** Grenada */
  | 'GD'
  /** Georgia */
  | 'GE'
  /** French Guiana */
  | 'GF'
  /** Guernsey */
  | 'GG'
  /** Ghana */
  | 'GH'
  /** Gibraltar */
  | 'GI'
  /** Greenland */
  | 'GL'
  /** Gambia */
  | 'GM'
  /** Guinea */
  | 'GN'
  /** Guadeloupe */
  | 'GP'
  /** Equatorial Guinea */
  | 'GQ'
  /** Greece */
  | 'GR'
  /** South Georgia & South Sandwich Islands */
  | 'GS'
  /** Guatemala */
  | 'GT'
  /** Guam */
  | 'GU'
  /** Guinea-Bissau */
  | 'GW'
  /** Guyana */
  | 'GY'
  /** Hong Kong SAR China */
  | 'HK'
  /** Heard &amp; McDonald Islands */
  | 'HM'
  /** Honduras */
  | 'HN'
  /** Croatia */
  | 'HR'
  /** Haiti */
  | 'HT'
  /** Hungary */
  | 'HU'
  /** Indonesia */
  | 'ID'
  /** Ireland */
  | 'IE'
  /** Israel */
  | 'IL'
  /** Isle of Man */
  | 'IM'
  /** India */
  | 'IN'
  /** British Indian Ocean Territory */
  | 'IO'
  /** Iraq */
  | 'IQ'
  /** Iran */
  | 'IR'
  /** Iceland */
  | 'IS'
  /** Italy */
  | 'IT'
  /** Jersey */
  | 'JE'
  /** Jamaica */
  | 'JM'
  /** Jordan */
  | 'JO'
  /** Japan */
  | 'JP'
  /** Kenya */
  | 'KE'
  /** Kyrgyzstan */
  | 'KG'
  /** Cambodia */
  | 'KH'
  /** Kiribati */
  | 'KI'
  /** Comoros */
  | 'KM'
  /** St. Kitts & Nevis */
  | 'KN'
  /** North Korea */
  | 'KP'
  /** South Korea */
  | 'KR'
  /** Kuwait */
  | 'KW'
  /** Cayman Islands */
  | 'KY'
  /** Kazakhstan */
  | 'KZ'
  /** Laos */
  | 'LA'
  /** Lebanon */
  | 'LB'
  /** St. Lucia */
  | 'LC'
  /** Liechtenstein */
  | 'LI'
  /** Sri Lanka */
  | 'LK'
  /** Liberia */
  | 'LR'
  /** Lesotho */
  | 'LS'
  /** Lithuania */
  | 'LT'
  /** Luxembourg */
  | 'LU'
  /** Latvia */
  | 'LV'
  /** Libya */
  | 'LY'
  /** Morocco */
  | 'MA'
  /** Monaco */
  | 'MC'
  /** Moldova */
  | 'MD'
  /** Montenegro */
  | 'ME'
  /** St. Martin */
  | 'MF'
  /** Madagascar */
  | 'MG'
  /** Marshall Islands */
  | 'MH'
  /** Macedonia */
  | 'MK'
  /** Mali */
  | 'ML'
  /** Myanmar (Burma) */
  | 'MM'
  /** Mongolia */
  | 'MN'
  /** Macau SAR China */
  | 'MO'
  /** Northern Mariana Islands */
  | 'MP'
  /** Martinique */
  | 'MQ'
  /** Mauritania */
  | 'MR'
  /** Montserrat */
  | 'MS'
  /** Malta */
  | 'MT'
  /** Mauritius */
  | 'MU'
  /** Maldives */
  | 'MV'
  /** Malawi */
  | 'MW'
  /** Mexico */
  | 'MX'
  /** Malaysia */
  | 'MY'
  /** Mozambique */
  | 'MZ'
  /** Namibia */
  | 'NA'
  /** New Caledonia */
  | 'NC'
  /** Niger */
  | 'NE'
  /** Norfolk Island */
  | 'NF'
  /** Nigeria */
  | 'NG'
  /** Nicaragua */
  | 'NI'
  /** Netherlands */
  | 'NL'
  /** Norway */
  | 'NO'
  /** Nepal */
  | 'NP'
  /** Nauru */
  | 'NR'
  /** Niue */
  | 'NU'
  /** New Zealand */
  | 'NZ'
  /** Oman */
  | 'OM'
  /** Panama */
  | 'PA'
  /** Peru */
  | 'PE'
  /** French Polynesia */
  | 'PF'
  /** Papua New Guinea */
  | 'PG'
  /** Philippines */
  | 'PH'
  /** Pakistan */
  | 'PK'
  /** Poland */
  | 'PL'
  /** St. Pierre & Miquelon */
  | 'PM'
  /** Pitcairn Islands */
  | 'PN'
  /** Palestinian Territories */
  | 'PS'
  /** Portugal */
  | 'PT'
  /** Palau */
  | 'PW'
  /** Paraguay */
  | 'PY'
  /** Qatar */
  | 'QA'
  /** Réunion */
  | 'RE'
  /** Romania */
  | 'RO'
  /** Serbia */
  | 'RS'
  /** Russia */
  | 'RU'
  /** Rwanda */
  | 'RW'
  /** Saudi Arabia */
  | 'SA'
  /** Solomon Islands */
  | 'SB'
  /** Seychelles */
  | 'SC'
  /** Sudan */
  | 'SD'
  /** Sweden */
  | 'SE'
  /** Singapore */
  | 'SG'
  /** St. Helena */
  | 'SH'
  /** Slovenia */
  | 'SI'
  /** Svalbard & Jan Mayen */
  | 'SJ'
  /** Slovakia */
  | 'SK'
  /** Sierra Leone */
  | 'SL'
  /** San Marino */
  | 'SM'
  /** Senegal */
  | 'SN'
  /** Somalia */
  | 'SO'
  /** Suriname */
  | 'SR'
  /** São Tomé & Príncipe */
  | 'ST'
  /** El Salvador */
  | 'SV'
  /** Syria */
  | 'SY'
  /** Eswatini */
  | 'SZ'
  /** Turks & Caicos Islands */
  | 'TC'
  /** Chad */
  | 'TD'
  /** French Southern Territories */
  | 'TF'
  /** Togo */
  | 'TG'
  /** Thailand */
  | 'TH'
  /** Tajikistan */
  | 'TJ'
  /** Tokelau */
  | 'TK'
  /** Timor-Leste */
  | 'TL'
  /** Turkmenistan */
  | 'TM'
  /** Tunisia */
  | 'TN'
  /** Tonga */
  | 'TO'
  /** Turkey */
  | 'TR'
  /** Trinidad & Tobago */
  | 'TT'
  /** Tuvalu */
  | 'TV'
  /** Taiwan */
  | 'TW'
  /** Tanzania */
  | 'TZ'
  /** Ukraine */
  | 'UA'
  /** Uganda */
  | 'UG'
  /** U.S. Outlying Islands */
  | 'UM'
  /** United States */
  | 'US'
  /** Uruguay */
  | 'UY'
  /** Uzbekistan */
  | 'UZ'
  /** Vatican City */
  | 'VA'
  /** St. Vincent & Grenadines */
  | 'VC'
  /** Venezuela */
  | 'VE'
  /** British Virgin Islands */
  | 'VG'
  /** U.S. Virgin Islands */
  | 'VI'
  /** Vietnam */
  | 'VN'
  /** Vanuatu */
  | 'VU'
  /** Wallis & Futuna */
  | 'WF'
  /** Samoa */
  | 'WS'
  /** Yemen */
  | 'YE'
  /** Mayotte */
  | 'YT'
  /** South Africa */
  | 'ZA'
  /** Zambia */
  | 'ZM'
  /** Zimbabwe */
  | 'ZW';

/** Defines a new product review. */
export type CreateProductReviewInput = {
  /** The customer's nickname. Defaults to the customer name, if logged in. */
  nickname: string;
  /** The ratings details by category. For example, Price: 5 stars, Quality: 4 stars, etc. */
  ratings: Array<ProductReviewRatingInput>;
  /** The SKU of the reviewed product. */
  sku: string;
  /** The summary (title) of the review. */
  summary: string;
  /** The review text. */
  text: string;
};

/** The list of available currency codes. */
export type CurrencyEnum =
  | 'AED'
  | 'AFN'
  | 'ALL'
  | 'AMD'
  | 'ANG'
  | 'AOA'
  | 'ARS'
  | 'AUD'
  | 'AWG'
  | 'AZM'
  | 'AZN'
  | 'BAM'
  | 'BBD'
  | 'BDT'
  | 'BGN'
  | 'BHD'
  | 'BIF'
  | 'BMD'
  | 'BND'
  | 'BOB'
  | 'BRL'
  | 'BSD'
  | 'BTN'
  | 'BUK'
  | 'BWP'
  | 'BYN'
  | 'BZD'
  | 'CAD'
  | 'CDF'
  | 'CHE'
  | 'CHF'
  | 'CHW'
  | 'CLP'
  | 'CNY'
  | 'COP'
  | 'CRC'
  | 'CUP'
  | 'CVE'
  | 'CZK'
  | 'DJF'
  | 'DKK'
  | 'DOP'
  | 'DZD'
  | 'EEK'
  | 'EGP'
  | 'ERN'
  | 'ETB'
  | 'EUR'
  | 'FJD'
  | 'FKP'
  | 'GBP'
  | 'GEK'
  | 'GEL'
  | 'GHS'
  | 'GIP'
  | 'GMD'
  | 'GNF'
  | 'GQE'
  | 'GTQ'
  | 'GYD'
  | 'HKD'
  | 'HNL'
  | 'HRK'
  | 'HTG'
  | 'HUF'
  | 'IDR'
  | 'ILS'
  | 'INR'
  | 'IQD'
  | 'IRR'
  | 'ISK'
  | 'JMD'
  | 'JOD'
  | 'JPY'
  | 'KES'
  | 'KGS'
  | 'KHR'
  | 'KMF'
  | 'KPW'
  | 'KRW'
  | 'KWD'
  | 'KYD'
  | 'KZT'
  | 'LAK'
  | 'LBP'
  | 'LKR'
  | 'LRD'
  | 'LSL'
  | 'LSM'
  | 'LTL'
  | 'LVL'
  | 'LYD'
  | 'MAD'
  | 'MDL'
  | 'MGA'
  | 'MKD'
  | 'MMK'
  | 'MNT'
  | 'MOP'
  | 'MRO'
  | 'MUR'
  | 'MVR'
  | 'MWK'
  | 'MXN'
  | 'MYR'
  | 'MZN'
  | 'NAD'
  | 'NGN'
  | 'NIC'
  | 'NOK'
  | 'NPR'
  | 'NZD'
  | 'OMR'
  | 'PAB'
  | 'PEN'
  | 'PGK'
  | 'PHP'
  | 'PKR'
  | 'PLN'
  | 'PYG'
  | 'QAR'
  | 'RHD'
  | 'ROL'
  | 'RON'
  | 'RSD'
  | 'RUB'
  | 'RWF'
  | 'SAR'
  | 'SBD'
  | 'SCR'
  | 'SDG'
  | 'SEK'
  | 'SGD'
  | 'SHP'
  | 'SKK'
  | 'SLL'
  | 'SOS'
  | 'SRD'
  | 'STD'
  | 'SVC'
  | 'SYP'
  | 'SZL'
  | 'THB'
  | 'TJS'
  | 'TMM'
  | 'TND'
  | 'TOP'
  | 'TRL'
  | 'TRY'
  | 'TTD'
  | 'TWD'
  | 'TZS'
  | 'UAH'
  | 'UGX'
  | 'USD'
  | 'UYU'
  | 'UZS'
  | 'VEB'
  | 'VEF'
  | 'VND'
  | 'VUV'
  | 'WST'
  | 'XCD'
  | 'XOF'
  | 'XPF'
  | 'YER'
  | 'YTL'
  | 'ZAR'
  | 'ZMK'
  | 'ZWD';

/** Contains details about a billing or shipping address. */
export type CustomerAddressInput = {
  /** The customer's city or town. */
  city?: string | null | undefined;
  /** The customer's company. */
  company?: string | null | undefined;
  /** The two-letter code representing the customer's country. */
  country_code?: CountryCodeEnum | null | undefined;
  /** Indicates whether the address is the default billing address. */
  default_billing?: boolean | null | undefined;
  /** Indicates whether the address is the default shipping address. */
  default_shipping?: boolean | null | undefined;
  /** The first name of the person associated with the billing/shipping address. */
  firstname?: string | null | undefined;
  /** The family name of the person associated with the billing/shipping address. */
  lastname?: string | null | undefined;
  /** The customer's ZIP or postal code. */
  postcode?: string | null | undefined;
  /** An object containing the region name, region code, and region ID. */
  region?: CustomerAddressRegionInput | null | undefined;
  /** An array of strings that define the street number and name. */
  street?: Array<string | null | undefined> | null | undefined;
  /** The customer's telephone number. */
  telephone?: string | null | undefined;
  /** The customer's Tax/VAT number (for corporate customers). */
  vat_id?: string | null | undefined;
};

/** Defines the customer's state or province. */
export type CustomerAddressRegionInput = {
  /** The state or province name. */
  region?: string | null | undefined;
  /** The address region code. */
  region_code?: string | null | undefined;
  /** The unique ID for a pre-defined region. */
  region_id?: number | null | undefined;
};

/** An input object for creating a customer. */
export type CustomerCreateInput = {
  /** The customer's date of birth. */
  date_of_birth?: string | null | undefined;
  /** The customer's email address. */
  email: string;
  /** The customer's first name. */
  firstname: string;
  /** Consent codes given with the registration (terms_of_sale, data_processing, marketing). */
  gdpr_agreements?: Array<string> | null | undefined;
  /** The customer's gender (Male - 1, Female - 2). */
  gender?: number | null | undefined;
  /** With identity_proof only: the person proven by a finished eID sign-in. */
  id_number?: string | null | undefined;
  /** data of a finished eID sign-in: request_id + request_secret (smart_id, mobile_id) or card_token (card_id). */
  identity_proof?: Array<KeyValueInput> | null | undefined;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: boolean | null | undefined;
  /** The customer's family name. */
  lastname: string;
  /** The customer's password. */
  password?: string | null | undefined;
  /** The customer's Tax/VAT number (for corporate customers). */
  taxvat?: string | null | undefined;
};

/** CustomerOrderSortInput specifies the field to use for sorting search results and indicates whether the results are sorted in ascending or descending order. */
export type CustomerOrderSortInput = {
  /** This enumeration indicates whether to return results in ascending or descending order */
  sort_direction: SortEnum;
  /** Specifies the field to use for sorting */
  sort_field: CustomerOrderSortableField;
};

/** Specifies the field to use for sorting */
export type CustomerOrderSortableField =
  /** Sorts customer orders by created_at field */
  | 'CREATED_AT'
  /** Sorts customer orders by number */
  | 'NUMBER';

/** An input object for updating a customer. */
export type CustomerUpdateInput = {
  /** The customer's date of birth. */
  date_of_birth?: string | null | undefined;
  /** The customer's first name. */
  firstname?: string | null | undefined;
  /** The customer's gender (Male - 1, Female - 2). */
  gender?: number | null | undefined;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: boolean | null | undefined;
  /** The customer's family name. */
  lastname?: string | null | undefined;
  /** The customer's Tax/VAT number (for corporate customers). */
  taxvat?: string | null | undefined;
};

/** Defines a customizable option. */
export type CustomizableOptionInput = {
  /**
   * The customizable option ID of the product.
   * @deprecated Use `uid` instead.
   */
  id?: number | null | undefined;
  /** The unique ID for a `CartItemInterface` object. */
  uid?: string | number | null | undefined;
  /** The string value of the option. */
  value_string: string;
};

/** Defines a customer-entered option. */
export type EnteredOptionInput = {
  /** The unique ID for a `CustomizableOptionInterface` object, such as a `CustomizableFieldOption`, `CustomizableFileOption`, or `CustomizableAreaOption` object. */
  uid: string | number;
  /** Text the customer entered. */
  value: string;
};

/** Defines a filter that matches the input exactly. */
export type FilterEqualTypeInput = {
  /** Use this attribute to exactly match the specified string. For example, to filter on a specific category ID, specify a value such as `5`. */
  eq?: string | null | undefined;
  /** Use this attribute to filter on an array of values. For example, to filter on category IDs 4, 5, and 6, specify a value of `["4", "5", "6"]`. */
  in?: Array<string | null | undefined> | null | undefined;
};

export type FilterMatchTypeEnum =
  | 'FULL'
  | 'PARTIAL';

/** Defines a filter that performs a fuzzy search. */
export type FilterMatchTypeInput = {
  /** Use this attribute to fuzzy match the specified string. For example, to filter on a specific SKU, specify a value such as `24-MB01`. */
  match?: string | null | undefined;
  /** Filter match type for fine-tuned results. Possible values FULL or PARTIAL. If match_type is not provided, returned results will default to FULL match. */
  match_type?: FilterMatchTypeEnum | null | undefined;
};

/** Defines a filter that matches a range of values, such as prices or dates. */
export type FilterRangeTypeInput = {
  /** Use this attribute to specify the lowest possible value in the range. */
  from?: string | null | undefined;
  /** Use this attribute to specify the highest possible value in the range. */
  to?: string | null | undefined;
};

export type GdprRequestInput = {
  email: string;
  firstname: string;
  lastname: string;
  /** What the request is about (at most 2000 characters). */
  message: string;
  /** Optional: phone for the data protection officer's questions. */
  telephone?: string | null | undefined;
  type: GdprRequestTypeEnum;
};

/** The data subject rights a request is about (GDPR articles 15, 16 and 17). */
export type GdprRequestTypeEnum =
  | 'ACCESS'
  | 'ERASURE'
  | 'RECTIFICATION';

export type GiftCardTypeEnum =
  | 'COMBINED'
  | 'PHYSICAL'
  | 'VIRTUAL';

/** One key/value pair of a sign-in method's input (customer.md §7: auth mutations take a method plus a key/value list). */
export type KeyValueInput = {
  key: string;
  value?: string | null | undefined;
};

/** Input to retrieve an order based on token. */
export type OrderTokenInput = {
  /** Order token. */
  token: string;
};

/** Defines the payment method. */
export type PaymentMethodInput = {
  /** The internal name for the payment method. */
  code: string;
  /** The purchase order number. Optional for most payment methods. */
  purchase_order_number?: string | null | undefined;
};

export type PlaceOrderErrorCodes =
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

/** Specifies the quote to be converted to an order. */
export type PlaceOrderInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: string;
};

/** Defines the filters to be used in the search. A filter contains at least one attribute, a comparison operator, and the value that is being searched for. */
export type ProductAttributeFilterInput = {
  /**
   * Deprecated: use `category_uid` to filter product by category ID.
   * @deprecated Use `category_uid` instead.
   */
  category_id?: FilterEqualTypeInput | null | undefined;
  /** Filter product by the unique ID for a `CategoryInterface` object. */
  category_uid?: FilterEqualTypeInput | null | undefined;
  /** Filter product by category URL path. */
  category_url_path?: FilterEqualTypeInput | null | undefined;
  /** Colour option ids, as in the `color` aggregation. */
  color?: FilterEqualTypeInput | null | undefined;
  description?: FilterMatchTypeInput | null | undefined;
  /** Material option ids, as in the `material` aggregation. */
  material?: FilterEqualTypeInput | null | undefined;
  name?: FilterMatchTypeInput | null | undefined;
  /** Filter by the final price (the lowest variant price for configurable products). */
  price?: FilterRangeTypeInput | null | undefined;
  short_description?: FilterMatchTypeInput | null | undefined;
  /** Size option ids, as in the `size` aggregation. */
  size?: FilterEqualTypeInput | null | undefined;
  sku?: FilterEqualTypeInput | null | undefined;
  /** The part of the URL that identifies the product */
  url_key?: FilterEqualTypeInput | null | undefined;
};

/** Specifies the attribute to use for sorting search results and indicates whether the results are sorted in ascending or descending order. It's possible to sort products using searchable attributes with enabled 'Use in Filter Options' option */
export type ProductAttributeSortInput = {
  name?: SortEnum | null | undefined;
  /** Sort by the position assigned to each product. */
  position?: SortEnum | null | undefined;
  price?: SortEnum | null | undefined;
  /** Sort by the search relevance score (default). */
  relevance?: SortEnum | null | undefined;
};

/** Contains the reviewer's rating for a single aspect of a review. */
export type ProductReviewRatingInput = {
  /** An encoded rating ID. */
  id: string;
  /** An encoded rating value ID. */
  value_id: string;
};

/** This enumeration states whether a product stock status is in stock or out of stock */
export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

/** Specifies the cart from which to remove a coupon. */
export type RemoveCouponFromCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: string;
};

export type RemoveGiftCardFromCartInput = {
  cart_id: string;
  gift_card_code: string;
};

/** Specifies which items to remove from the cart. */
export type RemoveItemFromCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: string;
  /** Deprecated. Use `cart_item_uid` instead. */
  cart_item_id?: number | null | undefined;
  /** Required field. The unique ID for a `CartItemInterface` object. */
  cart_item_uid?: string | number | null | undefined;
};

/** Sets the billing address. */
export type SetBillingAddressOnCartInput = {
  /** The billing address. */
  billing_address: BillingAddressInput;
  /** The unique ID of a `Cart` object. */
  cart_id: string;
};

/** Terms of sale and data processing are required to place an order; marketing e-mails are the shopper's choice. */
export type SetCheckoutConsentsOnCartInput = {
  cart_id: string;
  /** Whether the shopper agrees to receive marketing e-mails (false withdraws an earlier yes). */
  marketing_consent: boolean;
};

export type SetDeliveryServicesOnCartInput = {
  cart_id: string;
  furniture_assembly: boolean;
  furniture_utilization: boolean;
};

/** Defines the guest email and cart. */
export type SetGuestEmailOnCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: string;
  /** The email address of the guest. */
  email: string;
};

/** Applies a payment method to the cart. */
export type SetPaymentMethodOnCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: string;
  /** The payment method data to apply to the cart. */
  payment_method: PaymentMethodInput;
};

/** Specifies an array of addresses to use for shipping. */
export type SetShippingAddressesOnCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: string;
  /** An array of shipping addresses. */
  shipping_addresses: Array<ShippingAddressInput>;
};

/** Applies one or shipping methods to the cart. */
export type SetShippingMethodsOnCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: string;
  /** An array of shipping methods. */
  shipping_methods: Array<ShippingMethodInput>;
};

/** Delivery details a carrier needs beyond the address (storefront.md §3 shipping.additional_data). */
export type ShippingAddressAdditionalDataInput = {
  /** The parcel machine picked from `parcelMachines`. */
  parcel_machine_id?: string | null | undefined;
  /** The address register id of an address picked from `estonianAddresses` (home delivery, courier). */
  place_id?: string | null | undefined;
};

/** Defines a single shipping address. */
export type ShippingAddressInput = {
  additional_data?: ShippingAddressAdditionalDataInput | null | undefined;
  /** Defines a shipping address. */
  address?: CartAddressInput | null | undefined;
  /** An ID from the customer's address book that uniquely identifies the address to be used for shipping. */
  customer_address_id?: number | null | undefined;
  /** Text provided by the shopper. */
  customer_notes?: string | null | undefined;
  /** The code of Pickup Location which will be used for In-Store Pickup. */
  pickup_location_code?: string | null | undefined;
};

/** Defines the shipping carrier and method. */
export type ShippingMethodInput = {
  /** A string that identifies a commercial carrier or an offline delivery method. */
  carrier_code: string;
  /** A string that indicates which service a commercial carrier will use to ship items. For offline delivery methods, this value is similar to the label displayed on the checkout page. */
  method_code: string;
};

/** Indicates whether to return results in ascending or descending order. */
export type SortEnum =
  | 'ASC'
  | 'DESC';

/** Indicates the status of the request. */
export type SubscriptionStatusesEnum =
  | 'NOT_ACTIVE'
  | 'SUBSCRIBED'
  | 'UNCONFIRMED'
  | 'UNSUBSCRIBED';

/** Modifies the specified items in the cart. */
export type UpdateCartItemsInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: string;
  /** An array of items to be updated. */
  cart_items: Array<CartItemUpdateInput>;
};

/** This enumeration defines the entity type. */
export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

/** Defines a single product to add to the cart. */
export type VirtualProductCartItemInput = {
  /** An array that defines customizable options for the product. */
  customizable_options?: Array<CustomizableOptionInput> | null | undefined;
  /** An object containing the `sku`, `quantity`, and other relevant information about the product. */
  data: CartItemInput;
};

/** A list of possible error types. */
export type WishListUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

/** A list of possible error types. */
export type WishlistCartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

/** Defines the items to add to a wish list. */
export type WishlistItemInput = {
  /** An array of options that the customer entered. */
  entered_options?: Array<EnteredOptionInput> | null | undefined;
  /** For complex product types, the SKU of the parent product. */
  parent_sku?: string | null | undefined;
  /** The amount or number of items to add. */
  quantity: number;
  /** An array of strings corresponding to options the customer selected. */
  selected_options?: Array<string | number> | null | undefined;
  /** The SKU of the product to add. For complex product types, specify the child product SKU. */
  sku: string;
};

export type AuthCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthCustomerQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null, id_number: string | null, account_type: string, company: { id: string, name: string | null } | null } | null };

export type GenerateCustomerTokenMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type GenerateCustomerTokenMutation = { generateCustomerToken: { token: string | null } | null };

export type RevokeCustomerTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCustomerTokenMutation = { revokeCustomerToken: { result: boolean } | null };

export type CreateCustomerV2MutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type CreateCustomerV2Mutation = { createCustomerV2: { customer: { firstname: string | null, lastname: string | null, email: string | null } } | null };

export type CreateCompanyMutationVariables = Exact<{
  input: CompanyCreateInput;
}>;


export type CreateCompanyMutation = { createCompany: { token: string | null, company: { id: string, name: string | null, email: string | null, legal_address: { street: Array<string | null> | null, city: string | null, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, company_admin: { email: string | null, firstname: string | null, lastname: string | null } | null } } | null };

export type GenerateSmartIdCodeMutationVariables = Exact<{
  countryCode: string;
  identityNumber: string;
}>;


export type GenerateSmartIdCodeMutation = { generateSmartIdCode: { code: string | null, session_id: string | null } | null };

export type GenerateMobileIdCodeMutationVariables = Exact<{
  phone: string;
  id: string;
}>;


export type GenerateMobileIdCodeMutation = { generateMobileIdCode: { code: string | null, session_id: string | null } | null };

export type EstAuthOutputFieldsFragment = { token: string | null, data: Array<{ key: string, value: string | null }>, accounts: Array<Array<{ key: string, value: string | null }>> };

export type EstAuthGenerateCustomerTokenMutationVariables = Exact<{
  method: string;
  data: Array<KeyValueInput> | KeyValueInput;
}>;


export type EstAuthGenerateCustomerTokenMutation = { estAuthGenerateCustomerToken: { token: string | null, data: Array<{ key: string, value: string | null }>, accounts: Array<Array<{ key: string, value: string | null }>> } | null };

export type EstAuthGenerateCustomerTokenAsyncMutationVariables = Exact<{
  method: string;
  data: Array<KeyValueInput> | KeyValueInput;
}>;


export type EstAuthGenerateCustomerTokenAsyncMutation = { estAuthGenerateCustomerTokenAsync: { request_id: string, request_secret: string } | null };

export type RetrieveAsyncAuthRequestStatusQueryVariables = Exact<{
  requestId: string;
  requestSecret: string;
}>;


export type RetrieveAsyncAuthRequestStatusQuery = { retrieveAsyncAuthRequestStatus: { status: string, auth_response: { token: string | null, data: Array<{ key: string, value: string | null }>, accounts: Array<Array<{ key: string, value: string | null }>> } | null } | null };

export type RequestPasswordResetEmailMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetEmailMutation = { requestPasswordResetEmail: boolean | null };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  resetPasswordToken: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean | null };

export type ConfirmEmailMutationVariables = Exact<{
  input: ConfirmEmailInput;
}>;


export type ConfirmEmailMutation = { confirmEmail: { customer: { email: string | null } } | null };

export type MergeCartsMutationVariables = Exact<{
  sourceCartId: string;
  destinationCartId?: string | null | undefined;
}>;


export type MergeCartsMutation = { mergeCarts: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
        , product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
     | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } };

export type AssemblyProductsMutationVariables = Exact<{
  sku: string;
}>;


export type AssemblyProductsMutation = { assemblyProducts: { items: Array<{ uid: string, sku: string | null, name: string | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } } | null> | null } | null };

export type CartFieldsFragment = { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
    | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
        | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
      , product:
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
    | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
    | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
   | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null };

export type CartQueryVariables = Exact<{
  cartId: string;
}>;


export type CartQuery = { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
        , product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
     | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null };

export type CartTotalQtyQueryVariables = Exact<{
  cartId: string;
}>;


export type CartTotalQtyQuery = { cart: { id: string, total_quantity: number } | null };

export type CustomerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerCartQuery = { customerCart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
        , product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
     | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } };

export type CreateEmptyCartMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateEmptyCartMutation = { createEmptyCart: string | null };

export type AddProductsToCartMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<CartItemInput> | CartItemInput;
}>;


export type AddProductsToCartMutation = { addProductsToCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, user_errors: Array<{ code: CartUserInputErrorType, message: string }> } | null };

export type AddVirtualProductsToCartMutationVariables = Exact<{
  input: AddVirtualProductsToCartInput;
}>;


export type AddVirtualProductsToCartMutation = { addVirtualProductsToCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } } | null };

export type UpdateCartItemsMutationVariables = Exact<{
  input: UpdateCartItemsInput;
}>;


export type UpdateCartItemsMutation = { updateCartItems: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } } | null };

export type RemoveItemFromCartMutationVariables = Exact<{
  input: RemoveItemFromCartInput;
}>;


export type RemoveItemFromCartMutation = { removeItemFromCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } } | null };

export type ApplyCouponToCartMutationVariables = Exact<{
  input: ApplyCouponToCartInput;
}>;


export type ApplyCouponToCartMutation = { applyCouponToCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } } | null };

export type RemoveCouponFromCartMutationVariables = Exact<{
  input: RemoveCouponFromCartInput;
}>;


export type RemoveCouponFromCartMutation = { removeCouponFromCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } | null };

export type ApplyGiftCardToCartMutationVariables = Exact<{
  input: ApplyGiftCardToCartInput;
}>;


export type ApplyGiftCardToCartMutation = { applyGiftCardToCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } } | null };

export type RemoveGiftCardFromCartMutationVariables = Exact<{
  input: RemoveGiftCardFromCartInput;
}>;


export type RemoveGiftCardFromCartMutation = { removeGiftCardFromCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } } | null };

export type SetGuestEmailOnCartMutationVariables = Exact<{
  input: SetGuestEmailOnCartInput;
}>;


export type SetGuestEmailOnCartMutation = { setGuestEmailOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } } | null };

export type CategoryProductsQueryVariables = Exact<{
  filter?: ProductAttributeFilterInput | null | undefined;
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
  sort?: ProductAttributeSortInput | null | undefined;
  search?: string | null | undefined;
}>;


export type CategoryProductsQuery = { products: { total_count: number | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, aggregations: Array<{ attribute_code: string, label: string | null, count: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, sort_fields: { default: string | null, options: Array<{ label: string | null, value: string | null } | null> | null } | null, items: Array<
      | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
     | null> | null } | null };

export type CheckoutShippingFieldsFragment = { id: string, email: string | null, is_virtual: boolean, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, pickup_location_code: string | null, place_id: string | null, country: { code: string }, parcel_machine: { id: string, carrier_code: string, carrier_title: string, name: string } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, delivery_services: { furniture_assembly: boolean, furniture_utilization: boolean, assembly_amount: { value: number | null, currency: CurrencyEnum | null }, utilization_amount: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
    | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
        | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
      , product:
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
    | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
    | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
   | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null };

export type AvailableShippingMethodsQueryVariables = Exact<{
  cartId: string;
}>;


export type AvailableShippingMethodsQuery = { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, pickup_location_code: string | null, place_id: string | null, country: { code: string }, parcel_machine: { id: string, carrier_code: string, carrier_title: string, name: string } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, delivery_services: { furniture_assembly: boolean, furniture_utilization: boolean, assembly_amount: { value: number | null, currency: CurrencyEnum | null }, utilization_amount: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
        , product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
     | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null };

export type SetShippingAddressesOnCartMutationVariables = Exact<{
  input: SetShippingAddressesOnCartInput;
}>;


export type SetShippingAddressesOnCartMutation = { setShippingAddressesOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, pickup_location_code: string | null, place_id: string | null, country: { code: string }, parcel_machine: { id: string, carrier_code: string, carrier_title: string, name: string } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, delivery_services: { furniture_assembly: boolean, furniture_utilization: boolean, assembly_amount: { value: number | null, currency: CurrencyEnum | null }, utilization_amount: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } } | null };

export type SetShippingMethodsOnCartMutationVariables = Exact<{
  input: SetShippingMethodsOnCartInput;
}>;


export type SetShippingMethodsOnCartMutation = { setShippingMethodsOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, pickup_location_code: string | null, place_id: string | null, country: { code: string }, parcel_machine: { id: string, carrier_code: string, carrier_title: string, name: string } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, delivery_services: { furniture_assembly: boolean, furniture_utilization: boolean, assembly_amount: { value: number | null, currency: CurrencyEnum | null }, utilization_amount: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } } | null };

export type SetDeliveryServicesOnCartMutationVariables = Exact<{
  input: SetDeliveryServicesOnCartInput;
}>;


export type SetDeliveryServicesOnCartMutation = { setDeliveryServicesOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, pickup_location_code: string | null, place_id: string | null, country: { code: string }, parcel_machine: { id: string, carrier_code: string, carrier_title: string, name: string } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, delivery_services: { furniture_assembly: boolean, furniture_utilization: boolean, assembly_amount: { value: number | null, currency: CurrencyEnum | null }, utilization_amount: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'GiftCardCartItem', uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } } | null };

export type PickupLocationsQueryVariables = Exact<{
  pageSize?: number | null | undefined;
}>;


export type PickupLocationsQuery = { pickupLocations: { items: Array<{ pickup_location_code: string | null, name: string | null, description: string | null, street: string | null, city: string | null, postcode: string | null, phone: string | null } | null> | null } | null };

export type ParcelMachinesQueryVariables = Exact<{
  carrierCode?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type ParcelMachinesQuery = { parcelMachines: Array<{ id: string, carrier_code: string, carrier_title: string, name: string, address: string | null, city: string | null, postcode: string | null }> };

export type EstonianAddressesQueryVariables = Exact<{
  search: string;
}>;


export type EstonianAddressesQuery = { estonianAddresses: Array<{ place_id: string, label: string, street: string | null, house: string | null, apartment: string | null, city: string | null, county: string | null, postcode: string | null, is_island: boolean }> };

export type CmsBlocksQueryVariables = Exact<{
  identifiers?: Array<string | null | undefined> | string | null | undefined;
}>;


export type CmsBlocksQuery = { cmsBlocks: { items: Array<{ identifier: string | null, title: string | null, content: string | null } | null> | null } | null };

export type AccountCustomerFieldsFragment = { firstname: string | null, lastname: string | null, email: string | null, date_of_birth: string | null, gender: number | null, taxvat: string | null, id_number: string | null, account_type: string };

export type AccountPersonalDataQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPersonalDataQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null, date_of_birth: string | null, gender: number | null, taxvat: string | null, id_number: string | null, account_type: string } | null };

export type AccountUpdateCustomerMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;


export type AccountUpdateCustomerMutation = { updateCustomerV2: { customer: { firstname: string | null, lastname: string | null, email: string | null, date_of_birth: string | null, gender: number | null, taxvat: string | null, id_number: string | null, account_type: string } } | null };

export type AccountUpdateEmailMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AccountUpdateEmailMutation = { updateCustomerEmail: { customer: { email: string | null } } | null };

export type AccountChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type AccountChangePasswordMutation = { changeCustomerPassword: { email: string | null } | null };

export type AccountAddressFieldsFragment = { id: number | null, firstname: string | null, lastname: string | null, company: string | null, telephone: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null };

export type AccountAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountAddressesQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, company: string | null, telephone: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } | null };

export type AccountCreateAddressMutationVariables = Exact<{
  input: CustomerAddressInput;
}>;


export type AccountCreateAddressMutation = { createCustomerAddress: { id: number | null, firstname: string | null, lastname: string | null, company: string | null, telephone: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null };

export type AccountUpdateAddressMutationVariables = Exact<{
  id: number;
  input: CustomerAddressInput;
}>;


export type AccountUpdateAddressMutation = { updateCustomerAddress: { id: number | null, firstname: string | null, lastname: string | null, company: string | null, telephone: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null };

export type AccountDeleteAddressMutationVariables = Exact<{
  id: number;
}>;


export type AccountDeleteAddressMutation = { deleteCustomerAddress: boolean | null };

export type AccountOrdersQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
  sort?: CustomerOrderSortInput | null | undefined;
}>;


export type AccountOrdersQuery = { customer: { orders: { total_count: number | null, items: Array<{ number: string, order_date: string, status: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null } | null } | null };

export type OrderRefundsFragment = { credit_memos: Array<{ id: string, number: string, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_refunded: number | null } | null> | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, adjustment: { value: number | null, currency: CurrencyEnum | null } } | null } | null> | null };

export type AccountOrderQueryVariables = Exact<{
  number: string;
}>;


export type AccountOrderQuery = { customer: { orders: { items: Array<{ number: string, order_date: string, status: string, email: string | null, shipping_method: string | null, carrier: string | null, marketing_consent: boolean, shipping_address: { telephone: string | null, country_code: CountryCodeEnum | null, firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null } | null, payment_methods: Array<{ name: string, type: string } | null> | null, items: Array<{ __typename: 'OrderItem', id: string, product_name: string | null, product_sku: string, product_url_key: string | null, product_type: string | null, product_image_url: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null }, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null, delivery_services_amount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, vat_id: string | null } | null, credit_memos: Array<{ id: string, number: string, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_refunded: number | null } | null> | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, adjustment: { value: number | null, currency: CurrencyEnum | null } } | null } | null> | null } | null> } | null } | null };

export type AccountSubscriptionFieldsFragment = { is_subscribed: boolean | null, newsletter_status: SubscriptionStatusesEnum, loyalty_program: { member: boolean, eligible: boolean, joined_at: string | null } };

export type AccountSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSubscriptionsQuery = { customer: { is_subscribed: boolean | null, newsletter_status: SubscriptionStatusesEnum, loyalty_program: { member: boolean, eligible: boolean, joined_at: string | null } } | null };

export type AccountSetNewsletterMutationVariables = Exact<{
  subscribed: boolean;
}>;


export type AccountSetNewsletterMutation = { updateCustomerV2: { customer: { is_subscribed: boolean | null, newsletter_status: SubscriptionStatusesEnum, loyalty_program: { member: boolean, eligible: boolean, joined_at: string | null } } } | null };

export type AccountSetLoyaltyMembershipMutationVariables = Exact<{
  member: boolean;
}>;


export type AccountSetLoyaltyMembershipMutation = { setLoyaltyProgramMembership: { member: boolean, eligible: boolean, joined_at: string | null } };

export type AccountGdprAgreementsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountGdprAgreementsQuery = { customer: { gdpr_agreements: Array<{ code: string, title: string, accepted_at: string | null, required: boolean }> } | null };

export type AccountCancelGdprAgreementMutationVariables = Exact<{
  code: string;
}>;


export type AccountCancelGdprAgreementMutation = { cancelGdprAgreement: boolean };

export type AccountDeleteCustomerMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountDeleteCustomerMutation = { deleteCustomer: boolean | null };

export type ProductPriceFieldsFragment = { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } };

export type PriceRangeFieldsFragment = { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null };

type ProductCard_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductCard_GiftCardProduct_Fragment = { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductCard_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

export type ProductCardFragment =
  | ProductCard_ConfigurableProduct_Fragment
  | ProductCard_GiftCardProduct_Fragment
  | ProductCard_SimpleProduct_Fragment
;

export type MenuCategoryFragment = { uid: string, id: number | null, name: string | null, url_path: string | null, url_suffix: string | null, include_in_menu: number | null, position: number | null, product_count: number | null };

export type CreateGdprRequestMutationVariables = Exact<{
  input: GdprRequestInput;
}>;


export type CreateGdprRequestMutation = { createGdprRequest: { request: { reference: string, type: GdprRequestTypeEnum, status: string, created_at: string } } | null };

export type MainMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type MainMenuQuery = { categories: { items: Array<{ uid: string, id: number | null, name: string | null, url_path: string | null, url_suffix: string | null, include_in_menu: number | null, position: number | null, product_count: number | null, children: Array<{ uid: string, id: number | null, name: string | null, url_path: string | null, url_suffix: string | null, include_in_menu: number | null, position: number | null, product_count: number | null, children: Array<{ uid: string, id: number | null, name: string | null, url_path: string | null, url_suffix: string | null, include_in_menu: number | null, position: number | null, product_count: number | null } | null> | null } | null> | null } | null> | null } | null };

export type SubscribeEmailToNewsletterMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeEmailToNewsletterMutation = { subscribeEmailToNewsletter: { status: SubscriptionStatusesEnum | null } | null };

export type ConfirmNewsletterSubscriptionMutationVariables = Exact<{
  id: number;
  code: string;
}>;


export type ConfirmNewsletterSubscriptionMutation = { confirmNewsletterSubscription: { status: SubscriptionStatusesEnum | null } | null };

export type PaymentCartFieldsFragment = { id: string, items: Array<
    | { __typename: 'ConfigurableCartItem', uid: string, product:
        | { __typename: 'ConfigurableProduct', uid: string }
        | { __typename: 'GiftCardProduct', uid: string }
        | { __typename: 'SimpleProduct', uid: string }
       }
    | { __typename: 'GiftCardCartItem', uid: string, product:
        | { __typename: 'ConfigurableProduct', uid: string }
        | { __typename: 'GiftCardProduct', uid: string }
        | { __typename: 'SimpleProduct', uid: string }
       }
    | { __typename: 'SimpleCartItem', uid: string, product:
        | { __typename: 'ConfigurableProduct', uid: string }
        | { __typename: 'GiftCardProduct', uid: string }
        | { __typename: 'SimpleProduct', uid: string }
       }
   | null> | null, available_payment_methods: Array<{ code: string, title: string, group_code: string | null } | null> | null, selected_payment_method: { code: string, title: string } | null, billing_address: { firstname: string, lastname: string, company: string | null, company_registry_code: string | null, vat_id: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } } | null, shipping_addresses: Array<{ street: Array<string>, city: string, postcode: string | null, pickup_location_code: string | null, parcel_machine: { id: string } | null, selected_shipping_method: { carrier_code: string, method_code: string } | null } | null> };

export type PaymentStepCartQueryVariables = Exact<{
  cartId: string;
}>;


export type PaymentStepCartQuery = { cart: { id: string, items: Array<
      | { __typename: 'ConfigurableCartItem', uid: string, product:
          | { __typename: 'ConfigurableProduct', uid: string }
          | { __typename: 'GiftCardProduct', uid: string }
          | { __typename: 'SimpleProduct', uid: string }
         }
      | { __typename: 'GiftCardCartItem', uid: string, product:
          | { __typename: 'ConfigurableProduct', uid: string }
          | { __typename: 'GiftCardProduct', uid: string }
          | { __typename: 'SimpleProduct', uid: string }
         }
      | { __typename: 'SimpleCartItem', uid: string, product:
          | { __typename: 'ConfigurableProduct', uid: string }
          | { __typename: 'GiftCardProduct', uid: string }
          | { __typename: 'SimpleProduct', uid: string }
         }
     | null> | null, available_payment_methods: Array<{ code: string, title: string, group_code: string | null } | null> | null, selected_payment_method: { code: string, title: string } | null, billing_address: { firstname: string, lastname: string, company: string | null, company_registry_code: string | null, vat_id: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } } | null, shipping_addresses: Array<{ street: Array<string>, city: string, postcode: string | null, pickup_location_code: string | null, parcel_machine: { id: string } | null, selected_shipping_method: { carrier_code: string, method_code: string } | null } | null> } | null };

export type SetBillingAddressOnCartMutationVariables = Exact<{
  input: SetBillingAddressOnCartInput;
}>;


export type SetBillingAddressOnCartMutation = { setBillingAddressOnCart: { cart: { id: string, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, product:
            | { __typename: 'ConfigurableProduct', uid: string }
            | { __typename: 'GiftCardProduct', uid: string }
            | { __typename: 'SimpleProduct', uid: string }
           }
        | { __typename: 'GiftCardCartItem', uid: string, product:
            | { __typename: 'ConfigurableProduct', uid: string }
            | { __typename: 'GiftCardProduct', uid: string }
            | { __typename: 'SimpleProduct', uid: string }
           }
        | { __typename: 'SimpleCartItem', uid: string, product:
            | { __typename: 'ConfigurableProduct', uid: string }
            | { __typename: 'GiftCardProduct', uid: string }
            | { __typename: 'SimpleProduct', uid: string }
           }
       | null> | null, available_payment_methods: Array<{ code: string, title: string, group_code: string | null } | null> | null, selected_payment_method: { code: string, title: string } | null, billing_address: { firstname: string, lastname: string, company: string | null, company_registry_code: string | null, vat_id: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } } | null, shipping_addresses: Array<{ street: Array<string>, city: string, postcode: string | null, pickup_location_code: string | null, parcel_machine: { id: string } | null, selected_shipping_method: { carrier_code: string, method_code: string } | null } | null> } } | null };

export type ResaveShippingMethodMutationVariables = Exact<{
  input: SetShippingMethodsOnCartInput;
}>;


export type ResaveShippingMethodMutation = { setShippingMethodsOnCart: { cart: { id: string, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, product:
            | { __typename: 'ConfigurableProduct', uid: string }
            | { __typename: 'GiftCardProduct', uid: string }
            | { __typename: 'SimpleProduct', uid: string }
           }
        | { __typename: 'GiftCardCartItem', uid: string, product:
            | { __typename: 'ConfigurableProduct', uid: string }
            | { __typename: 'GiftCardProduct', uid: string }
            | { __typename: 'SimpleProduct', uid: string }
           }
        | { __typename: 'SimpleCartItem', uid: string, product:
            | { __typename: 'ConfigurableProduct', uid: string }
            | { __typename: 'GiftCardProduct', uid: string }
            | { __typename: 'SimpleProduct', uid: string }
           }
       | null> | null, available_payment_methods: Array<{ code: string, title: string, group_code: string | null } | null> | null, selected_payment_method: { code: string, title: string } | null, billing_address: { firstname: string, lastname: string, company: string | null, company_registry_code: string | null, vat_id: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } } | null, shipping_addresses: Array<{ street: Array<string>, city: string, postcode: string | null, pickup_location_code: string | null, parcel_machine: { id: string } | null, selected_shipping_method: { carrier_code: string, method_code: string } | null } | null> } } | null };

export type SetPaymentMethodOnCartMutationVariables = Exact<{
  input: SetPaymentMethodOnCartInput;
}>;


export type SetPaymentMethodOnCartMutation = { setPaymentMethodOnCart: { cart: { id: string, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, product:
            | { __typename: 'ConfigurableProduct', uid: string }
            | { __typename: 'GiftCardProduct', uid: string }
            | { __typename: 'SimpleProduct', uid: string }
           }
        | { __typename: 'GiftCardCartItem', uid: string, product:
            | { __typename: 'ConfigurableProduct', uid: string }
            | { __typename: 'GiftCardProduct', uid: string }
            | { __typename: 'SimpleProduct', uid: string }
           }
        | { __typename: 'SimpleCartItem', uid: string, product:
            | { __typename: 'ConfigurableProduct', uid: string }
            | { __typename: 'GiftCardProduct', uid: string }
            | { __typename: 'SimpleProduct', uid: string }
           }
       | null> | null, available_payment_methods: Array<{ code: string, title: string, group_code: string | null } | null> | null, selected_payment_method: { code: string, title: string } | null, billing_address: { firstname: string, lastname: string, company: string | null, company_registry_code: string | null, vat_id: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } } | null, shipping_addresses: Array<{ street: Array<string>, city: string, postcode: string | null, pickup_location_code: string | null, parcel_machine: { id: string } | null, selected_shipping_method: { carrier_code: string, method_code: string } | null } | null> } } | null };

export type SetCheckoutConsentsOnCartMutationVariables = Exact<{
  input: SetCheckoutConsentsOnCartInput;
}>;


export type SetCheckoutConsentsOnCartMutation = { setCheckoutConsentsOnCart: { cart: { id: string, marketing_consent: boolean } } | null };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { payment_redirect_url: string | null, orderV2: { number: string, token: string, status: string } | null, errors: Array<{ code: PlaceOrderErrorCodes, message: string }> } | null };

export type OrderDetailsFragment = { number: string, order_date: string, status: string, email: string | null, shipping_method: string | null, carrier: string | null, marketing_consent: boolean, payment_methods: Array<{ name: string, type: string } | null> | null, items: Array<{ __typename: 'OrderItem', id: string, product_name: string | null, product_sku: string, product_url_key: string | null, product_type: string | null, product_image_url: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null }, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null, delivery_services_amount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_address: { firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, vat_id: string | null } | null };

export type GuestOrderByTokenQueryVariables = Exact<{
  input: OrderTokenInput;
}>;


export type GuestOrderByTokenQuery = { guestOrderByToken: { number: string, order_date: string, status: string, email: string | null, shipping_method: string | null, carrier: string | null, marketing_consent: boolean, payment_methods: Array<{ name: string, type: string } | null> | null, items: Array<{ __typename: 'OrderItem', id: string, product_name: string | null, product_sku: string, product_url_key: string | null, product_type: string | null, product_image_url: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null }, giftcards_amount: { value: number | null, currency: CurrencyEnum | null } | null, delivery_services_amount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_address: { firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, vat_id: string | null } | null } };

export type ProductPageQueryVariables = Exact<{
  urlKey: string;
}>;


export type ProductPageQuery = { products: { items: Array<
      | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, tarneaeg: string | null, has_assembly_services: number | null, new_to_date: string | null, review_count: number, rating_summary: number, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null, swatch_data:
              | { value: string | null }
              | { value: string | null }
              | { value: string | null }
             | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, tarneaeg: string | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } }, small_image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null } | null> | null, availability_in_stores: Array<{ source_code: string | null, source_name: string | null, status: boolean | null, qty: number | null } | null> | null } | null } | null> | null, url_rewrites: Array<{ url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, available_price_tiers: Array<{ quantity: number | null, discount: { amount_off: number | null, percent_off: number | null } | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, small_image: { url: string | null, label: string | null } | null, description: { html: string } | null, short_description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, availability_in_stores: Array<{ source_code: string | null, source_name: string | null, status: boolean | null, qty: number | null } | null> | null }
      | { __typename: 'GiftCardProduct', giftcard_type: GiftCardTypeEnum | null, uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, tarneaeg: string | null, has_assembly_services: number | null, new_to_date: string | null, review_count: number, rating_summary: number, url_rewrites: Array<{ url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, available_price_tiers: Array<{ quantity: number | null, discount: { amount_off: number | null, percent_off: number | null } | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, small_image: { url: string | null, label: string | null } | null, description: { html: string } | null, short_description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, availability_in_stores: Array<{ source_code: string | null, source_name: string | null, status: boolean | null, qty: number | null } | null> | null }
      | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, tarneaeg: string | null, has_assembly_services: number | null, new_to_date: string | null, review_count: number, rating_summary: number, url_rewrites: Array<{ url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, available_price_tiers: Array<{ quantity: number | null, discount: { amount_off: number | null, percent_off: number | null } | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, small_image: { url: string | null, label: string | null } | null, description: { html: string } | null, short_description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, availability_in_stores: Array<{ source_code: string | null, source_name: string | null, status: boolean | null, qty: number | null } | null> | null }
     | null> | null } | null };

export type ProductReviewsQueryVariables = Exact<{
  filter: ProductAttributeFilterInput;
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
}>;


export type ProductReviewsQuery = { products: { items: Array<
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ summary: string, text: string, nickname: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string }> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ summary: string, text: string, nickname: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string }> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ summary: string, text: string, nickname: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string }> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
     | null> | null } | null };

export type ProductReviewRatingsMetadataQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductReviewRatingsMetadataQuery = { productReviewRatingsMetadata: { items: Array<{ id: string, name: string, values: Array<{ value_id: string, value: string }> }> } };

export type CreateProductReviewMutationVariables = Exact<{
  input: CreateProductReviewInput;
}>;


export type CreateProductReviewMutation = { createProductReview: { review: { nickname: string, summary: string, text: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string }> } } };

export type ProductsBySkuQueryVariables = Exact<{
  skus: Array<string> | string;
  pageSize?: number | null | undefined;
}>;


export type ProductsBySkuQuery = { products: { items: Array<
      | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
     | null> | null } | null };

export type RelatedProductsQueryVariables = Exact<{
  filter: ProductAttributeFilterInput;
}>;


export type RelatedProductsQuery = { products: { items: Array<
      | { sku: string | null, related_products: Array<
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, upsell_products: Array<
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null }
      | { sku: string | null, related_products: Array<
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, upsell_products: Array<
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null }
      | { sku: string | null, related_products: Array<
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, upsell_products: Array<
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null }
     | null> | null } | null };

export type RouteQueryVariables = Exact<{
  url: string;
}>;


export type RouteQuery = { route:
    | { __typename: 'CategoryTree', uid: string, id: number | null, name: string | null, url_path: string | null, url_suffix: string | null, description: string | null, product_count: number | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null } | null> | null }
    | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
   | null };

export type StoreConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreConfigQuery = { storeConfig: { store_code: string | null, default_title: string | null, store_name: string | null, default_display_currency_code: string | null, locale: string | null, header_logo_src: string | null, logo_width: number | null, logo_height: number | null, logo_alt: string | null, list_per_page: number | null, list_per_page_values: string | null, season_goods_categories: string | null, campaign_category_id: number | null } | null };

export type DefaultCountryQueryVariables = Exact<{ [key: string]: never; }>;


export type DefaultCountryQuery = { country: { id: string | null, full_name_locale: string | null } | null };

export type WishlistFieldsFragment = { id: string | null, items_count: number | null, items_v2: { items: Array<
      | { __typename: 'ConfigurableWishlistItem', id: string, quantity: number, configurable_options: Array<{ option_label: string, value_label: string }> | null, configured_variant:
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null, product:
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null }
      | { __typename: 'SimpleWishlistItem', id: string, quantity: number, product:
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null }
      | { __typename: 'VirtualWishlistItem', id: string, quantity: number, product:
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null }
     | null> } | null };

export type CustomerWishlistQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerWishlistQuery = { customer: { wishlists: Array<{ id: string | null, items_count: number | null, items_v2: { items: Array<
          | { __typename: 'ConfigurableWishlistItem', id: string, quantity: number, configurable_options: Array<{ option_label: string, value_label: string }> | null, configured_variant:
              | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null, product:
              | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
          | { __typename: 'SimpleWishlistItem', id: string, quantity: number, product:
              | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
          | { __typename: 'VirtualWishlistItem', id: string, quantity: number, product:
              | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
         | null> } | null }> } | null };

export type WishlistItemsCountQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistItemsCountQuery = { customer: { wishlists: Array<{ id: string | null, items_count: number | null }> } | null };

export type AddProductsToWishlistMutationVariables = Exact<{
  wishlistId: string | number;
  wishlistItems: Array<WishlistItemInput> | WishlistItemInput;
}>;


export type AddProductsToWishlistMutation = { addProductsToWishlist: { wishlist: { id: string | null, items_count: number | null, items_v2: { items: Array<
          | { __typename: 'ConfigurableWishlistItem', id: string, quantity: number, configurable_options: Array<{ option_label: string, value_label: string }> | null, configured_variant:
              | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null, product:
              | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
          | { __typename: 'SimpleWishlistItem', id: string, quantity: number, product:
              | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
          | { __typename: 'VirtualWishlistItem', id: string, quantity: number, product:
              | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
         | null> } | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string }> } | null };

export type RemoveProductsFromWishlistMutationVariables = Exact<{
  wishlistId: string | number;
  wishlistItemsIds: Array<string | number> | string | number;
}>;


export type RemoveProductsFromWishlistMutation = { removeProductsFromWishlist: { wishlist: { id: string | null, items_count: number | null, items_v2: { items: Array<
          | { __typename: 'ConfigurableWishlistItem', id: string, quantity: number, configurable_options: Array<{ option_label: string, value_label: string }> | null, configured_variant:
              | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null, product:
              | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
          | { __typename: 'SimpleWishlistItem', id: string, quantity: number, product:
              | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
          | { __typename: 'VirtualWishlistItem', id: string, quantity: number, product:
              | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
         | null> } | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string }> } | null };

export type AddWishlistItemsToCartMutationVariables = Exact<{
  wishlistId: string | number;
  wishlistItemIds?: Array<string | number> | string | number | null | undefined;
}>;


export type AddWishlistItemsToCartMutation = { addWishlistItemsToCart: { status: boolean, add_wishlist_items_to_cart_user_errors: Array<{ code: WishlistCartUserInputErrorType, message: string, wishlistItemId: string }>, wishlist: { id: string | null, items_count: number | null, items_v2: { items: Array<
          | { __typename: 'ConfigurableWishlistItem', id: string, quantity: number, configurable_options: Array<{ option_label: string, value_label: string }> | null, configured_variant:
              | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { uid: string, sku: string | null, name: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null, product:
              | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
          | { __typename: 'SimpleWishlistItem', id: string, quantity: number, product:
              | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
          | { __typename: 'VirtualWishlistItem', id: string, quantity: number, product:
              | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
         | null> } | null } } | null };

export const EstAuthOutputFieldsFragmentDoc = /*#__PURE__*/ gql`
    fragment EstAuthOutputFields on EstAuthTokenOutput {
  token
  data {
    key
    value
  }
  accounts {
    key
    value
  }
}
    ` as unknown as DocumentNode<EstAuthOutputFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = /*#__PURE__*/ gql`
    fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  items {
    __typename
    uid
    quantity
    product {
      __typename
      uid
      sku
      name
      url_key
      small_image {
        url
        label
      }
    }
    prices {
      price_including_tax {
        value
        currency
      }
      row_total_including_tax {
        value
        currency
      }
      total_item_discount {
        value
        currency
      }
    }
    ... on GiftCardCartItem {
      amount {
        value
        currency
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        configurable_product_option_uid
        configurable_product_option_value_uid
        option_label
        value_label
      }
      configured_variant {
        uid
        sku
        name
        small_image {
          url
          label
        }
      }
    }
  }
  prices {
    subtotal_including_tax {
      value
      currency
    }
    subtotal_excluding_tax {
      value
      currency
    }
    grand_total {
      value
      currency
    }
    applied_taxes {
      label
      amount {
        value
        currency
      }
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    giftcards_amount {
      value
      currency
    }
  }
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    applied_balance {
      value
      currency
    }
  }
}
    ` as unknown as DocumentNode<CartFieldsFragment, unknown>;
export const CheckoutShippingFieldsFragmentDoc = /*#__PURE__*/ gql`
    fragment CheckoutShippingFields on Cart {
  ...CartFields
  shipping_addresses {
    firstname
    lastname
    street
    city
    postcode
    telephone
    country {
      code
    }
    pickup_location_code
    place_id
    parcel_machine {
      id
      carrier_code
      carrier_title
      name
    }
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      price_incl_tax {
        value
        currency
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      price_incl_tax {
        value
        currency
      }
    }
  }
  delivery_services {
    furniture_assembly
    furniture_utilization
    assembly_amount {
      value
      currency
    }
    utilization_amount {
      value
      currency
    }
  }
}
    ` as unknown as DocumentNode<CheckoutShippingFieldsFragment, unknown>;
export const AccountCustomerFieldsFragmentDoc = /*#__PURE__*/ gql`
    fragment AccountCustomerFields on Customer {
  firstname
  lastname
  email
  date_of_birth
  gender
  taxvat
  id_number
  account_type
}
    ` as unknown as DocumentNode<AccountCustomerFieldsFragment, unknown>;
export const AccountAddressFieldsFragmentDoc = /*#__PURE__*/ gql`
    fragment AccountAddressFields on CustomerAddress {
  id
  firstname
  lastname
  company
  telephone
  street
  city
  postcode
  country_code
  region {
    region
    region_code
    region_id
  }
  default_shipping
  default_billing
}
    ` as unknown as DocumentNode<AccountAddressFieldsFragment, unknown>;
export const OrderRefundsFragmentDoc = /*#__PURE__*/ gql`
    fragment OrderRefunds on CustomerOrder {
  credit_memos {
    id
    number
    items {
      id
      product_name
      product_sku
      quantity_refunded
    }
    total {
      grand_total {
        value
        currency
      }
      total_tax {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
      adjustment {
        value
        currency
      }
    }
  }
}
    ` as unknown as DocumentNode<OrderRefundsFragment, unknown>;
export const AccountSubscriptionFieldsFragmentDoc = /*#__PURE__*/ gql`
    fragment AccountSubscriptionFields on Customer {
  is_subscribed
  newsletter_status
  loyalty_program {
    member
    eligible
    joined_at
  }
}
    ` as unknown as DocumentNode<AccountSubscriptionFieldsFragment, unknown>;
export const MenuCategoryFragmentDoc = /*#__PURE__*/ gql`
    fragment MenuCategory on CategoryTree {
  uid
  id
  name
  url_path
  url_suffix
  include_in_menu
  position
  product_count
}
    ` as unknown as DocumentNode<MenuCategoryFragment, unknown>;
export const PaymentCartFieldsFragmentDoc = /*#__PURE__*/ gql`
    fragment PaymentCartFields on Cart {
  id
  items {
    __typename
    uid
    product {
      __typename
      uid
    }
  }
  available_payment_methods {
    code
    title
    group_code
  }
  selected_payment_method {
    code
    title
  }
  billing_address {
    firstname
    lastname
    company
    company_registry_code
    vat_id
    street
    city
    postcode
    telephone
    country {
      code
    }
  }
  shipping_addresses {
    street
    city
    postcode
    pickup_location_code
    parcel_machine {
      id
    }
    selected_shipping_method {
      carrier_code
      method_code
    }
  }
}
    ` as unknown as DocumentNode<PaymentCartFieldsFragment, unknown>;
export const OrderDetailsFragmentDoc = /*#__PURE__*/ gql`
    fragment OrderDetails on CustomerOrder {
  number
  order_date
  status
  email
  shipping_method
  carrier
  marketing_consent
  payment_methods {
    name
    type
  }
  items {
    __typename
    id
    product_name
    product_sku
    product_url_key
    product_type
    product_image_url
    quantity_ordered
    product_sale_price {
      value
      currency
    }
  }
  total {
    subtotal {
      value
      currency
    }
    total_shipping {
      value
      currency
    }
    total_tax {
      value
      currency
    }
    grand_total {
      value
      currency
    }
    giftcards_amount {
      value
      currency
    }
    delivery_services_amount {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
  }
  shipping_address {
    firstname
    lastname
    street
    city
    postcode
  }
  billing_address {
    firstname
    lastname
    company
    street
    city
    postcode
    vat_id
  }
}
    ` as unknown as DocumentNode<OrderDetailsFragment, unknown>;
export const ProductPriceFieldsFragmentDoc = /*#__PURE__*/ gql`
    fragment ProductPriceFields on ProductPrice {
  regular_price {
    value
    currency
  }
  final_price {
    value
    currency
  }
}
    ` as unknown as DocumentNode<ProductPriceFieldsFragment, unknown>;
export const PriceRangeFieldsFragmentDoc = /*#__PURE__*/ gql`
    fragment PriceRangeFields on PriceRange {
  minimum_price {
    ...ProductPriceFields
  }
  maximum_price {
    ...ProductPriceFields
  }
}
    ` as unknown as DocumentNode<PriceRangeFieldsFragment, unknown>;
export const ProductCardFragmentDoc = /*#__PURE__*/ gql`
    fragment ProductCard on ProductInterface {
  __typename
  uid
  id
  sku
  name
  url_key
  url_rewrites {
    url
  }
  stock_status
  only_x_left_in_stock
  small_image {
    url
    label
  }
  price_range {
    ...PriceRangeFields
  }
}
    ` as unknown as DocumentNode<ProductCardFragment, unknown>;
export const WishlistFieldsFragmentDoc = /*#__PURE__*/ gql`
    fragment WishlistFields on Wishlist {
  id
  items_count
  items_v2(currentPage: 1, pageSize: 100) {
    items {
      __typename
      id
      quantity
      product {
        ...ProductCard
      }
      ... on ConfigurableWishlistItem {
        configurable_options {
          option_label
          value_label
        }
        configured_variant {
          uid
          sku
          name
          small_image {
            url
            label
          }
          price_range {
            ...PriceRangeFields
          }
        }
      }
    }
  }
}
    ` as unknown as DocumentNode<WishlistFieldsFragment, unknown>;
export const AuthCustomerDocument = /*#__PURE__*/ gql`
    query AuthCustomer {
  customer {
    firstname
    lastname
    email
    id_number
    account_type
    company {
      id
      name
    }
  }
}
    ` as unknown as DocumentNode<AuthCustomerQuery, AuthCustomerQueryVariables>;
export const GenerateCustomerTokenDocument = /*#__PURE__*/ gql`
    mutation GenerateCustomerToken($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) {
    token
  }
}
    ` as unknown as DocumentNode<GenerateCustomerTokenMutation, GenerateCustomerTokenMutationVariables>;
export const RevokeCustomerTokenDocument = /*#__PURE__*/ gql`
    mutation RevokeCustomerToken {
  revokeCustomerToken {
    result
  }
}
    ` as unknown as DocumentNode<RevokeCustomerTokenMutation, RevokeCustomerTokenMutationVariables>;
export const CreateCustomerV2Document = /*#__PURE__*/ gql`
    mutation CreateCustomerV2($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) {
    customer {
      firstname
      lastname
      email
    }
  }
}
    ` as unknown as DocumentNode<CreateCustomerV2Mutation, CreateCustomerV2MutationVariables>;
export const CreateCompanyDocument = /*#__PURE__*/ gql`
    mutation CreateCompany($input: CompanyCreateInput!) {
  createCompany(input: $input) {
    company {
      id
      name
      email
      legal_address {
        street
        city
        region
        postcode
        country_code
        telephone
      }
      company_admin {
        email
        firstname
        lastname
      }
    }
    token
  }
}
    ` as unknown as DocumentNode<CreateCompanyMutation, CreateCompanyMutationVariables>;
export const GenerateSmartIdCodeDocument = /*#__PURE__*/ gql`
    mutation GenerateSmartIdCode($countryCode: String!, $identityNumber: String!) {
  generateSmartIdCode(countryCode: $countryCode, identityNumber: $identityNumber) {
    code
    session_id
  }
}
    ` as unknown as DocumentNode<GenerateSmartIdCodeMutation, GenerateSmartIdCodeMutationVariables>;
export const GenerateMobileIdCodeDocument = /*#__PURE__*/ gql`
    mutation GenerateMobileIdCode($phone: String!, $id: String!) {
  generateMobileIdCode(phone: $phone, id: $id) {
    code
    session_id
  }
}
    ` as unknown as DocumentNode<GenerateMobileIdCodeMutation, GenerateMobileIdCodeMutationVariables>;
export const EstAuthGenerateCustomerTokenDocument = /*#__PURE__*/ gql`
    mutation EstAuthGenerateCustomerToken($method: String!, $data: [KeyValueInput!]!) {
  estAuthGenerateCustomerToken(method: $method, data: $data) {
    ...EstAuthOutputFields
  }
}
    ${EstAuthOutputFieldsFragmentDoc}` as unknown as DocumentNode<EstAuthGenerateCustomerTokenMutation, EstAuthGenerateCustomerTokenMutationVariables>;
export const EstAuthGenerateCustomerTokenAsyncDocument = /*#__PURE__*/ gql`
    mutation EstAuthGenerateCustomerTokenAsync($method: String!, $data: [KeyValueInput!]!) {
  estAuthGenerateCustomerTokenAsync(method: $method, data: $data) {
    request_id
    request_secret
  }
}
    ` as unknown as DocumentNode<EstAuthGenerateCustomerTokenAsyncMutation, EstAuthGenerateCustomerTokenAsyncMutationVariables>;
export const RetrieveAsyncAuthRequestStatusDocument = /*#__PURE__*/ gql`
    query RetrieveAsyncAuthRequestStatus($requestId: String!, $requestSecret: String!) {
  retrieveAsyncAuthRequestStatus(
    request_id: $requestId
    request_secret: $requestSecret
  ) {
    status
    auth_response {
      ...EstAuthOutputFields
    }
  }
}
    ${EstAuthOutputFieldsFragmentDoc}` as unknown as DocumentNode<RetrieveAsyncAuthRequestStatusQuery, RetrieveAsyncAuthRequestStatusQueryVariables>;
export const RequestPasswordResetEmailDocument = /*#__PURE__*/ gql`
    mutation RequestPasswordResetEmail($email: String!) {
  requestPasswordResetEmail(email: $email)
}
    ` as unknown as DocumentNode<RequestPasswordResetEmailMutation, RequestPasswordResetEmailMutationVariables>;
export const ResetPasswordDocument = /*#__PURE__*/ gql`
    mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
  resetPassword(
    email: $email
    resetPasswordToken: $resetPasswordToken
    newPassword: $newPassword
  )
}
    ` as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ConfirmEmailDocument = /*#__PURE__*/ gql`
    mutation ConfirmEmail($input: ConfirmEmailInput!) {
  confirmEmail(input: $input) {
    customer {
      email
    }
  }
}
    ` as unknown as DocumentNode<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const MergeCartsDocument = /*#__PURE__*/ gql`
    mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {
  mergeCarts(
    source_cart_id: $sourceCartId
    destination_cart_id: $destinationCartId
  ) {
    ...CartFields
  }
}
    ${CartFieldsFragmentDoc}` as unknown as DocumentNode<MergeCartsMutation, MergeCartsMutationVariables>;
export const AssemblyProductsDocument = /*#__PURE__*/ gql`
    mutation AssemblyProducts($sku: String!) {
  assemblyProducts: getAssemblyProducts(sku: $sku) {
    items {
      uid
      sku
      name
      price_range {
        ...PriceRangeFields
      }
    }
  }
}
    ${PriceRangeFieldsFragmentDoc}
${ProductPriceFieldsFragmentDoc}` as unknown as DocumentNode<AssemblyProductsMutation, AssemblyProductsMutationVariables>;
export const CartDocument = /*#__PURE__*/ gql`
    query Cart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CartFields
  }
}
    ${CartFieldsFragmentDoc}` as unknown as DocumentNode<CartQuery, CartQueryVariables>;
export const CartTotalQtyDocument = /*#__PURE__*/ gql`
    query CartTotalQty($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    total_quantity
  }
}
    ` as unknown as DocumentNode<CartTotalQtyQuery, CartTotalQtyQueryVariables>;
export const CustomerCartDocument = /*#__PURE__*/ gql`
    query CustomerCart {
  customerCart {
    ...CartFields
  }
}
    ${CartFieldsFragmentDoc}` as unknown as DocumentNode<CustomerCartQuery, CustomerCartQueryVariables>;
export const CreateEmptyCartDocument = /*#__PURE__*/ gql`
    mutation CreateEmptyCart {
  createEmptyCart
}
    ` as unknown as DocumentNode<CreateEmptyCartMutation, CreateEmptyCartMutationVariables>;
export const AddProductsToCartDocument = /*#__PURE__*/ gql`
    mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
    cart {
      ...CartFields
    }
    user_errors {
      code
      message
    }
  }
}
    ${CartFieldsFragmentDoc}` as unknown as DocumentNode<AddProductsToCartMutation, AddProductsToCartMutationVariables>;
export const AddVirtualProductsToCartDocument = /*#__PURE__*/ gql`
    mutation AddVirtualProductsToCart($input: AddVirtualProductsToCartInput!) {
  addVirtualProductsToCart(input: $input) {
    cart {
      ...CartFields
    }
  }
}
    ${CartFieldsFragmentDoc}` as unknown as DocumentNode<AddVirtualProductsToCartMutation, AddVirtualProductsToCartMutationVariables>;
export const UpdateCartItemsDocument = /*#__PURE__*/ gql`
    mutation UpdateCartItems($input: UpdateCartItemsInput!) {
  updateCartItems(input: $input) {
    cart {
      ...CartFields
    }
  }
}
    ${CartFieldsFragmentDoc}` as unknown as DocumentNode<UpdateCartItemsMutation, UpdateCartItemsMutationVariables>;
export const RemoveItemFromCartDocument = /*#__PURE__*/ gql`
    mutation RemoveItemFromCart($input: RemoveItemFromCartInput!) {
  removeItemFromCart(input: $input) {
    cart {
      ...CartFields
    }
  }
}
    ${CartFieldsFragmentDoc}` as unknown as DocumentNode<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables>;
export const ApplyCouponToCartDocument = /*#__PURE__*/ gql`
    mutation ApplyCouponToCart($input: ApplyCouponToCartInput!) {
  applyCouponToCart(input: $input) {
    cart {
      ...CartFields
    }
  }
}
    ${CartFieldsFragmentDoc}` as unknown as DocumentNode<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables>;
export const RemoveCouponFromCartDocument = /*#__PURE__*/ gql`
    mutation RemoveCouponFromCart($input: RemoveCouponFromCartInput!) {
  removeCouponFromCart(input: $input) {
    cart {
      ...CartFields
    }
  }
}
    ${CartFieldsFragmentDoc}` as unknown as DocumentNode<RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables>;
export const ApplyGiftCardToCartDocument = /*#__PURE__*/ gql`
    mutation ApplyGiftCardToCart($input: ApplyGiftCardToCartInput!) {
  applyGiftCardToCart(input: $input) {
    cart {
      ...CartFields
    }
  }
}
    ${CartFieldsFragmentDoc}` as unknown as DocumentNode<ApplyGiftCardToCartMutation, ApplyGiftCardToCartMutationVariables>;
export const RemoveGiftCardFromCartDocument = /*#__PURE__*/ gql`
    mutation RemoveGiftCardFromCart($input: RemoveGiftCardFromCartInput!) {
  removeGiftCardFromCart(input: $input) {
    cart {
      ...CartFields
    }
  }
}
    ${CartFieldsFragmentDoc}` as unknown as DocumentNode<RemoveGiftCardFromCartMutation, RemoveGiftCardFromCartMutationVariables>;
export const SetGuestEmailOnCartDocument = /*#__PURE__*/ gql`
    mutation SetGuestEmailOnCart($input: SetGuestEmailOnCartInput!) {
  setGuestEmailOnCart(input: $input) {
    cart {
      ...CartFields
    }
  }
}
    ${CartFieldsFragmentDoc}` as unknown as DocumentNode<SetGuestEmailOnCartMutation, SetGuestEmailOnCartMutationVariables>;
export const CategoryProductsDocument = /*#__PURE__*/ gql`
    query CategoryProducts($filter: ProductAttributeFilterInput, $pageSize: Int = 32, $currentPage: Int = 1, $sort: ProductAttributeSortInput, $search: String) {
  products(
    filter: $filter
    pageSize: $pageSize
    currentPage: $currentPage
    sort: $sort
    search: $search
  ) {
    total_count
    page_info {
      current_page
      page_size
      total_pages
    }
    aggregations {
      attribute_code
      label
      count
      options {
        label
        value
        count
      }
    }
    sort_fields {
      default
      options {
        label
        value
      }
    }
    items {
      ...ProductCard
    }
  }
}
    ${ProductCardFragmentDoc}
${PriceRangeFieldsFragmentDoc}
${ProductPriceFieldsFragmentDoc}` as unknown as DocumentNode<CategoryProductsQuery, CategoryProductsQueryVariables>;
export const AvailableShippingMethodsDocument = /*#__PURE__*/ gql`
    query AvailableShippingMethods($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CheckoutShippingFields
  }
}
    ${CheckoutShippingFieldsFragmentDoc}
${CartFieldsFragmentDoc}` as unknown as DocumentNode<AvailableShippingMethodsQuery, AvailableShippingMethodsQueryVariables>;
export const SetShippingAddressesOnCartDocument = /*#__PURE__*/ gql`
    mutation SetShippingAddressesOnCart($input: SetShippingAddressesOnCartInput!) {
  setShippingAddressesOnCart(input: $input) {
    cart {
      ...CheckoutShippingFields
    }
  }
}
    ${CheckoutShippingFieldsFragmentDoc}
${CartFieldsFragmentDoc}` as unknown as DocumentNode<SetShippingAddressesOnCartMutation, SetShippingAddressesOnCartMutationVariables>;
export const SetShippingMethodsOnCartDocument = /*#__PURE__*/ gql`
    mutation SetShippingMethodsOnCart($input: SetShippingMethodsOnCartInput!) {
  setShippingMethodsOnCart(input: $input) {
    cart {
      ...CheckoutShippingFields
    }
  }
}
    ${CheckoutShippingFieldsFragmentDoc}
${CartFieldsFragmentDoc}` as unknown as DocumentNode<SetShippingMethodsOnCartMutation, SetShippingMethodsOnCartMutationVariables>;
export const SetDeliveryServicesOnCartDocument = /*#__PURE__*/ gql`
    mutation SetDeliveryServicesOnCart($input: SetDeliveryServicesOnCartInput!) {
  setDeliveryServicesOnCart(input: $input) {
    cart {
      ...CheckoutShippingFields
    }
  }
}
    ${CheckoutShippingFieldsFragmentDoc}
${CartFieldsFragmentDoc}` as unknown as DocumentNode<SetDeliveryServicesOnCartMutation, SetDeliveryServicesOnCartMutationVariables>;
export const PickupLocationsDocument = /*#__PURE__*/ gql`
    query PickupLocations($pageSize: Int) {
  pickupLocations(pageSize: $pageSize) {
    items {
      pickup_location_code
      name
      description
      street
      city
      postcode
      phone
    }
  }
}
    ` as unknown as DocumentNode<PickupLocationsQuery, PickupLocationsQueryVariables>;
export const ParcelMachinesDocument = /*#__PURE__*/ gql`
    query ParcelMachines($carrierCode: String, $search: String) {
  parcelMachines(carrier_code: $carrierCode, search: $search) {
    id
    carrier_code
    carrier_title
    name
    address
    city
    postcode
  }
}
    ` as unknown as DocumentNode<ParcelMachinesQuery, ParcelMachinesQueryVariables>;
export const EstonianAddressesDocument = /*#__PURE__*/ gql`
    query EstonianAddresses($search: String!) {
  estonianAddresses(search: $search) {
    place_id
    label
    street
    house
    apartment
    city
    county
    postcode
    is_island
  }
}
    ` as unknown as DocumentNode<EstonianAddressesQuery, EstonianAddressesQueryVariables>;
export const CmsBlocksDocument = /*#__PURE__*/ gql`
    query CmsBlocks($identifiers: [String]) {
  cmsBlocks(identifiers: $identifiers) {
    items {
      identifier
      title
      content
    }
  }
}
    ` as unknown as DocumentNode<CmsBlocksQuery, CmsBlocksQueryVariables>;
export const AccountPersonalDataDocument = /*#__PURE__*/ gql`
    query AccountPersonalData {
  customer {
    ...AccountCustomerFields
  }
}
    ${AccountCustomerFieldsFragmentDoc}` as unknown as DocumentNode<AccountPersonalDataQuery, AccountPersonalDataQueryVariables>;
export const AccountUpdateCustomerDocument = /*#__PURE__*/ gql`
    mutation AccountUpdateCustomer($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) {
    customer {
      ...AccountCustomerFields
    }
  }
}
    ${AccountCustomerFieldsFragmentDoc}` as unknown as DocumentNode<AccountUpdateCustomerMutation, AccountUpdateCustomerMutationVariables>;
export const AccountUpdateEmailDocument = /*#__PURE__*/ gql`
    mutation AccountUpdateEmail($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) {
    customer {
      email
    }
  }
}
    ` as unknown as DocumentNode<AccountUpdateEmailMutation, AccountUpdateEmailMutationVariables>;
export const AccountChangePasswordDocument = /*#__PURE__*/ gql`
    mutation AccountChangePassword($currentPassword: String!, $newPassword: String!) {
  changeCustomerPassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  ) {
    email
  }
}
    ` as unknown as DocumentNode<AccountChangePasswordMutation, AccountChangePasswordMutationVariables>;
export const AccountAddressesDocument = /*#__PURE__*/ gql`
    query AccountAddresses {
  customer {
    firstname
    lastname
    email
    addresses {
      ...AccountAddressFields
    }
  }
}
    ${AccountAddressFieldsFragmentDoc}` as unknown as DocumentNode<AccountAddressesQuery, AccountAddressesQueryVariables>;
export const AccountCreateAddressDocument = /*#__PURE__*/ gql`
    mutation AccountCreateAddress($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) {
    ...AccountAddressFields
  }
}
    ${AccountAddressFieldsFragmentDoc}` as unknown as DocumentNode<AccountCreateAddressMutation, AccountCreateAddressMutationVariables>;
export const AccountUpdateAddressDocument = /*#__PURE__*/ gql`
    mutation AccountUpdateAddress($id: Int!, $input: CustomerAddressInput!) {
  updateCustomerAddress(id: $id, input: $input) {
    ...AccountAddressFields
  }
}
    ${AccountAddressFieldsFragmentDoc}` as unknown as DocumentNode<AccountUpdateAddressMutation, AccountUpdateAddressMutationVariables>;
export const AccountDeleteAddressDocument = /*#__PURE__*/ gql`
    mutation AccountDeleteAddress($id: Int!) {
  deleteCustomerAddress(id: $id)
}
    ` as unknown as DocumentNode<AccountDeleteAddressMutation, AccountDeleteAddressMutationVariables>;
export const AccountOrdersDocument = /*#__PURE__*/ gql`
    query AccountOrders($currentPage: Int!, $pageSize: Int!, $sort: CustomerOrderSortInput) {
  customer {
    orders(currentPage: $currentPage, pageSize: $pageSize, sort: $sort) {
      items {
        number
        order_date
        status
        total {
          grand_total {
            value
            currency
          }
        }
      }
      page_info {
        current_page
        page_size
        total_pages
      }
      total_count
    }
  }
}
    ` as unknown as DocumentNode<AccountOrdersQuery, AccountOrdersQueryVariables>;
export const AccountOrderDocument = /*#__PURE__*/ gql`
    query AccountOrder($number: String!) {
  customer {
    orders(filter: {number: {eq: $number}}, pageSize: 1) {
      items {
        ...OrderDetails
        shipping_address {
          telephone
          country_code
        }
        ...OrderRefunds
      }
    }
  }
}
    ${OrderDetailsFragmentDoc}
${OrderRefundsFragmentDoc}` as unknown as DocumentNode<AccountOrderQuery, AccountOrderQueryVariables>;
export const AccountSubscriptionsDocument = /*#__PURE__*/ gql`
    query AccountSubscriptions {
  customer {
    ...AccountSubscriptionFields
  }
}
    ${AccountSubscriptionFieldsFragmentDoc}` as unknown as DocumentNode<AccountSubscriptionsQuery, AccountSubscriptionsQueryVariables>;
export const AccountSetNewsletterDocument = /*#__PURE__*/ gql`
    mutation AccountSetNewsletter($subscribed: Boolean!) {
  updateCustomerV2(input: {is_subscribed: $subscribed}) {
    customer {
      ...AccountSubscriptionFields
    }
  }
}
    ${AccountSubscriptionFieldsFragmentDoc}` as unknown as DocumentNode<AccountSetNewsletterMutation, AccountSetNewsletterMutationVariables>;
export const AccountSetLoyaltyMembershipDocument = /*#__PURE__*/ gql`
    mutation AccountSetLoyaltyMembership($member: Boolean!) {
  setLoyaltyProgramMembership(member: $member) {
    member
    eligible
    joined_at
  }
}
    ` as unknown as DocumentNode<AccountSetLoyaltyMembershipMutation, AccountSetLoyaltyMembershipMutationVariables>;
export const AccountGdprAgreementsDocument = /*#__PURE__*/ gql`
    query AccountGdprAgreements {
  customer {
    gdpr_agreements {
      code
      title
      accepted_at
      required
    }
  }
}
    ` as unknown as DocumentNode<AccountGdprAgreementsQuery, AccountGdprAgreementsQueryVariables>;
export const AccountCancelGdprAgreementDocument = /*#__PURE__*/ gql`
    mutation AccountCancelGdprAgreement($code: String!) {
  cancelGdprAgreement(code: $code)
}
    ` as unknown as DocumentNode<AccountCancelGdprAgreementMutation, AccountCancelGdprAgreementMutationVariables>;
export const AccountDeleteCustomerDocument = /*#__PURE__*/ gql`
    mutation AccountDeleteCustomer {
  deleteCustomer
}
    ` as unknown as DocumentNode<AccountDeleteCustomerMutation, AccountDeleteCustomerMutationVariables>;
export const CreateGdprRequestDocument = /*#__PURE__*/ gql`
    mutation CreateGdprRequest($input: GdprRequestInput!) {
  createGdprRequest(input: $input) {
    request {
      reference
      type
      status
      created_at
    }
  }
}
    ` as unknown as DocumentNode<CreateGdprRequestMutation, CreateGdprRequestMutationVariables>;
export const MainMenuDocument = /*#__PURE__*/ gql`
    query MainMenu {
  categories(filters: {parent_category_uid: {eq: "Mg=="}}, pageSize: 100) {
    items {
      ...MenuCategory
      children {
        ...MenuCategory
        children {
          ...MenuCategory
        }
      }
    }
  }
}
    ${MenuCategoryFragmentDoc}` as unknown as DocumentNode<MainMenuQuery, MainMenuQueryVariables>;
export const SubscribeEmailToNewsletterDocument = /*#__PURE__*/ gql`
    mutation SubscribeEmailToNewsletter($email: String!) {
  subscribeEmailToNewsletter(email: $email) {
    status
  }
}
    ` as unknown as DocumentNode<SubscribeEmailToNewsletterMutation, SubscribeEmailToNewsletterMutationVariables>;
export const ConfirmNewsletterSubscriptionDocument = /*#__PURE__*/ gql`
    mutation ConfirmNewsletterSubscription($id: Int!, $code: String!) {
  confirmNewsletterSubscription(id: $id, code: $code) {
    status
  }
}
    ` as unknown as DocumentNode<ConfirmNewsletterSubscriptionMutation, ConfirmNewsletterSubscriptionMutationVariables>;
export const PaymentStepCartDocument = /*#__PURE__*/ gql`
    query PaymentStepCart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...PaymentCartFields
  }
}
    ${PaymentCartFieldsFragmentDoc}` as unknown as DocumentNode<PaymentStepCartQuery, PaymentStepCartQueryVariables>;
export const SetBillingAddressOnCartDocument = /*#__PURE__*/ gql`
    mutation SetBillingAddressOnCart($input: SetBillingAddressOnCartInput!) {
  setBillingAddressOnCart(input: $input) {
    cart {
      ...PaymentCartFields
    }
  }
}
    ${PaymentCartFieldsFragmentDoc}` as unknown as DocumentNode<SetBillingAddressOnCartMutation, SetBillingAddressOnCartMutationVariables>;
export const ResaveShippingMethodDocument = /*#__PURE__*/ gql`
    mutation ResaveShippingMethod($input: SetShippingMethodsOnCartInput!) {
  setShippingMethodsOnCart(input: $input) {
    cart {
      ...PaymentCartFields
    }
  }
}
    ${PaymentCartFieldsFragmentDoc}` as unknown as DocumentNode<ResaveShippingMethodMutation, ResaveShippingMethodMutationVariables>;
export const SetPaymentMethodOnCartDocument = /*#__PURE__*/ gql`
    mutation SetPaymentMethodOnCart($input: SetPaymentMethodOnCartInput!) {
  setPaymentMethodOnCart(input: $input) {
    cart {
      ...PaymentCartFields
    }
  }
}
    ${PaymentCartFieldsFragmentDoc}` as unknown as DocumentNode<SetPaymentMethodOnCartMutation, SetPaymentMethodOnCartMutationVariables>;
export const SetCheckoutConsentsOnCartDocument = /*#__PURE__*/ gql`
    mutation SetCheckoutConsentsOnCart($input: SetCheckoutConsentsOnCartInput!) {
  setCheckoutConsentsOnCart(input: $input) {
    cart {
      id
      marketing_consent
    }
  }
}
    ` as unknown as DocumentNode<SetCheckoutConsentsOnCartMutation, SetCheckoutConsentsOnCartMutationVariables>;
export const PlaceOrderDocument = /*#__PURE__*/ gql`
    mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    orderV2 {
      number
      token
      status
    }
    errors {
      code
      message
    }
    payment_redirect_url
  }
}
    ` as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const GuestOrderByTokenDocument = /*#__PURE__*/ gql`
    query GuestOrderByToken($input: OrderTokenInput!) {
  guestOrderByToken(input: $input) {
    ...OrderDetails
  }
}
    ${OrderDetailsFragmentDoc}` as unknown as DocumentNode<GuestOrderByTokenQuery, GuestOrderByTokenQueryVariables>;
export const ProductPageDocument = /*#__PURE__*/ gql`
    query ProductPage($urlKey: String!) {
  products(filter: {url_key: {eq: $urlKey}}) {
    items {
      __typename
      uid
      id
      sku
      name
      url_key
      url_rewrites {
        url
      }
      meta_title
      meta_description
      stock_status
      only_x_left_in_stock
      tarneaeg
      has_assembly_services
      new_to_date
      review_count
      rating_summary
      price_range {
        ...PriceRangeFields
      }
      available_price_tiers {
        quantity
        discount {
          amount_off
          percent_off
        }
        final_price {
          value
          currency
        }
      }
      media_gallery {
        url
        label
        position
        disabled
      }
      small_image {
        url
        label
      }
      description {
        html
      }
      short_description {
        html
      }
      categories {
        uid
        name
        url_path
        url_suffix
        level
        breadcrumbs {
          category_uid
          category_name
          category_url_path
          category_level
        }
      }
      availability_in_stores {
        source_code
        source_name
        status
        qty
      }
      ... on GiftCardProduct {
        giftcard_type
      }
      ... on ConfigurableProduct {
        configurable_options {
          uid
          attribute_code
          label
          values {
            uid
            value_index
            label
            swatch_data {
              value
            }
          }
        }
        variants {
          attributes {
            code
            value_index
          }
          product {
            uid
            sku
            stock_status
            only_x_left_in_stock
            tarneaeg
            price_range {
              minimum_price {
                ...ProductPriceFields
              }
            }
            small_image {
              url
              label
            }
            media_gallery {
              url
              label
              position
            }
            availability_in_stores {
              source_code
              source_name
              status
              qty
            }
          }
        }
      }
    }
  }
}
    ${PriceRangeFieldsFragmentDoc}
${ProductPriceFieldsFragmentDoc}` as unknown as DocumentNode<ProductPageQuery, ProductPageQueryVariables>;
export const ProductReviewsDocument = /*#__PURE__*/ gql`
    query ProductReviews($filter: ProductAttributeFilterInput!, $pageSize: Int = 10, $currentPage: Int = 1) {
  products(filter: $filter) {
    items {
      sku
      review_count
      rating_summary
      reviews(pageSize: $pageSize, currentPage: $currentPage) {
        items {
          summary
          text
          nickname
          created_at
          average_rating
          ratings_breakdown {
            name
            value
          }
        }
        page_info {
          current_page
          page_size
          total_pages
        }
      }
    }
  }
}
    ` as unknown as DocumentNode<ProductReviewsQuery, ProductReviewsQueryVariables>;
export const ProductReviewRatingsMetadataDocument = /*#__PURE__*/ gql`
    query ProductReviewRatingsMetadata {
  productReviewRatingsMetadata {
    items {
      id
      name
      values {
        value_id
        value
      }
    }
  }
}
    ` as unknown as DocumentNode<ProductReviewRatingsMetadataQuery, ProductReviewRatingsMetadataQueryVariables>;
export const CreateProductReviewDocument = /*#__PURE__*/ gql`
    mutation CreateProductReview($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review {
      nickname
      summary
      text
      average_rating
      ratings_breakdown {
        name
        value
      }
    }
  }
}
    ` as unknown as DocumentNode<CreateProductReviewMutation, CreateProductReviewMutationVariables>;
export const ProductsBySkuDocument = /*#__PURE__*/ gql`
    query ProductsBySku($skus: [String!]!, $pageSize: Int = 20) {
  products(filter: {sku: {in: $skus}}, pageSize: $pageSize) {
    items {
      ...ProductCard
    }
  }
}
    ${ProductCardFragmentDoc}
${PriceRangeFieldsFragmentDoc}
${ProductPriceFieldsFragmentDoc}` as unknown as DocumentNode<ProductsBySkuQuery, ProductsBySkuQueryVariables>;
export const RelatedProductsDocument = /*#__PURE__*/ gql`
    query RelatedProducts($filter: ProductAttributeFilterInput!) {
  products(filter: $filter) {
    items {
      sku
      related_products {
        ...ProductCard
      }
      upsell_products {
        ...ProductCard
      }
    }
  }
}
    ${ProductCardFragmentDoc}
${PriceRangeFieldsFragmentDoc}
${ProductPriceFieldsFragmentDoc}` as unknown as DocumentNode<RelatedProductsQuery, RelatedProductsQueryVariables>;
export const RouteDocument = /*#__PURE__*/ gql`
    query Route($url: String!) {
  route(url: $url) {
    __typename
    relative_url
    redirect_code
    type
    ... on CategoryTree {
      uid
      id
      name
      url_path
      url_suffix
      description
      product_count
      breadcrumbs {
        category_uid
        category_name
        category_url_path
        category_level
      }
      children {
        uid
        name
        url_path
        url_suffix
        product_count
      }
    }
    ... on ProductInterface {
      uid
      id
      sku
      name
      url_key
    }
  }
}
    ` as unknown as DocumentNode<RouteQuery, RouteQueryVariables>;
export const StoreConfigDocument = /*#__PURE__*/ gql`
    query StoreConfig {
  storeConfig {
    store_code
    default_title
    store_name
    default_display_currency_code
    locale
    header_logo_src
    logo_width
    logo_height
    logo_alt
    list_per_page
    list_per_page_values
    season_goods_categories
    campaign_category_id
  }
}
    ` as unknown as DocumentNode<StoreConfigQuery, StoreConfigQueryVariables>;
export const DefaultCountryDocument = /*#__PURE__*/ gql`
    query DefaultCountry {
  country(id: "EE") {
    id
    full_name_locale
  }
}
    ` as unknown as DocumentNode<DefaultCountryQuery, DefaultCountryQueryVariables>;
export const CustomerWishlistDocument = /*#__PURE__*/ gql`
    query CustomerWishlist {
  customer {
    wishlists(pageSize: 1, currentPage: 1) {
      ...WishlistFields
    }
  }
}
    ${WishlistFieldsFragmentDoc}
${ProductCardFragmentDoc}
${PriceRangeFieldsFragmentDoc}
${ProductPriceFieldsFragmentDoc}` as unknown as DocumentNode<CustomerWishlistQuery, CustomerWishlistQueryVariables>;
export const WishlistItemsCountDocument = /*#__PURE__*/ gql`
    query WishlistItemsCount {
  customer {
    wishlists(pageSize: 1, currentPage: 1) {
      id
      items_count
    }
  }
}
    ` as unknown as DocumentNode<WishlistItemsCountQuery, WishlistItemsCountQueryVariables>;
export const AddProductsToWishlistDocument = /*#__PURE__*/ gql`
    mutation AddProductsToWishlist($wishlistId: ID!, $wishlistItems: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $wishlistItems) {
    wishlist {
      ...WishlistFields
    }
    user_errors {
      code
      message
    }
  }
}
    ${WishlistFieldsFragmentDoc}
${ProductCardFragmentDoc}
${PriceRangeFieldsFragmentDoc}
${ProductPriceFieldsFragmentDoc}` as unknown as DocumentNode<AddProductsToWishlistMutation, AddProductsToWishlistMutationVariables>;
export const RemoveProductsFromWishlistDocument = /*#__PURE__*/ gql`
    mutation RemoveProductsFromWishlist($wishlistId: ID!, $wishlistItemsIds: [ID!]!) {
  removeProductsFromWishlist(
    wishlistId: $wishlistId
    wishlistItemsIds: $wishlistItemsIds
  ) {
    wishlist {
      ...WishlistFields
    }
    user_errors {
      code
      message
    }
  }
}
    ${WishlistFieldsFragmentDoc}
${ProductCardFragmentDoc}
${PriceRangeFieldsFragmentDoc}
${ProductPriceFieldsFragmentDoc}` as unknown as DocumentNode<RemoveProductsFromWishlistMutation, RemoveProductsFromWishlistMutationVariables>;
export const AddWishlistItemsToCartDocument = /*#__PURE__*/ gql`
    mutation AddWishlistItemsToCart($wishlistId: ID!, $wishlistItemIds: [ID!]) {
  addWishlistItemsToCart(
    wishlistId: $wishlistId
    wishlistItemIds: $wishlistItemIds
  ) {
    status
    add_wishlist_items_to_cart_user_errors {
      code
      message
      wishlistItemId
    }
    wishlist {
      ...WishlistFields
    }
  }
}
    ${WishlistFieldsFragmentDoc}
${ProductCardFragmentDoc}
${PriceRangeFieldsFragmentDoc}
${ProductPriceFieldsFragmentDoc}` as unknown as DocumentNode<AddWishlistItemsToCartMutation, AddWishlistItemsToCartMutationVariables>;