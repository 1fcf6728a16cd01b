// The messages of the login feature, English (the source, ICU MessageFormat) and German: i18n/en.ts and de.ts assemble them.
export const en = {
  'login.title': 'Sign in to the shop admin',
  'login.expired': 'Your session ended. Sign in to return to the page you were on.',
  'login.emailRequired': 'Enter your e-mail address.',
  'login.passwordRequired': 'Enter your password.',
  'login.failed': 'E-mail or password is wrong.',
  'login.submit': 'Sign in',
} as const;

export const de: Record<keyof typeof en, string> = {
  'login.title': 'Bei der Shop-Verwaltung anmelden',
  'login.expired': 'Ihre Sitzung ist abgelaufen. Melden Sie sich an, um zur vorherigen Seite zurückzukehren.',
  'login.emailRequired': 'Geben Sie Ihre E-Mail-Adresse ein.',
  'login.passwordRequired': 'Geben Sie Ihr Passwort ein.',
  'login.failed': 'E-Mail oder Passwort ist falsch.',
  'login.submit': 'Anmelden',
};
