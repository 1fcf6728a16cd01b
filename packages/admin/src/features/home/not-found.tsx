import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeader } from '../../ui/controls';

/** An address no screen has: said inside the shell, so the navigation stays at hand. */
export function NotFoundScreen() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'screenMissing.title' })} />
      <p className="mb-3 text-sm">
        <FormattedMessage id="screenMissing.text" />
      </p>
      <Link to="/" className="text-sm underline">
        <FormattedMessage id="screenMissing.home" />
      </Link>
    </>
  );
}
