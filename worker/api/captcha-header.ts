import { z } from 'zod';
import type { GraphqlClient } from '../../graphql/client';
import type { MethodContext } from './method';

/** The shopper's captcha answer (`recaptchaToken`, customer.md §3); Google's v2 tokens are ~2 KB. */
export const RecaptchaToken = z.string().max(4096).optional();

/**
 * The client for a call that carries the shopper's captcha answer as Magento's `X-ReCaptcha`
 * header (Magento's ReCaptchaWebapiGraphQl reads it there); without one, the plain client.
 */
export const withCaptcha = (context: Pick<MethodContext, 'shopper' | 'shopperWith'>, recaptchaToken: string | undefined): GraphqlClient =>
  recaptchaToken ? context.shopperWith({ 'X-ReCaptcha': recaptchaToken }) : context.shopper;
