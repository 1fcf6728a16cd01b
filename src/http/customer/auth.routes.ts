import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { Email, ErrorBody, IsoDateTime, Nullable, Success } from '../common/schemas.js';
import { notFound } from '../../shared/errors.js';
import { REGISTER_MESSAGE } from '../../modules/customer-auth/customer-auth.service.js';
import { clearCustomerCookie, setCustomerCookie } from './cookies.js';

const Customer = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  isVerified: Type.Boolean(),
});

const Me = Type.Object({ ...Customer.properties, phone: Nullable(Type.String()), createdAt: IsoDateTime });

export default async function authRoutes(app: App) {
  const { customerAuth } = app.services;
  const secure = app.config.cookieSecure;
  const tags = ['customer: auth'];

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Register; answers the same for a new and an already registered e-mail',
        body: Type.Object({
          email: Email,
          // The policy itself (composition rules) is checked by the service, to give one clear message.
          password: Type.String({ maxLength: 1024 }),
          firstName: Type.String({ minLength: 1, maxLength: 100 }),
          lastName: Type.String({ minLength: 1, maxLength: 100 }),
        }),
        response: {
          201: Type.Object({ needsVerification: Type.Boolean(), message: Type.String() }),
          400: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      await customerAuth.register(request.body, request.ip);
      return reply.status(201).send({ needsVerification: true, message: REGISTER_MESSAGE });
    },
  );

  app.get(
    '/verify',
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail address with the mailed token',
        querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: {
          200: Type.Object({
            verified: Type.Optional(Type.Literal(true)),
            alreadyVerified: Type.Optional(Type.Literal(true)),
          }),
          400: ErrorBody,
        },
      },
    },
    (request) => customerAuth.verify(request.query.token, request.ip),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        body: Type.Object({
          email: Type.String({ minLength: 1, maxLength: 254 }),
          password: Type.String({ minLength: 1, maxLength: 1024 }),
        }),
        response: { 200: Type.Object({ customer: Customer }), 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { customer, token } = await customerAuth.login(request.body.email, request.body.password, request.ip);
      setCustomerCookie(reply, token, secure);
      return { customer };
    },
  );

  app.get(
    '/me',
    { config: { customer: true }, schema: { tags, response: { 200: Type.Object({ customer: Me }) } } },
    async (request) => {
      const customer = await customerAuth.profile(request.customer!.id);
      if (!customer) throw notFound('Customer');
      return { customer };
    },
  );

  app.post(
    '/logout',
    { config: { customer: true }, schema: { tags, response: { 200: Success } } },
    async (request, reply) => {
      await customerAuth.logout(request.customer!.sessionId);
      clearCustomerCookie(reply, secure);
      return { success: true };
    },
  );
}
