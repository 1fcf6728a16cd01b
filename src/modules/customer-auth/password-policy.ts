import { invalid } from '../../shared/errors.js';

/** The spec's rule: 8 to 128 characters with at least one uppercase letter, one lowercase letter and one digit. */
export function assertCustomerPassword(password: string): void {
  const problems: string[] = [];
  if (password.length < 8 || password.length > 128) problems.push('be 8 to 128 characters long');
  if (!/\p{Lu}/u.test(password)) problems.push('contain an uppercase letter');
  if (!/\p{Ll}/u.test(password)) problems.push('contain a lowercase letter');
  if (!/\d/.test(password)) problems.push('contain a digit');
  if (problems.length) throw invalid(`The password must ${problems.join(', ')}`);
}
