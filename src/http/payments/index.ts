import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { ErrorBody } from '../common/schemas.js';
import { errorHandler, notFoundHandler } from '../common/errors.js';
import { OrderStatus, PaymentStatus } from '../common/order.schemas.js';
import { invalid } from '../../shared/errors.js';
import { assertSafeInput } from '../common/hostile-input.js';

const CallbackBody = Type.Object({
  orderNumber: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  result: Type.Enum(['succeeded', 'failed'] as const),
  transactionId: Type.String({ minLength: 1, maxLength: 200 }),
  amount: Type.Number({ minimum: 0, maximum: 1e10, description: 'EUR; must equal the order total' }),
});

/**
 * /api2/payments: the payment provider's callback, authenticated by an HMAC-SHA256 of the raw body in
 * X-Payment-Signature. JSON is parsed here only after the signature matched, so an unsigned caller learns
 * nothing about the body rules. Errors as {error, code}.
 */
export default async function paymentsSurface(app: App) {
  const { payments } = app.services;
  app.setErrorHandler(errorHandler('coded'));
  app.setNotFoundHandler(notFoundHandler('coded'));

  // Scoped to this plugin: the signature covers the exact bytes, so the body arrives as a Buffer.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.addHook('preValidation', async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['x-payment-signature'];
    payments.verifySignature(raw, typeof header === 'string' ? header : undefined);
    try {
      request.body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw invalid('The request body is not valid JSON');
    }
    // The root hook saw only bytes: the parsed body gets the same check.
    assertSafeInput(request.body, 'The request body');
  });

  app.post(
    '/callback',
    {
      config: { anonymousActor: 'payment_provider' },
      schema: {
        tags: ['payments'],
        summary: 'Payment result from the provider; replays of a transactionId change nothing',
        description:
          'A succeeded transaction for an order another transaction already paid is 409 DUPLICATE_PAYMENT (a possible double charge, noted on the order for a refund).',
        headers: Type.Object({ 'x-payment-signature': Type.Optional(Type.String()) }),
        body: CallbackBody,
        response: {
          200: Type.Object({
            orderNumber: Type.Integer(),
            status: OrderStatus,
            paymentStatus: PaymentStatus,
            duplicate: Type.Boolean(),
          }),
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    (request) => payments.handleCallback(request.body),
  );
}
