import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, type Answer, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { Button, Card } from '../../ui/controls';
import { Dialog } from '../../ui/dialog';
import { DateTime } from '../../ui/format';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { DataTable, type Columns } from '../../ui/table';
import { useToast } from '../../ui/toasts';
import { RedirectForm } from './form';

type NotFoundPath = Answer<'/api2/admin/not-found-paths'>['paths'][number];

/**
 * The storefront paths the redirect resolver found nothing for, most often first, each one click from a redirect.
 * The API leaves out paths a redirect covers, so a created redirect takes its path off the list by itself.
 */
export function NotFoundPaths() {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const writable = useCan()('content.write');
  const [redirecting, setRedirecting] = useState<string | null>(null);
  const list = useQuery(api.queryOptions('get', '/api2/admin/not-found-paths', { params: { query: { limit: 50 } } }));
  const dismiss = useMutation({
    mutationFn: (path: string) => client.DELETE('/api2/admin/not-found-paths', { params: { query: { path } } }),
    onSuccess: (_, path) =>
      toast({ tone: 'success', title: intl.formatMessage({ id: 'notFound.dismissed' }, { path }) }),
    onError: (e) => failureToast(e),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/not-found-paths') }),
  });
  const columns: Columns<NotFoundPath> = [
    {
      id: 'path',
      header: intl.formatMessage({ id: 'notFound.path' }),
      cell: ({ row }) => <span className="break-all font-mono">{row.original.path}</span>,
    },
    {
      id: 'hits',
      header: intl.formatMessage({ id: 'notFound.hits' }),
      cell: ({ row }) => intl.formatNumber(row.original.hits),
    },
    {
      id: 'firstSeen',
      header: intl.formatMessage({ id: 'notFound.firstSeen' }),
      cell: ({ row }) => <DateTime value={row.original.firstSeenAt} />,
    },
    {
      id: 'lastSeen',
      header: intl.formatMessage({ id: 'notFound.lastSeen' }),
      cell: ({ row }) => <DateTime value={row.original.lastSeenAt} />,
    },
    ...(writable
      ? [
          {
            id: 'actions',
            header: intl.formatMessage({ id: 'versions.actions' }),
            cell: ({ row }) => (
              <div className="flex flex-wrap gap-2">
                <Button
                  tone="primary"
                  onClick={() => setRedirecting(row.original.path)}
                  aria-label={intl.formatMessage({ id: 'notFound.createOne' }, { path: row.original.path })}
                >
                  <FormattedMessage id="notFound.create" />
                </Button>
                <Button
                  disabled={dismiss.isPending}
                  onClick={() => dismiss.mutate(row.original.path)}
                  aria-label={intl.formatMessage({ id: 'notFound.dismissOne' }, { path: row.original.path })}
                >
                  <FormattedMessage id="notFound.dismiss" />
                </Button>
              </div>
            ),
          } satisfies Columns<NotFoundPath>[number],
        ]
      : []),
  ];
  return (
    <Card title={intl.formatMessage({ id: 'notFound.title' })} className="mt-6">
      <p className="mb-3 text-sm text-zinc-700 dark:text-zinc-300">
        <FormattedMessage id="notFound.intro" />
      </p>
      {list.error && <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />}
      <DataTable
        caption={intl.formatMessage({ id: 'notFound.title' })}
        columns={columns}
        rows={list.data?.paths ?? []}
        rowId={(p) => p.path}
        busy={list.isFetching}
        empty={<FormattedMessage id="notFound.empty" />}
      />
      {redirecting && (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setRedirecting(null);
          }}
          title={intl.formatMessage({ id: 'notFound.dialogTitle' }, { path: redirecting })}
          description={intl.formatMessage({ id: 'notFound.dialogWhat' })}
        >
          <RedirectForm source={redirecting} onCreated={() => setRedirecting(null)} />
        </Dialog>
      )}
    </Card>
  );
}
