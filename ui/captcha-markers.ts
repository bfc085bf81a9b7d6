/**
 * The `<body>` attribute carrying the captcha configuration (JSON of domain/captcha.ts
 * `CaptchaConfig`), written by ui/document.tsx and read by client/captcha/captcha-config.ts.
 * Absent when no captcha is configured.
 */
export const CAPTCHA_CONFIG_ATTRIBUTE = 'data-captcha';
