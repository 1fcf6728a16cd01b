import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, type Answer, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { Button, Card, PageHeader } from '../../ui/controls';
import { DateTime } from '../../ui/format';
import { ErrorNotice } from '../../ui/notice';

const route = getRouteApi('/app/product-batches/$batchId');
type Revert = Answer<'/api2/admin/products/bulk-update/{batchId}/revert', 'post'>;

export function ProductBatchScreen() {
  const { batchId } = route.useParams();
  const intl = useIntl();
  const can = useCan();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Revert | null>(null);
  const batch = useQuery(
    api.queryOptions('get', '/api2/admin/products/bulk-update/{batchId}', { params: { path: { batchId } } }),
  );
  const revert = useMutation({
    mutationFn: async (force: boolean) =>
      (
        await client.POST('/api2/admin/products/bulk-update/{batchId}/revert', {
          params: { path: { batchId } },
          body: { force },
        })
      ).data!,
    onSuccess: async (data) => {
      setOutcome(data);
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/products/bulk-update/{batchId}') });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/products/search') });
    },
  });
  if (batch.error) return <ErrorNotice error={batch.error} onRetry={() => void batch.refetch()} />;
  if (!batch.data)
    return (
      <p aria-busy="true">
        <FormattedMessage id="loading" />
      </p>
    );
  const b = batch.data;
  const revertable = can('products.write') && (b.status === 'applied' || b.status === 'partially_reverted');
  const skipped = outcome?.results.some((r) => r.status === 'skipped' && r.reason !== 'already reverted');
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'batch.title' })}>
        {revertable && (
          <Button tone="danger" disabled={revert.isPending} onClick={() => revert.mutate(false)}>
            <FormattedMessage id="batch.revert" />
          </Button>
        )}
      </PageHeader>
      <Card title={intl.formatMessage({ id: 'batch.details' })} className="mb-4">
        <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-[12rem_1fr]">
          <dt>
            <FormattedMessage id="batch.id" />
          </dt>
          <dd className="break-all font-mono">{b.batchId}</dd>
          <dt>
            <FormattedMessage id="batch.status" />
          </dt>
          <dd>
            <FormattedMessage id={`batchStatus.${b.status}`} />
          </dd>
          <dt>
            <FormattedMessage id="batch.by" />
          </dt>
          <dd>{b.changedBy ?? '—'}</dd>
          <dt>
            <FormattedMessage id="batch.when" />
          </dt>
          <dd>
            <DateTime value={b.createdAt} />
          </dd>
          <dt>
            <FormattedMessage id="batch.reason" />
          </dt>
          <dd className="break-words">{b.changeReason ?? '—'}</dd>
          <dt>
            <FormattedMessage id="batch.fields" />
          </dt>
          <dd>{b.fields?.join(', ') ?? '—'}</dd>
          {b.revertedAt && (
            <>
              <dt>
                <FormattedMessage id="batch.revertedAt" />
              </dt>
              <dd>
                <DateTime value={b.revertedAt} /> · {b.revertedBy}
              </dd>
            </>
          )}
        </dl>
      </Card>
      {revert.error && <ErrorNotice error={revert.error} />}
      {outcome && (
        <Card
          title={intl.formatMessage(
            { id: 'batch.outcome' },
            { reverted: outcome.reverted, skipped: outcome.skipped, failed: outcome.failed },
          )}
          className="mb-4"
          actions={
            skipped && revertable ? (
              <Button tone="danger" onClick={() => revert.mutate(true)}>
                <FormattedMessage id="batch.force" />
              </Button>
            ) : undefined
          }
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{intl.formatMessage({ id: 'batch.perProduct' })}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left">
                  {intl.formatMessage({ id: 'batch.product' })}
                </th>
                <th scope="col" className="text-left">
                  {intl.formatMessage({ id: 'bulk.outcome' })}
                </th>
                <th scope="col" className="text-left">
                  {intl.formatMessage({ id: 'batch.why' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {outcome.results.map((r) => (
                <tr key={r.productId}>
                  <td>
                    <Link to="/products/$id" params={{ id: r.productId }} className="underline">
                      {intl.formatMessage({ id: 'batch.productN' }, { id: r.productId })}
                    </Link>
                  </td>
                  <td>
                    <FormattedMessage id={`revert.${r.status}`} />
                  </td>
                  <td className="break-words">{r.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <Card title={intl.formatMessage({ id: 'batch.products' }, { count: b.products.length })}>
        <table className="w-full text-sm">
          <caption className="sr-only">
            {intl.formatMessage({ id: 'batch.products' }, { count: b.products.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {intl.formatMessage({ id: 'batch.product' })}
              </th>
              <th scope="col" className="text-left">
                {intl.formatMessage({ id: 'batch.versionBefore' })}
              </th>
              <th scope="col" className="text-left">
                {intl.formatMessage({ id: 'batch.when' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {b.products.map((p) => (
              <tr key={p.productId}>
                <td>
                  <Link to="/products/$id" params={{ id: p.productId }} className="underline">
                    {intl.formatMessage({ id: 'batch.productN' }, { id: p.productId })}
                  </Link>
                </td>
                <td>{p.versionNumber}</td>
                <td>
                  <DateTime value={p.changedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
