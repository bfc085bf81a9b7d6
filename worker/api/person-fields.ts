import { z } from 'zod';
import { isCompanyName, isPersonName } from '../../domain/person-name';
import { t } from '../../ui/i18n/t';

/**
 * Names at the API boundary, checked by the same rules as the forms (domain/checkout-validation.ts,
 * issue 17 item 12), so a crafted request gets the form's message: a person's name keeps
 * hyphens, apostrophes and accents (Mari-Liis, O'Neill, Šarlota) and refuses `@`, `<`, `>`; a
 * company name is the spec's companyName. Magento's columns bound both at 255.
 */
const MAX_NAME = 255;
const ALPHANUMERIC_ONLY = t('Accepts only alphanumeric characters');

export const PersonName = z.string().trim().min(1).max(MAX_NAME).refine(isPersonName, ALPHANUMERIC_ONLY);
export const CompanyName = z.string().trim().min(1).max(MAX_NAME).refine(isCompanyName, ALPHANUMERIC_ONLY);
/** An address's optional company line: empty allowed. */
export const OptionalCompanyName = z.string().trim().max(MAX_NAME).refine(isCompanyName, ALPHANUMERIC_ONLY);
