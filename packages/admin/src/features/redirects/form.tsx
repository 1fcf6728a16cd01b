import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { client, ShopApiError, queryKeyOf } from '../../api';
import { Button, Field, Input, Select } from '../../ui/controls';
import { ErrorNotice } from '../../ui/notice';
import { useToast } from '../../ui/toasts';
import { bodySchema, rulesOf } from '../../ui/schema-rules';

const CREATE = bodySchema('POST /api2/admin/seo/redirects');
interface RedirectFields {
  source: string;
  destination: string;
  statusCode: '301' | '302' | '307' | '308';
}

/** How many redirects the refused one would have closed into a loop (the API's 400 says), or undefined for any other error. */
function loopLength(error: unknown): number | undefined {
  const n =
    error instanceof ShopApiError && error.status === 400
      ? (error.body as { loopLength?: unknown } | undefined)?.loopLength
      : undefined;
  return typeof n === 'number' ? n : undefined;
}

/**
 * A new redirect (from a path typed in, or one the storefront could not find). The API refuses one that would form a
 * loop; that refusal is said in the staff's language, in the form, which keeps what was typed.
 */
export function RedirectForm({
  source = '',
  wide = false,
  onCreated,
}: {
  source?: string;
  wide?: boolean;
  onCreated?: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RedirectFields>({ defaultValues: { source, destination: '', statusCode: '301' } });
  const create = useMutation({
    mutationFn: async (f: RedirectFields) =>
      (
        await client.POST('/api2/admin/seo/redirects', {
          body: { source: f.source.trim(), destination: f.destination.trim(), statusCode: Number(f.statusCode) as 301 },
        })
      ).data!,
    onSuccess: async (redirect) => {
      reset();
      toast({ tone: 'success', title: intl.formatMessage({ id: 'redirects.created' }, { source: redirect.source }) });
      // A redirect from a path takes it off the not-found list.
      await Promise.all(
        (['/api2/admin/seo/redirects', '/api2/admin/not-found-paths'] as const).map((path) =>
          queryClient.invalidateQueries({ queryKey: queryKeyOf(path) }),
        ),
      );
      onCreated?.();
    },
  });
  const loop = loopLength(create.error);
  return (
    <>
      <form
        className={`grid grid-cols-1 items-end gap-3 ${wide ? 'sm:grid-cols-[1fr_1fr_8rem_auto]' : ''}`}
        onSubmit={handleSubmit((f) => {
          if (!create.isPending) create.mutate(f);
        })}
      >
        <Field label={intl.formatMessage({ id: 'redirects.source' })} error={errors.source?.message}>
          {(id, d) => (
            <Input
              id={id}
              aria-describedby={d}
              placeholder="/old-path"
              {...register('source', rulesOf(CREATE, 'source', intl, { create: true }))}
            />
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'redirects.destination' })} error={errors.destination?.message}>
          {(id, d) => (
            <Input
              id={id}
              aria-describedby={d}
              placeholder="/new-path"
              autoFocus={source !== ''}
              {...register('destination', rulesOf(CREATE, 'destination', intl, { create: true }))}
            />
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'redirects.status' })}>
          {(id) => (
            <Select id={id} {...register('statusCode')}>
              {['301', '302', '307', '308'].map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button tone="primary" type="submit" disabled={create.isPending}>
          <FormattedMessage id={source ? 'notFound.create' : 'action.create'} />
        </Button>
      </form>
      {loop !== undefined ? (
        <p
          role="alert"
          className="my-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <FormattedMessage id="redirects.loop" values={{ source: create.variables?.source.trim(), count: loop }} />
        </p>
      ) : (
        create.error && <ErrorNotice error={create.error} />
      )}
    </>
  );
}
