import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useRouter, getRouteApi } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { client, queryClient, ShopApiError } from '../../api';
import { loadMe, meQuery, rememberSignedIn, wasSignedIn } from '../../session';
import { Button, Field, Input } from '../../ui/controls';
import { ErrorNotice } from '../../ui/notice';
import { safeReturnPath } from './search';

const route = getRouteApi('/login');

interface Credentials {
  email: string;
  password: string;
}

export function LoginScreen() {
  const intl = useIntl();
  const router = useRouter();
  // What the check makes of the parameter, never the parameter itself.
  const redirect = safeReturnPath(route.useSearch().redirect);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>();
  const login = useMutation({
    mutationFn: async (body: Credentials) => {
      const { data } = await client.POST('/api2/admin/login', { body });
      return data;
    },
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: meQuery.queryKey });
      rememberSignedIn(true);
      await loadMe();
      // The way back is the router's own location (without the /admin base).
      if (redirect) router.history.push(`${router.basepath.replace(/\/$/, '')}${redirect}`);
      else await router.navigate({ to: '/' });
    },
  });
  const wrongPassword = login.error instanceof ShopApiError && login.error.status === 401;

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <form
        noValidate
        onSubmit={handleSubmit((values) => {
          if (!login.isPending) login.mutate(values);
        })}
        className="w-full max-w-sm rounded-lg border border-zinc-200 p-6 dark:border-zinc-800"
      >
        <h1 className="mb-4 text-xl font-semibold">
          <FormattedMessage id="login.title" />
        </h1>
        {redirect && wasSignedIn() && (
          <p className="mb-3 text-sm text-zinc-700 dark:text-zinc-300">
            <FormattedMessage id="login.expired" />
          </p>
        )}
        <Field
          label={<FormattedMessage id="login.email" />}
          error={errors.email && intl.formatMessage({ id: 'login.emailRequired' })}
          className="mb-3"
        >
          {(id, describedBy) => (
            <Input
              id={id}
              type="email"
              autoComplete="username"
              aria-describedby={describedBy}
              aria-invalid={!!errors.email}
              {...register('email', { required: true })}
            />
          )}
        </Field>
        <Field
          label={<FormattedMessage id="login.password" />}
          error={errors.password && intl.formatMessage({ id: 'login.passwordRequired' })}
          className="mb-4"
        >
          {(id, describedBy) => (
            <Input
              id={id}
              type="password"
              autoComplete="current-password"
              aria-describedby={describedBy}
              aria-invalid={!!errors.password}
              {...register('password', { required: true })}
            />
          )}
        </Field>
        {wrongPassword ? (
          <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
            <FormattedMessage id="login.failed" />
          </p>
        ) : login.error ? (
          <ErrorNotice error={login.error} onRetry={handleSubmit((values) => login.mutate(values))} />
        ) : null}
        <Button tone="primary" type="submit" disabled={login.isPending} className="w-full">
          <FormattedMessage id="login.submit" />
        </Button>
      </form>
    </main>
  );
}
